/**
 * The candidates module's routes (spec 001 §7): profile, work experience, education, skills,
 * portfolio, demographics, internal profile and notes, sharing and PDF, resume parsing, and
 * the life-cycle. Handlers are one line: they build the context and call the use case.
 */

import {
  AuditEntry,
  CandidateJobStage,
  CandidateMessage,
  CandidateMessagesQuery,
  CandidateParams,
  CandidateSelfQuery,
  CandidateSummary,
  DeletionState,
  Demographics,
  DemographicsInput,
  Education,
  EducationInput,
  EducationParams,
  EntityAuditParams,
  ExperienceParams,
  FillCandidateGapsResult,
  GuestSearchStatusAnswer,
  GuestSearchStatusInput,
  GuestSearchStatusPage,
  GuestSearchStatusQuery,
  InternalProfile,
  InternalProfileInput,
  InternalStatus,
  InviteTemplate,
  JobWorkExperienceParams,
  JobWorkExperiences,
  LinkedInUrlInput,
  MarkForDeletionInput,
  NamedRef,
  Note,
  NoteInput,
  NoteParams,
  NotePatch,
  NotesQuery,
  OkAnswer,
  ParsedResume,
  PortfolioItem,
  PortfolioItemInput,
  PortfolioItemPatch,
  PortfolioMeta,
  PortfolioMetaQuery,
  PortfolioOrderInput,
  PortfolioParams,
  ProcessResumeInput,
  ProfileCompletion,
  ProfileViewQuery,
  PublicProfile,
  ReinboundInput,
  ReinboundRequest,
  ResetAnswer,
  SalaryAnswer,
  SendNotificationInput,
  SendNotificationQuery,
  SendNotificationResult,
  ShareableUrl,
  ShareableUrlQuery,
  SkillParams,
  SkillsInput,
  TitlePositionMappings,
  TitlePositionQuery,
  TokenParams,
  UpdatePositionsAnswer,
  UpdatePositionsInput,
  UpdateProfileInput,
  WorkExperience,
  WorkExperienceGroup,
  WorkExperienceInput,
} from '@quota/shared/contracts/candidates'
import {
  Answers,
  DataEnvelope,
  ErrorResponses,
  IdParams,
  ListEnvelope,
  PagingQuery,
} from '@quota/shared/contracts/common'
import { StaffInterviewListItem } from '@quota/shared/contracts/interviews'
import {
  HandleReinboundInput,
  ReinboundQueueItem,
  ReinboundQueueQuery,
} from '@quota/shared/contracts/reinbound-requests'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { PDF_ANSWER_DOCS } from '../../plugins/openapi-responses'
import { storageFor } from '../../storage'
import { mailLinkOrigin } from '../auth/context'
import { moduleBase } from '../module-base'
import { selfOrNamed } from './access'
import type { CandidateCtx } from './context'
import { getDemographics, updateDemographics } from './demographics'
import { addSkills, deleteEducation, removeSkill, saveEducation } from './education-skills'
import { fillCandidateGaps } from './fill-candidate-gaps'
import {
  getCompletion,
  getEducation,
  getPortfolio,
  getSalary,
  getSkills,
  getSummary,
  getWorkExperience,
} from './get-profile'
import { entityAuditTrail, getInternalProfile, getInternalStatus, updateInternalProfile } from './internal-profile'
import { listInterviewsForStaff } from './interviews'
import { listCandidateJobStages } from './job-stages'
import { jobWorkExperiences } from './job-work-experience'
import {
  cancelReinbound,
  guestSearchStatus,
  guestUpdateSearchStatus,
  markForDeletion,
  purgeNow,
  resetCandidate,
  restoreCandidate,
  searchStatusLinkFor,
  upsertReinbound,
} from './lifecycle'
import { listCandidateMessages } from './messages'
import { addNote, listNotes, updateNote } from './notes'
import { addPortfolioItem, deletePortfolioItem, orderPortfolio, portfolioMeta, updatePortfolioItem } from './portfolio'
import { handleReinbound, listReinboundRequests } from './reinbound-queue'
import { processResume } from './resume/process-resume'
import { listInviteTemplates, sendCandidateNotification } from './send-notification'
import { createShareableUrl, getProfilePdf, getPublicProfile, getPublicProfilePdf } from './share'
import { titlePositionMappings, updateExperiencePositions } from './title-positions'
import { updateProfile } from './update-profile'
import { addWorkExperience, deleteWorkExperience, updateWorkExperience } from './work-experience'

