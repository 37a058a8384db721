import { Answers, DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import {
  ActiveCandidate,
  ClientVerticalsInput,
  CreateJobInput,
  Favorites,
  JobContact,
  JobContactInput,
  JobContactParams,
  JobDetail,
  JobListBody,
  JobListItem,
  JobListQuery,
  JobParams,
  JobSkills,
  JobSourcers,
  JobTargetCompanies,
  JobVerticalParams,
  JobVerticals,
  ManagersQuery,
  PersonRef,
  SkillInput,
  SkillQuery,
  SourcerInput,
  SourcerQuery,
  TargetCompanyInput,
  TargetCompanyQuery,
  TargetVerticalsInput,
  UpdateJobInput,
} from '@quota/shared/contracts/jobs'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { JOB_USERS } from './access'
import { cloneJob } from './clone-job'
import { createJob } from './create-job'
import { deleteJob } from './delete-job'
import { getJobDetails } from './get-job-details'
import {
  addJobContact,
  addJobSkill,
  addJobSourcer,
  addJobTargetCompany,
  listActiveCandidates,
  listJobContacts,
  listJobManagers,
  removeJobClientVertical,
  removeJobContact,
  removeJobSkill,
  removeJobSourcer,
  removeJobTargetCompany,
  resetJobSnippet,
  setJobClientVerticals,
  setJobFavorite,
  setJobTargetVerticals,
} from './job-parts'
import { listJobs } from './list-jobs'
import { updateJob } from './update-job'

const Deleted = z.object({ id: z.uuid(), deleted: z.literal(true) })
const Snippet = z.object({ jobEmailSnippet: z.null(), isJobEmailSnippetPublished: z.boolean() })

export const jobsRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'jobs', prefix: '/api', tags: ['Jobs'] })
    .use(moduleBase(deps))
    .post(
      '/jobs/list',
      ({ body, query, actor, requestId }) => listJobs({ ctx: ctxOf(actor, requestId), input: { body, query } }),
      {
        auth: JOB_USERS,
        body: JobListBody,
        query: JobListQuery,
        response: { 200: ListEnvelope(JobListItem), ...ErrorResponses },
        detail: {
          summary: 'Job list: My/All Open/Closed Jobs, sorts and 7/30/90-day windows (default Open by open date)',
          operationId: 'listJobs',
        },
      },
    )
    .get(
      '/jobs/managers/list',
      async ({ query, actor, requestId }) => ({
        data: await listJobManagers({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: JOB_USERS,
        query: ManagersQuery,
        response: { 200: DataEnvelope(z.array(PersonRef)), ...ErrorResponses },
        detail: {
          summary: 'Provider recruiters who may manage jobs (account managers)',
          operationId: 'listJobManagers',
        },
      },
    )
    .post(
      '/jobs',
      async ({ body, actor, requestId, set }) => {
        set.status = 201
        return { data: await createJob({ ctx: ctxOf(actor, requestId), input: body }) }
      },
      {
        auth: JOB_USERS,
        body: CreateJobInput,
        response: { 201: DataEnvelope(JobDetail), ...ErrorResponses },
        detail: { summary: 'Create a job for a client', operationId: 'createJob' },
      },
    )
    .get(
      '/jobs/:id/details',
      async ({ params, actor, requestId }) => ({
        data: await getJobDetails({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(JobDetail), ...ErrorResponses },
        detail: { summary: 'Job details', operationId: 'getJobDetails' },
      },
    )
    .patch(
      '/jobs/:id',
      async ({ params, body, actor, requestId }) => ({
        data: await updateJob({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, patch: body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: UpdateJobInput,
        response: { 200: DataEnvelope(JobDetail), ...ErrorResponses },
        detail: { summary: 'Change a job (lists given are replaced whole)', operationId: 'updateJob' },
      },
    )
    .delete(
      '/jobs/:id',
      async ({ params, actor, requestId }) => ({
        data: await deleteJob({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
        detail: { summary: 'Delete a job (hidden everywhere, history kept)', operationId: 'deleteJob' },
      },
    )
    .post(
      '/jobs/:id/clone',
      async ({ params, actor, requestId, set }) => {
        set.status = 201
        return { data: await cloneJob({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }) }
      },
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 201: DataEnvelope(JobDetail), ...ErrorResponses },
        detail: { summary: 'Copy a job’s setup into a new open job', operationId: 'cloneJob' },
      },
    )
    .patch(
      '/jobs/:id/reset-snippet',
      async ({ params, actor, requestId }) => ({
        data: await resetJobSnippet({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(Snippet), ...ErrorResponses },
        detail: { summary: 'Clear and unpublish the job’s e-mail snippet', operationId: 'resetJobSnippet' },
      },
    )
    .get(
      '/jobs/:id/active-candidates',
      async ({ params, actor, requestId, antiBias }) => ({
        data: await listActiveCandidates({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, antiBias } }),
      }),
      {
        auth: JOB_USERS,
        antiBias: true,
        params: JobParams,
        response: { 200: DataEnvelope(z.array(ActiveCandidate)), ...ErrorResponses },
        detail: {
          summary: 'Candidates in process (those closing the job would reject)',
          operationId: 'listActiveCandidates',
        },
      },
    )
    .post(
      '/jobs/:id/skills',
      async ({ params, body, actor, requestId }) => ({
        data: await addJobSkill({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: SkillInput,
        response: { 200: DataEnvelope(JobSkills), ...ErrorResponses, ...Answers(409) },
        detail: { summary: 'Add a skill to a job ("Skill already exists")', operationId: 'addJobSkill' },
      },
    )
    .delete(
      '/jobs/:id/skills',
      async ({ params, query, actor, requestId }) => ({
        data: await removeJobSkill({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...query } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        query: SkillQuery,
        response: { 200: DataEnvelope(JobSkills), ...ErrorResponses },
        detail: { summary: 'Remove a skill from a job', operationId: 'removeJobSkill' },
      },
    )
    .post(
      '/jobs/:id/sourcers',
      async ({ params, body, actor, requestId }) => ({
        data: await addJobSourcer({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: SourcerInput,
        response: { 200: DataEnvelope(JobSourcers), ...ErrorResponses, ...Answers(409) },
        detail: { summary: 'Add a provider sourcer to a job', operationId: 'addJobSourcer' },
      },
    )
    .delete(
      '/jobs/:id/sourcers',
      async ({ params, query, actor, requestId }) => ({
        data: await removeJobSourcer({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...query } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        query: SourcerQuery,
        response: { 200: DataEnvelope(JobSourcers), ...ErrorResponses },
        detail: { summary: 'Remove a sourcer from a job', operationId: 'removeJobSourcer' },
      },
    )
    .post(
      '/jobs/:id/job-target-company',
      async ({ params, body, actor, requestId }) => ({
        data: await addJobTargetCompany({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: TargetCompanyInput,
        response: { 200: DataEnvelope(JobTargetCompanies), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: 'Add a target company (at most 10; "Target company already selected")',
          operationId: 'addJobTargetCompany',
        },
      },
    )
    .delete(
      '/jobs/:id/job-target-company',
      async ({ params, query, actor, requestId }) => ({
        data: await removeJobTargetCompany({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...query } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        query: TargetCompanyQuery,
        response: { 200: DataEnvelope(JobTargetCompanies), ...ErrorResponses },
        detail: { summary: 'Remove a target company', operationId: 'removeJobTargetCompany' },
      },
    )
    .put(
      '/jobs/:id/job-client-vertical',
      async ({ params, body, actor, requestId }) => ({
        data: await setJobClientVerticals({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: ClientVerticalsInput,
        response: { 200: DataEnvelope(JobVerticals), ...ErrorResponses },
        detail: { summary: 'Set the client verticals (at most 3)', operationId: 'setJobClientVerticals' },
      },
    )
    .delete(
      '/jobs/:id/job-client-vertical/:industryId',
      async ({ params, actor, requestId }) => ({
        data: await removeJobClientVertical({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, industryId: params.industryId },
        }),
      }),
      {
        auth: JOB_USERS,
        params: JobVerticalParams,
        response: { 200: DataEnvelope(JobVerticals), ...ErrorResponses },
        detail: { summary: 'Remove a client vertical', operationId: 'removeJobClientVertical' },
      },
    )
    .put(
      '/jobs/:id/update-target-vertical',
      async ({ params, body, actor, requestId }) => ({
        data: await setJobTargetVerticals({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: TargetVerticalsInput,
        response: { 200: DataEnvelope(JobVerticals), ...ErrorResponses },
        detail: { summary: 'Set the target verticals (at most 10)', operationId: 'setJobTargetVerticals' },
      },
    )
    .put(
      '/jobs/:id/favorite',
      async ({ params, actor, requestId }) => ({
        data: await setJobFavorite({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, favorite: true } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(Favorites), ...ErrorResponses },
        detail: { summary: 'Mark a job as a favourite of the caller', operationId: 'favoriteJob' },
      },
    )
    .delete(
      '/jobs/:id/favorite',
      async ({ params, actor, requestId }) => ({
        data: await setJobFavorite({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, favorite: false } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(Favorites), ...ErrorResponses },
        detail: { summary: 'Unmark a favourite job', operationId: 'unfavoriteJob' },
      },
    )
    .get(
      '/jobs/:id/contacts',
      async ({ params, actor, requestId }) => ({
        data: await listJobContacts({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(z.array(JobContact)), ...ErrorResponses },
        detail: { summary: 'The job’s contacts and their roles', operationId: 'listJobContacts' },
      },
    )
    .post(
      '/jobs/:id/contacts',
      async ({ params, body, actor, requestId }) => ({
        data: await addJobContact({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: JOB_USERS,
        params: JobParams,
        body: JobContactInput,
        response: { 200: DataEnvelope(z.array(JobContact)), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: 'Add a job contact (Job Contact, Hiring Manager; roles Sales Contact, Account Manager, Sourcer)',
          operationId: 'addJobContact',
        },
      },
    )
    .delete(
      '/jobs/:id/contacts/:contactId',
      async ({ params, actor, requestId }) => ({
        data: await removeJobContact({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, contactId: params.contactId },
        }),
      }),
      {
        auth: JOB_USERS,
        params: JobContactParams,
        response: { 200: DataEnvelope(z.array(JobContact)), ...ErrorResponses },
        detail: { summary: 'Remove a job contact', operationId: 'removeJobContact' },
      },
    )
}