const PROFILE_READERS = { userTypes: ['candidate', 'staff', 'client'] } as const
/** Routes on one candidate: every kind of user reaches the use case, which answers 404 for a candidate they may not see (and 403 for a change they may not make), so a refusal never depends on the route alone. */
const PROFILE_USERS = PROFILE_READERS
const PROFILE_WRITERS = { userTypes: ['candidate', 'staff'] } as const
const STAFF = { userTypes: ['staff'] } as const
const RECRUITER = { userTypes: ['staff'], permission: 'recruiter' } as const
/** Bulk changes that follow an admin-list edit (title -> position mappings). */
const LIST_MANAGERS = { userTypes: ['staff'], permission: 'manage-lists' } as const
const pdfAnswer = { 200: z.any().describe('application/pdf'), ...ErrorResponses }
const SearchStatusLink = z.object({ token: z.string(), expiresAt: z.string(), url: z.string() })

export const candidatesRoutes = (deps: AppDeps) => {
  const storage = storageFor(deps.config)
  const ctxOf = (actor: Actor, requestId: string): CandidateCtx => ({
    actor,
    requestId,
    db: deps.db,
    storage,
    config: deps.config,
  })
  return (
    new Elysia({ name: 'candidates', prefix: '/api', tags: ['Candidates'] })
      .use(moduleBase(deps))
      // ---- profile ---------------------------------------------------------------------------
      .get(
        '/candidates/:id/profile/summary',
        async ({ params, actor, requestId, antiBias }) => ({
          data: await getSummary({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, antiBias },
          }),
        }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: CandidateParams,
          query: ProfileViewQuery,
          response: { 200: DataEnvelope(CandidateSummary), ...ErrorResponses },
          detail: {
            summary: "A candidate's profile (anti-bias mode hides identifying details)",
            operationId: 'getCandidateProfileSummary',
          },
        },
      )
      .patch(
        '/candidates/:id/profile',
        async ({ params, body, actor, requestId }) => ({
          data: await updateProfile({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, patch: body } }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: UpdateProfileInput,
          response: { 200: DataEnvelope(CandidateSummary), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary:
              'Update profile fields (salary below OTE, e-mail availability, LinkedIn URL, cities, office hours...)',
            operationId: 'updateCandidateProfile',
          },
        },
      )
      .patch(
        '/candidates/linkedin-url',
        async ({ body, actor, requestId }) => ({
          data: await updateProfile({
            ctx: ctxOf(actor, requestId),
            input: {
              candidateId: selfOrNamed(actor, body.candidateId),
              patch: { linkedInProfileUrl: body.linkedInProfileUrl },
            },
          }),
        }),
        {
          auth: PROFILE_WRITERS,
          body: LinkedInUrlInput,
          response: { 200: DataEnvelope(CandidateSummary), ...ErrorResponses, ...Answers(404, 409) },
          detail: {
            summary: 'Set the LinkedIn profile URL (recruiterUrl and invalidUrl rules)',
            operationId: 'updateCandidateLinkedInUrl',
          },
        },
      )
      .get(
        '/candidates/missing-fields',
        async ({ query, actor, requestId }) => ({
          data: await getCompletion({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: selfOrNamed(actor, query.candidateId) },
          }),
        }),
        {
          auth: PROFILE_WRITERS,
          query: CandidateSelfQuery,
          response: { 200: DataEnvelope(ProfileCompletion), ...ErrorResponses, ...Answers(404) },
          detail: {
            summary: 'What the profile is missing (the signed-in candidate by default)',
            operationId: 'getCandidateMissingFields',
          },
        },
      )
      .get(
        '/candidates/:id/profile-completion-percentage',
        async ({ params, actor, requestId }) => ({
          data: await getCompletion({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          response: { 200: DataEnvelope(ProfileCompletion), ...ErrorResponses },
          detail: {
            summary: 'Profile completion percentage and missing fields',
            operationId: 'getCandidateProfileCompletion',
          },
        },
      )
      .get(
        '/candidates/:id/salary',
        async ({ params, actor, requestId }) => ({
          data: await getSalary({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: PROFILE_READERS,
          params: CandidateParams,
          response: { 200: DataEnvelope(SalaryAnswer), ...ErrorResponses },
          detail: {
            summary: 'Salary wishes and current pay (whole units; confidential salary hidden from clients)',
            operationId: 'getCandidateSalary',
          },
        },
      )
      // ---- work experience -------------------------------------------------------------------
      .get(
        '/candidates/:id/profile/work-experience',
        async ({ params, actor, requestId, antiBias }) => ({
          data: await getWorkExperience({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, antiBias },
          }),
        }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: CandidateParams,
          query: ProfileViewQuery,
          response: {
            200: DataEnvelope(z.object({ items: z.array(WorkExperience), groups: z.array(WorkExperienceGroup) })),
            ...ErrorResponses,
          },
          detail: {
            summary: 'Work experience, newest first, and grouped by company',
            operationId: 'getCandidateWorkExperience',
          },
        },
      )
      .post(
        '/candidates/:id/work-experience',
        async ({ params, body, actor, requestId, set }) => {
          set.status = 201
          return {
            data: await addWorkExperience({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, body } }),
          }
        },
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: WorkExperienceInput,
          response: { 201: DataEnvelope(WorkExperience), ...ErrorResponses },
          detail: {
            summary: 'Add a work experience with its details block',
            operationId: 'addCandidateWorkExperience',
          },
        },
      )
      .put(
        '/candidates/:id/work-experience/:expId',
        async ({ params, body, actor, requestId }) => ({
          data: await updateWorkExperience({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, experienceId: params.expId, body },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: ExperienceParams,
          body: WorkExperienceInput,
          response: { 200: DataEnvelope(WorkExperience), ...ErrorResponses },
          detail: {
            summary: 'Replace a work experience (details replaced when sent)',
            operationId: 'updateCandidateWorkExperience',
          },
        },
      )
      .delete(
        '/candidates/:id/work-experience/:expId',
        async ({ params, actor, requestId }) => ({
          data: await deleteWorkExperience({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, experienceId: params.expId },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: ExperienceParams,
          response: { 200: DataEnvelope(OkAnswer), ...ErrorResponses },
          detail: { summary: 'Remove a work experience', operationId: 'deleteCandidateWorkExperience' },
        },
      )
      .get(
        '/candidates/work-experience/title-position-mappings',
        async ({ query, actor, requestId }) => ({
          data: await titlePositionMappings({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: PROFILE_WRITERS,
          query: TitlePositionQuery,
          response: { 200: DataEnvelope(TitlePositionMappings), ...ErrorResponses },
          detail: {
            summary: 'The positions a work-experience title maps to (aliases, blacklisted words, recommended position)',
            operationId: 'getTitlePositionMappings',
          },
        },
      )
      .put(
        '/candidates/work-experiences/update-positions',
        async ({ body, actor, requestId }) => ({
          data: await updateExperiencePositions({ ctx: ctxOf(actor, requestId), input: body }),
        }),
        {
          auth: LIST_MANAGERS,
          body: UpdatePositionsInput,
          response: { 200: DataEnvelope(UpdatePositionsAnswer), ...ErrorResponses },
          detail: {
            summary: 'Give every work experience with this title the position the title maps to now',
            operationId: 'updateWorkExperiencePositions',
          },
        },
      )
      .get(
        '/candidates/work-experience/job/:jobId',
        async ({ params, actor, requestId, antiBias }) => ({
          data: await jobWorkExperiences({ ctx: ctxOf(actor, requestId), input: { jobId: params.jobId, antiBias } }),
        }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: JobWorkExperienceParams,
          response: { 200: DataEnvelope(JobWorkExperiences), ...ErrorResponses },
          detail: {
            summary: "A job's placements as work experiences, and a draft experience prefilled from the job",
            operationId: 'getJobWorkExperiences',
          },
        },
      )
      // ---- education and skills ---------------------------------------------------------------
      .get(
        '/candidates/:id/profile/education',
        async ({ params, actor, requestId, antiBias }) => ({
          data: await getEducation({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, antiBias },
          }),
        }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: CandidateParams,
          query: ProfileViewQuery,
          response: { 200: DataEnvelope(z.array(Education)), ...ErrorResponses },
          detail: {
            summary: 'Education (anti-bias mode hides schools and years)',
            operationId: 'getCandidateEducation',
          },
        },
      )
      .post(
        '/candidates/:id/education',
        async ({ params, body, actor, requestId, set }) => {
          set.status = 201
          return {
            data: await saveEducation({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, body } }),
          }
        },
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: EducationInput,
          response: { 201: DataEnvelope(Education), ...ErrorResponses },
          detail: { summary: 'Add an education', operationId: 'addCandidateEducation' },
        },
      )
      .put(
        '/candidates/:id/education/:eid',
        async ({ params, body, actor, requestId }) => ({
          data: await saveEducation({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, educationId: params.eid, body },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: EducationParams,
          body: EducationInput,
          response: { 200: DataEnvelope(Education), ...ErrorResponses },
          detail: { summary: 'Replace an education', operationId: 'updateCandidateEducation' },
        },
      )
      .delete(
        '/candidates/:id/education/:eid',
        async ({ params, actor, requestId }) => ({
          data: await deleteEducation({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, educationId: params.eid },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: EducationParams,
          response: { 200: DataEnvelope(OkAnswer), ...ErrorResponses },
          detail: { summary: 'Remove an education', operationId: 'deleteCandidateEducation' },
        },
      )
      .get(
        '/candidates/:id/profile/skills',
        async ({ params, actor, requestId }) => ({
          data: await getSkills({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: PROFILE_READERS,
          params: CandidateParams,
          response: { 200: DataEnvelope(z.array(NamedRef)), ...ErrorResponses },
          detail: { summary: "The candidate's skills", operationId: 'getCandidateSkills' },
        },
      )
      .post(
        '/candidates/:id/skills',
        async ({ params, body, actor, requestId }) => ({
          data: await addSkills({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, skillIds: body.skillIds },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: SkillsInput,
          response: { 200: DataEnvelope(z.array(NamedRef)), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Add skills ("Skill already exists" for one the profile has)',
            operationId: 'addCandidateSkills',
          },
        },
      )
      .delete(
        '/candidates/:id/skills/:skillId',
        async ({ params, actor, requestId }) => ({
          data: await removeSkill({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, skillId: params.skillId },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: SkillParams,
          response: { 200: DataEnvelope(OkAnswer), ...ErrorResponses },
          detail: { summary: 'Remove a skill', operationId: 'removeCandidateSkill' },
        },
      )
      // ---- portfolio -------------------------------------------------------------------------
      .get('/candidates/portfolio/meta', async ({ query }) => ({ data: await portfolioMeta({ input: query }) }), {
        auth: PROFILE_WRITERS,
        query: PortfolioMetaQuery,
        response: { 200: DataEnvelope(PortfolioMeta), ...ErrorResponses },
        detail: {
          summary: "A link's preview (title, description, thumbnail), fetched safely",
          operationId: 'getPortfolioLinkMeta',
        },
      })
      .get(
        '/candidates/:id/portfolio',
        async ({ params, actor, requestId, antiBias }) => ({
          data: await getPortfolio({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, antiBias },
          }),
        }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: CandidateParams,
          query: ProfileViewQuery,
          response: { 200: DataEnvelope(z.array(PortfolioItem)), ...ErrorResponses },
          detail: { summary: 'Portfolio items in order', operationId: 'listCandidatePortfolio' },
        },
      )
      .post(
        '/candidates/:id/portfolio',
        async ({ params, body, actor, requestId, set }) => {
          set.status = 201
          return {
            data: await addPortfolioItem({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, body } }),
          }
        },
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: PortfolioItemInput,
          response: { 201: DataEnvelope(PortfolioItem), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Add a portfolio item (at most 10)', operationId: 'addCandidatePortfolioItem' },
        },
      )
      .put(
        '/candidates/:id/portfolio/order',
        async ({ params, body, actor, requestId }) => ({
          data: await orderPortfolio({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, ids: body.ids },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: PortfolioOrderInput,
          response: { 200: DataEnvelope(z.array(PortfolioItem)), ...ErrorResponses },
          detail: { summary: 'Reorder the portfolio', operationId: 'orderCandidatePortfolio' },
        },
      )
      .patch(
        '/candidates/:id/portfolio/:pid',
        async ({ params, body, actor, requestId }) => ({
          data: await updatePortfolioItem({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, itemId: params.pid, patch: body },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: PortfolioParams,
          body: PortfolioItemPatch,
          response: { 200: DataEnvelope(PortfolioItem), ...ErrorResponses },
          detail: { summary: 'Change a portfolio item', operationId: 'updateCandidatePortfolioItem' },
        },
      )
      .delete(
        '/candidates/:id/portfolio/:pid',
        async ({ params, actor, requestId }) => ({
          data: await deletePortfolioItem({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, itemId: params.pid },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: PortfolioParams,
          response: { 200: DataEnvelope(OkAnswer), ...ErrorResponses },
          detail: { summary: 'Remove a portfolio item (and its files)', operationId: 'deleteCandidatePortfolioItem' },
        },
      )
      // ---- demographics ----------------------------------------------------------------------
      .get(
        '/candidates/:id/demographics',
        async ({ params, actor, requestId }) => ({
          data: await getDemographics({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          response: { 200: DataEnvelope(Demographics), ...ErrorResponses },
          detail: {
            summary: 'Demographics (the candidate, or staff with demographic-filter)',
            operationId: 'getCandidateDemographics',
          },
        },
      )
      .patch(
        '/candidates/:id/demographics',
        async ({ params, body, actor, requestId }) => ({
          data: await updateDemographics({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, patch: body },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: DemographicsInput,
          response: { 200: DataEnvelope(Demographics), ...ErrorResponses },
          detail: {
            summary: 'Update demographics (the candidate, or staff with demographic-filter)',
            operationId: 'updateCandidateDemographics',
          },
        },
      )
      // ---- internal profile and notes --------------------------------------------------------
      .get(
        '/candidates/:id/interviews',
        async ({ params, actor, requestId }) => ({
          data: await listInterviewsForStaff({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: STAFF,
          params: CandidateParams,
          response: { 200: DataEnvelope(z.array(StaffInterviewListItem)), ...ErrorResponses },
          detail: {
            summary: "The candidate's interviews across jobs with interviewers: upcoming (soonest first), then past",
            operationId: 'listCandidateInterviewsForStaff',
          },
        },
      )
      .get(
        '/candidates/:id/job-stages',
        async ({ params, actor, requestId }) => ({
          data: await listCandidateJobStages({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: STAFF,
          params: CandidateParams,
          response: { 200: DataEnvelope(z.array(CandidateJobStage)), ...ErrorResponses },
          detail: {
            summary: "The candidate's stage in each of their jobs with the caller's buttons, latest change first",
            operationId: 'listCandidateJobStages',
          },
        },
      )
      .get(
        '/candidates/:id/messages',
        async ({ params, query, actor, requestId }) =>
          listCandidateMessages({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, ...query } }),
        {
          auth: { userTypes: ['candidate', 'staff'] },
          params: CandidateParams,
          query: CandidateMessagesQuery,
          response: { 200: ListEnvelope(CandidateMessage), ...ErrorResponses },
          detail: {
            summary: 'The mails sent to the candidate, newest first (subject and delivery, not the body)',
            operationId: 'listCandidateMessages',
          },
        },
      )
      .get(
        '/candidates/:id/internal-profile',
        async ({ params, actor, requestId }) => ({
          data: await getInternalProfile({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: STAFF,
          params: CandidateParams,
          response: { 200: DataEnvelope(InternalProfile), ...ErrorResponses },
          detail: {
            summary: 'Internal fields: lead and contact status, owner, disqualification, last touch',
            operationId: 'getCandidateInternalProfile',
          },
        },
      )
      .patch(
        '/candidates/:id/internal-profile',
        async ({ params, body, actor, requestId }) => ({
          data: await updateInternalProfile({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, patch: body },
          }),
        }),
        {
          auth: STAFF,
          params: CandidateParams,
          body: InternalProfileInput,
          response: { 200: DataEnvelope(InternalProfile), ...ErrorResponses },
          detail: {
            summary: 'Update internal fields (permanent disqualification rule applies)',
            operationId: 'updateCandidateInternalProfile',
          },
        },
      )
      .get(
        '/candidates/:id/internal-profile/status',
        async ({ params, actor, requestId }) => ({
          data: await getInternalStatus({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: STAFF,
          params: CandidateParams,
          response: { 200: DataEnvelope(InternalStatus), ...ErrorResponses },
          detail: {
            summary: 'Lead and contact status, disqualification and deletion state',
            operationId: 'getCandidateInternalStatus',
          },
        },
      )
      .get(
        '/candidates/:id/internal-profile/notes',
        async ({ params, query, actor, requestId }) =>
          listNotes({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, ...query } }),
        {
          auth: STAFF,
          params: CandidateParams,
          query: NotesQuery,
          response: { 200: ListEnvelope(Note), ...ErrorResponses },
          detail: { summary: 'Internal notes, newest first (type filter)', operationId: 'listCandidateNotes' },
        },
      )
      .post(
        '/candidates/:id/internal-profile/notes',
        async ({ params, body, actor, requestId, set }) => {
          set.status = 201
          return { data: await addNote({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, body } }) }
        },
        {
          auth: STAFF,
          params: CandidateParams,
          body: NoteInput,
          response: { 201: DataEnvelope(Note), ...ErrorResponses },
          detail: {
            summary: 'Add an internal note (10,000 characters; HTML 50,000, sanitized)',
            operationId: 'addCandidateNote',
          },
        },
      )
      .put(
        '/candidates/:id/internal-profile/notes/:noteId',
        async ({ params, body, actor, requestId }) => ({
          data: await updateNote({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, noteId: params.noteId, patch: body },
          }),
        }),
        {
          auth: STAFF,
          params: NoteParams,
          body: NotePatch,
          response: { 200: DataEnvelope(Note), ...ErrorResponses },
          detail: { summary: 'Change an internal note', operationId: 'updateCandidateNote' },
        },
      )
      .get(
        '/candidates/:id/:entityId/audit-trail',
        async ({ params, query, actor, requestId }) =>
          entityAuditTrail({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, entityId: params.entityId, ...query },
          }),
        {
          auth: RECRUITER,
          params: EntityAuditParams,
          query: PagingQuery.strict(),
          response: { 200: ListEnvelope(AuditEntry), ...ErrorResponses },
          detail: {
            summary: 'The changes of one part of a profile (an experience, a note...), newest first',
            operationId: 'getCandidateEntityAuditTrail',
          },
        },
      )
      // ---- sharing and PDF -------------------------------------------------------------------
      .get(
        '/candidates/:id/profile/shareable-url',
        async ({ params, actor, requestId, antiBias }) => ({
          data: await createShareableUrl({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, antiBias },
          }),
        }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: CandidateParams,
          query: ShareableUrlQuery,
          response: { 200: DataEnvelope(ShareableUrl), ...ErrorResponses },
          detail: {
            summary: 'A public link to the profile (staff 90, client 30, candidate 6 days)',
            operationId: 'createCandidateShareableUrl',
          },
        },
      )
      .get(
        '/candidates/:id/profile/pdf',
        async ({ params, actor, requestId, antiBias }) =>
          getProfilePdf({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, antiBias },
          }),
        {
          auth: PROFILE_READERS,
          antiBias: true,
          params: CandidateParams,
          query: ProfileViewQuery,
          response: pdfAnswer,
          detail: { summary: 'The profile as a PDF', operationId: 'getCandidateProfilePdf', ...PDF_ANSWER_DOCS },
        },
      )
      .get(
        '/guest/candidate-profile/:token',
        async ({ params }) => ({ data: await getPublicProfile({ db: deps.db, input: params }) }),
        {
          isPublic: true,
          antiBias: 'share-link',
          params: TokenParams,
          response: { 200: DataEnvelope(PublicProfile), ...ErrorResponses, ...Answers(410) },
          detail: {
            summary: 'A shared profile by its link ("Invalid link!" once expired)',
            operationId: 'getPublicCandidateProfile',
          },
        },
      )
      .get(
        '/guest/candidate-profile/pdf/:token',
        async ({ params }) => getPublicProfilePdf({ db: deps.db, input: params }),
        {
          isPublic: true,
          antiBias: 'share-link',
          params: TokenParams,
          response: { ...pdfAnswer, ...Answers(410) },
          detail: {
            summary: 'A shared profile as a PDF',
            operationId: 'getPublicCandidateProfilePdf',
            ...PDF_ANSWER_DOCS,
          },
        },
      )
      // ---- resume ----------------------------------------------------------------------------
      .post(
        '/candidates/process-resume',
        async ({ body, actor, requestId }) => ({
          data: await processResume({ ctx: ctxOf(actor, requestId), input: body }),
        }),
        {
          auth: PROFILE_WRITERS,
          body: ProcessResumeInput,
          response: { 200: DataEnvelope(ParsedResume), ...ErrorResponses, ...Answers(404, 409) },
          detail: {
            summary: 'Parse the resume (and optionally fill the profile), section by section',
            operationId: 'processCandidateResume',
          },
        },
      )
      // ---- life-cycle ------------------------------------------------------------------------
      .put(
        '/candidates/:id/delete',
        async ({ params, body, actor, requestId }) => ({
          data: await markForDeletion({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, ...body } }),
        }),
        {
          auth: { userTypes: ['staff'], permission: 'delete-candidates' },
          params: CandidateParams,
          body: MarkForDeletionInput,
          response: { 200: DataEnvelope(DeletionState), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Mark for deletion (purged 30 days later unless restored)',
            operationId: 'markCandidateForDeletion',
          },
        },
      )
      .put(
        '/candidates/:id/restore',
        async ({ params, actor, requestId }) => ({
          data: await restoreCandidate({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: { userTypes: ['staff'], permission: 'delete-candidates' },
          params: CandidateParams,
          response: { 200: DataEnvelope(DeletionState), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Restore a candidate marked for deletion', operationId: 'restoreCandidate' },
        },
      )
      .delete(
        '/candidates/:id',
        async ({ params, actor, requestId }) => ({
          data: await purgeNow({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: { userTypes: ['staff'], permission: 'delete-candidates' },
          params: CandidateParams,
          response: { 200: DataEnvelope(OkAnswer), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Remove a candidate already marked for deletion now', operationId: 'purgeCandidateNow' },
        },
      )
      .put(
        '/candidates/:id/reset',
        async ({ params, actor, requestId }) => ({
          data: await resetCandidate({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: RECRUITER,
          params: CandidateParams,
          response: { 200: DataEnvelope(ResetAnswer), ...ErrorResponses, ...Answers(409) },
          detail: { summary: "Start the candidate's onboarding over", operationId: 'resetCandidate' },
        },
      )
      .patch(
        '/candidates/:id/re-inbound-request',
        async ({ params, body, actor, requestId }) => ({
          data: await upsertReinbound({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, notes: body.notes },
          }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          body: ReinboundInput,
          response: { 200: DataEnvelope(ReinboundRequest), ...ErrorResponses },
          detail: { summary: 'Send or update a re-inbound request', operationId: 'upsertCandidateReinboundRequest' },
        },
      )
      .delete(
        '/candidates/:id/re-inbound-request',
        async ({ params, actor, requestId }) => ({
          data: await cancelReinbound({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: PROFILE_USERS,
          params: CandidateParams,
          response: { 200: DataEnvelope(ReinboundRequest), ...ErrorResponses },
          detail: { summary: 'Cancel the open re-inbound request', operationId: 'cancelCandidateReinboundRequest' },
        },
      )
      .get(
        '/candidates/re-inbound-requests',
        async ({ query, actor, requestId }) => listReinboundRequests({ ctx: ctxOf(actor, requestId), input: query }),
        {
          // every provider staff member reads the queue (an administrator without recruiter rights
          // oversees it, as they read the candidate list); handling it below is recruiter work
          auth: STAFF,
          query: ReinboundQueueQuery,
          response: { 200: ListEnvelope(ReinboundQueueItem), ...ErrorResponses },
          detail: {
            summary: 'The re-inbound requests by state (open: oldest first), for provider staff',
            operationId: 'listCandidateReinboundRequests',
          },
        },
      )
      .put(
        '/candidates/:id/re-inbound-request/handled',
        async ({ params, body, actor, requestId }) => ({
          data: await handleReinbound({
            ctx: ctxOf(actor, requestId),
            input: { candidateId: params.id, assignToMe: body.assignToMe },
          }),
        }),
        {
          auth: RECRUITER,
          params: CandidateParams,
          body: HandleReinboundInput,
          response: { 200: DataEnvelope(ReinboundQueueItem), ...ErrorResponses },
          detail: {
            summary: "Mark the candidate's open re-inbound request handled (optionally taking ownership)",
            operationId: 'handleCandidateReinboundRequest',
          },
        },
      )
      .post(
        '/candidates/send-notification',
        async ({ query, body, actor, requestId, request }) => ({
          data: await sendCandidateNotification({
            ctx: ctxOf(actor, requestId),
            input: {
              ...body,
              type: query.type,
              origin: mailLinkOrigin(deps.config, new URL(request.url).origin),
            },
          }),
        }),
        {
          auth: RECRUITER,
          query: SendNotificationQuery,
          body: SendNotificationInput,
          response: { 200: DataEnvelope(SendNotificationResult), ...ErrorResponses },
          detail: {
            summary: 'Mail up to 10 selected candidates (search-status link or complete-your-profile)',
            operationId: 'sendCandidateNotification',
          },
        },
      )
      .post(
        '/jobs/:id/fill-candidate-gaps',
        async ({ params, actor, requestId, request }) => ({
          data: await fillCandidateGaps({
            ctx: ctxOf(actor, requestId),
            input: { jobId: params.id, origin: mailLinkOrigin(deps.config, new URL(request.url).origin) },
          }),
        }),
        {
          auth: RECRUITER,
          params: IdParams,
          response: { 200: DataEnvelope(FillCandidateGapsResult), ...ErrorResponses, ...Answers(404) },
          detail: {
            summary:
              "Ask the job's candidates in shortlist, submittal, send-out or offer whose profiles are incomplete to complete them (the complete-your-profile mail)",
            operationId: 'fillCandidateGaps',
          },
        },
      )
      .get(
        '/template/invite-templates',
        async ({ actor, requestId }) => ({
          data: await listInviteTemplates({ ctx: ctxOf(actor, requestId) }),
        }),
        {
          auth: RECRUITER,
          response: { 200: DataEnvelope(z.array(InviteTemplate)), ...ErrorResponses },
          detail: {
            summary:
              'The texts of the candidate notifications, as they would be sent (administrators may replace them)',
            operationId: 'listInviteTemplates',
          },
        },
      )
      .post(
        '/candidates/:id/search-status-link',
        async ({ params, actor, requestId }) => ({
          data: await searchStatusLinkFor({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id } }),
        }),
        {
          auth: STAFF,
          params: CandidateParams,
          response: { 200: DataEnvelope(SearchStatusLink), ...ErrorResponses },
          detail: {
            summary: 'A signed link for the candidate to update their search status (for mails)',
            operationId: 'createCandidateSearchStatusLink',
          },
        },
      )
      .get(
        '/guest/candidate/:id',
        async ({ params, query }) => ({
          data: await guestSearchStatus({ db: deps.db, input: { candidateId: params.id, token: query.token } }),
        }),
        {
          isPublic: true,
          params: CandidateParams,
          query: GuestSearchStatusQuery,
          response: { 200: DataEnvelope(GuestSearchStatusPage), ...ErrorResponses, ...Answers(410) },
          detail: {
            summary: 'What the public search-status page shows, for a live signed link',
            operationId: 'guestGetCandidateSearchStatus',
          },
        },
      )
      .patch(
        '/guest/candidate/:id',
        async ({ params, query, body, requestId }) => ({
          data: await guestUpdateSearchStatus({
            db: deps.db,
            requestId,
            input: { candidateId: params.id, token: query.token, searchStatus: body.searchStatus },
          }),
        }),
        {
          isPublic: true,
          params: CandidateParams,
          query: GuestSearchStatusQuery,
          body: GuestSearchStatusInput,
          response: { 200: DataEnvelope(GuestSearchStatusAnswer), ...ErrorResponses, ...Answers(410) },
          detail: {
            summary: 'Update the search status from a signed public link',
            operationId: 'guestUpdateCandidateSearchStatus',
          },
        },
      )
  )
}
