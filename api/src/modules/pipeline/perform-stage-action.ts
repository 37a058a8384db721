/**
 * POST jobs/{jobId}/candidates/{candidateId}/actions/{action}: one stage action, one transaction.
 *
 * The server re-checks the same rule the buttons come from (`denialReason`); an action the row
 * does not allow answers 409 ACTION_NOT_AVAILABLE naming the current stage. Concurrent actions on
 * one row: the row is written with `WHERE version = $read`, so exactly one wins and the others
 * answer 409 CONFLICT (or ACTION_NOT_AVAILABLE when they arrive after the winner committed).
 */
import { ATS_MESSAGES } from '@quota/shared/contracts/ats'
import type { ActionInputs, StageActionResult } from '@quota/shared/contracts/pipeline'
import { isAtsRouteEnabled } from '@quota/shared/domain/ats/routes'
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import {
  ACTION_NAMES,
  type Action,
  type DenialReason,
  denialReason,
  type JobContext,
  NOT_IN_JOB,
  rejectingPartyOf,
  STAGE_STATUS_NAMES,
  STAGE_TYPE_NAMES,
  SUB_STATUS_DISPLAY_NAMES,
  transition,
  type ViewerKind,
} from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { type Compensations, transactionWithCompensations } from '../../db/compensations'
import {
  hiresTable,
  interviewInterviewersTable,
  interviewsTable,
  type JobCandidateRow,
  jobsTable,
  offersTable,
} from '../../db/schema'
import { enqueueInterviewCalendarSync } from '../../integrations/calendar/interview-calendar-sync'
import { recordCandidateMessage } from '../../mail/message-log'
import { liveConnection } from '../ats/access'
import { findJobLink } from '../ats/job-links'
import type { UseCaseContext } from '../context'
import { createInterviewMeeting } from '../meetings/interview-meeting'
import { runHireSteps } from './hire-steps'
import { checkInterviewTime } from './interview-rules'
import { enqueuePipelineMail } from './mails'
import {
  createOpportunityLink,
  OPPORTUNITY_LINK_DAYS,
  opportunityLinks,
  revokeOpportunityLinks,
} from './opportunity-links'
import {
  countInterviews,
  findCandidate,
  findJobCandidate,
  findListValues,
  hasScheduledInterview,
  type JobForPipeline,
  listValueByIdentifier,
  liveOffer,
  lockJob,
  type PipelineCandidate,
  statusBeforeLastRejection,
} from './repository'
import { sendInterviewInvitations } from './send-interview-invitations'
import { checkExpectedVersion, stageAnswer } from './stage-answer'
import { commitStageChange, type RowChanges, type StageActor } from './stage-change'
import { applyMovesToCounts } from './stage-counts'
import { clientCanSee, permissionStage, viewerOf } from './viewer'

export interface PipelineContext extends UseCaseContext {
  /** Where links in mails point (PUBLIC_URL). */
  publicUrl: string
  /** The invitation's ORGANIZER when whoever scheduled is gone (MAIL_FROM). */
  organizer: { name: string; email: string }
  /** For the meeting integrations (sealed credentials, provider addresses); without it no meeting is made. */
  config?: Config
  /** Where an undo that failed after a rollback is told (a meeting that stays behind). */
  logger?: Logger
}

export interface StageActionInput<A extends Action = Action> {
  jobId: string
  candidateId: string
  action: A
  body: ActionInputs[A]
}

export const jobContextOf = (job: JobForPipeline): JobContext => ({
  status: job.status,
  snippetAvailable: job.snippetAvailable,
})

/** The job and candidate as the caller may see them; 404 for anything of another tenant. */
export async function loadForViewer(
  tx: DbOrTx,
  ctx: UseCaseContext,
  viewer: ViewerKind,
  jobId: string,
  candidateId: string,
  lock: 'share' | 'update' | 'none',
) {
  const job = await lockJob(tx, jobId, lock)
  if (!job) throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  if (viewer === 'client' && job.organizationId !== ctx.actor.organizationId) {
    throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  }
  const candidate = await findCandidate(tx, candidateId)
  if (!candidate) throw notAssociated()
  const row = await findJobCandidate(tx, jobId, candidateId)
  if (viewer === 'client' && !clientCanSee(row, candidate)) throw notAssociated()
  return { job, candidate, row }
}

export const notAssociated = () => new AppError('NOT_FOUND', { message: 'Candidate not associated with job' })

export function unavailable(
  action: Action,
  row: Pick<JobCandidateRow, 'stageType' | 'stageStatus' | 'currentStatus'>,
  job: JobForPipeline,
  reason: DenialReason,
) {
  const stage = `${STAGE_TYPE_NAMES[row.stageType]} (${STAGE_STATUS_NAMES[row.stageStatus]}${row.currentStatus ? `, ${SUB_STATUS_DISPLAY_NAMES[row.currentStatus]}` : ''})`
  const message =
    reason === 'candidateAcceptedJit'
      ? 'Cannot un-submit a candidate who accepted a JIT opportunity'
      : reason === 'jobClosed'
        ? `${ACTION_NAMES[action]} is not available on a closed job`
        : `${ACTION_NAMES[action]} is not available for a candidate in ${stage}`
  return new AppError('ACTION_NOT_AVAILABLE', {
    message,
    meta: {
      action,
      reason,
      stageType: row.stageType,
      stageStatus: row.stageStatus,
      stageCurrentStatus: row.currentStatus,
      stageName: stage,
      jobStatus: job.status,
    },
  })
}

function actorOf(ctx: UseCaseContext): StageActor {
  return { userId: ctx.actor.userId, userType: ctx.actor.userType }
}

async function checkListValues(
  tx: DbOrTx,
  path: string,
  ids: readonly string[] | undefined,
  keys: readonly ListOfValuesKey[],
) {
  if (!ids?.length) return
  const found = await findListValues(tx, ids, keys)
  const known = new Set(found.map((v) => v.id))
  const missing = ids.findIndex((id) => !known.has(id))
  if (missing >= 0) {
    throw new AppError('VALIDATION_FAILED', {
      details: [
        {
          path: ids.length > 1 || path.endsWith('Ids') ? `${path}.${missing}` : path,
          rule: 'unknownValue',
          message: `Not a value of ${keys.join(' or ')}`,
        },
      ],
    })
  }
}

export async function performStageAction({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: StageActionInput
}): Promise<StageActionResult> {
  const viewer = viewerOf(ctx.actor)
  const now = new Date()
  // outside effects made before the commit (the interview's video meeting) are undone on a rollback
  return transactionWithCompensations(ctx.db, ctx.logger, async (tx, compensations) => {
    // A hire changes the job itself (its openings): lock it for that from the start.
    const lock = input.action === 'moveToHired' ? 'update' : 'share'
    const { job, candidate, row } = await loadForViewer(tx, ctx, viewer, input.jobId, input.candidateId, lock)
    const live = row && !row.removedAt ? row : undefined
    checkExpectedVersion(row, input.body.expectedVersion)
    if (input.action === 'delete' && !live) throw notAssociated()

    const state = live ?? { ...NOT_IN_JOB, snippetSentAt: null, candidateAcceptedJitAt: null }
    const firstInterview = live && input.action === 'requestForInfo' ? await hasScheduledInterview(tx, live.id) : false
    const reason = denialReason(
      { viewer, job: jobContextOf(job), candidate: permissionStage(state, firstInterview) },
      input.action,
    )
    if (reason) throw unavailable(input.action, state, job, reason)

    const prepared = await prepare(tx, ctx, viewer, job, candidate, live, input, now, compensations)
    const committed = await commitStageChange(tx, {
      job,
      candidate,
      row,
      action: input.action,
      changes: {
        ...transition(input.action, state, {
          now,
          actorId: ctx.actor.userId,
          party: rejectingPartyOf(viewer),
          ...prepared.context,
        }),
        ...prepared.changes,
      },
      actor: actorOf(ctx),
      requestId: ctx.requestId,
      now,
      notes: prepared.notes,
      data: prepared.data,
      deferCounts: true,
    })
    const created = await prepared.after?.(committed.row)
    const scheduled =
      committed.row.stageType === 'submittal' ? await hasScheduledInterview(tx, committed.row.id) : false
    // the job's shared count rows last, so their locks are held for the shortest time
    await applyMovesToCounts(tx, job.id, [committed.move])
    const answer = await stageAnswer(tx, viewer, job, committed.row, scheduled)
    return created?.interviewId ? { ...answer, interviewId: created.interviewId } : answer
  })
}

interface Prepared {
  changes?: RowChanges
  context?: { statusBeforeRejection?: 'current' | 'accepted' | 'rejected' }
  notes?: string | null | undefined
  data?: Record<string, unknown>
  /** Rows that need the written stage row (interview, offer, hire, link, mails). */
  after?: (row: JobCandidateRow) => Promise<void | { interviewId: string }>
}

/** Checks an action's data against the database and builds what it writes besides the stage. */
async function prepare(
  tx: DbOrTx,
  ctx: PipelineContext,
  viewer: ViewerKind,
  job: JobForPipeline,
  candidate: PipelineCandidate,
  live: JobCandidateRow | undefined,
  input: StageActionInput,
  now: Date,
  compensations: Compensations,
): Promise<Prepared> {
  const body = input.body as Record<string, unknown> & { notes?: string }
  const notes = body.notes
  const mailTo = candidate.email
  const jobCandidateOf = (row: JobCandidateRow) => row.id
  switch (input.action) {
    case 'reject': {
      const b = input.body as ActionInputs['reject']
      await checkListValues(tx, 'reasonIds', b.reasonIds, ['rejectionNotificationReason', 'interviewRejectionReason'])
      const party = rejectingPartyOf(viewer)
      const notificationId = b.sendNotification ? await listValueByIdentifier(tx, 'rejectionNotification', party) : null
      return {
        changes: {
          rejectionReasonIds: b.reasonIds,
          rejectionNotes: b.notes ?? null,
          rejectionNotificationId: notificationId,
        },
        notes,
        data: { reasonIds: b.reasonIds, sendNotification: b.sendNotification, rejectedBy: party },
        after: async (row) => {
          if (b.sendNotification && mailTo) {
            await enqueuePipelineMail(tx, {
              to: mailTo,
              mail: {
                template: 'pipelineRejection',
                firstName: candidate.firstName,
                jobName: job.name,
                organizationName: job.organizationName,
                withdrawn: false,
              },
              jobCandidateId: row.id,
              candidateId: candidate.id,
              jobId: job.id,
              senderUserId: ctx.actor.userId,
              requestId: ctx.requestId,
            })
          }
        },
      }
    }
    case 'unreject':
    case 'unrejectOpportunity': {
      const before = live ? await statusBeforeLastRejection(tx, live.id) : null
      return { context: { statusBeforeRejection: before ?? 'current' }, notes }
    }
    case 'shortlist':
    case 'unShortlist': {
      const b = input.body as ActionInputs['shortlist']
      await checkListValues(tx, 'feedbackId', b.feedbackId ? [b.feedbackId] : undefined, ['jobStageFeedback'])
      return {
        changes: { feedbackId: b.feedbackId ?? null },
        notes,
        data: b.feedbackId ? { feedbackId: b.feedbackId } : {},
      }
    }
    case 'hide': {
      const b = input.body as ActionInputs['hide']
      await checkListValues(tx, 'reasonId', b.reasonId ? [b.reasonId] : undefined, ['hidingCandidateReason'])
      return { changes: { feedbackId: b.reasonId ?? null }, notes, data: b.reasonId ? { reasonId: b.reasonId } : {} }
    }
    case 'submit': {
      const b = input.body as ActionInputs['submit']
      return { changes: b.submittalBlurbHtml !== undefined ? { submittalBlurbHtml: b.submittalBlurbHtml } : {}, notes }
    }
    case 'requestForInfo':
    case 'pitchOpportunity': {
      const questionIds =
        input.action === 'requestForInfo' ? (input.body as ActionInputs['requestForInfo']).questionIds : undefined
      await checkListValues(tx, 'questionIds', questionIds, ['additionalInfoQuestions'])
      return {
        notes,
        data: questionIds?.length ? { questionIds } : {},
        after: async (row) => {
          const link = await createOpportunityLink(tx, {
            jobId: job.id,
            candidateId: candidate.id,
            jobCandidateId: row.id,
            createdBy: ctx.actor.userId,
            createdByUserType: ctx.actor.userType === 'client' ? 'client' : 'staff',
            now,
          })
          if (mailTo) {
            const links = opportunityLinks(ctx.publicUrl, link.token)
            await enqueuePipelineMail(tx, {
              to: mailTo,
              mail: {
                template: 'pipelineOpportunity',
                firstName: candidate.firstName,
                jobName: job.name,
                organizationName: job.organizationName,
                interestedLink: links.interested,
                notInterestedLink: links.notInterested,
                message: notes ?? null,
                expiresInDays: OPPORTUNITY_LINK_DAYS,
              },
              jobCandidateId: row.id,
              candidateId: candidate.id,
              jobId: job.id,
              senderUserId: ctx.actor.userId,
              requestId: ctx.requestId,
            })
          }
        },
      }
    }
    case 'withdrawOpportunity':
      return {
        notes,
        after: async (row) => {
          await revokeOpportunityLinks(tx, row.id, now)
          if (mailTo) {
            await enqueuePipelineMail(tx, {
              to: mailTo,
              mail: {
                template: 'pipelineRejection',
                firstName: candidate.firstName,
                jobName: job.name,
                organizationName: job.organizationName,
                withdrawn: true,
              },
              jobCandidateId: row.id,
              candidateId: candidate.id,
              jobId: job.id,
              senderUserId: ctx.actor.userId,
              requestId: ctx.requestId,
            })
          }
        },
      }
    case 'scheduleInterview': {
      const b = input.body as ActionInputs['scheduleInterview']
      const interviewers = [...new Map(b.interviewers.map((i) => [i.email.toLowerCase(), i])).values()]
      // the time must exist once in its zone, lie ahead, and keep 10 minutes from the same people's other interviews
      const startsAt = await checkInterviewTime(tx, {
        date: b.interviewDate,
        time: b.interviewTime,
        timezone: b.interviewTimezone,
        occurrence: b.interviewTimeOccurrence ?? null,
        durationMinutes: b.duration,
        candidateId: candidate.id,
        interviewerEmails: interviewers.map((i) => i.email.toLowerCase()),
        exceptId: null,
        now,
      })
      const round = live ? (await countInterviews(tx, live.id)) + 1 : 1
      return {
        notes,
        data: {
          round,
          startsAt: startsAt.toISOString(),
          type: b.type,
          duration: b.duration,
          timezone: b.interviewTimezone,
        },
        after: async (row) => {
          // the video meeting first: a provider that refuses stops the scheduling (503), no link is made up
          const meeting = await createInterviewMeeting(tx, ctx.config, compensations, {
            userId: ctx.actor.userId,
            method: b.meetingMethod,
            topic: b.interviewTitle?.trim() || `Interview: ${job.name}`,
            startsAt,
            durationMinutes: b.duration,
            timezone: b.interviewTimezone,
          })
          const [interview] = await tx
            .insert(interviewsTable)
            .values({
              jobCandidateId: jobCandidateOf(row),
              jobId: job.id,
              candidateId: candidate.id,
              type: b.type,
              title: b.interviewTitle ?? null,
              round,
              startsAt,
              durationMinutes: b.duration,
              timezone: b.interviewTimezone,
              notes: b.notes ?? null,
              location: b.location ?? null,
              notificationAudience: b.calendarInviteRecipients,
              saveMode: b.saveMode,
              meetingMethod: b.meetingMethod,
              ...meeting,
              createdBy: ctx.actor.userId,
            })
            .returning({ id: interviewsTable.id })
          if (interviewers.length) {
            await tx.insert(interviewInterviewersTable).values(
              interviewers.map((i) => ({
                interviewId: interview!.id,
                email: i.email.toLowerCase(),
                name: i.name ?? null,
                userId: i.userId ?? null,
              })),
            )
          }
          // the interviewers' connected calendars follow whatever the save mode (they are their own)
          await enqueueInterviewCalendarSync(tx, { interviewId: interview!.id, requestId: ctx.requestId })
          // "Send" mails the invitation to the chosen audience; "Save" and "Download ICS" mail nobody
          if (b.saveMode === 'send')
            await sendInterviewInvitations(tx, { ctx, interviewId: interview!.id, change: 'new' })
          await enqueueOutbox(tx, {
            topic: 'realtime.publish',
            payload: {
              type: 'interviewScheduled',
              jobId: job.id,
              organizationId: job.organizationId,
              candidateId: candidate.id,
              candidateUserId: candidate.userId,
              interviewId: interview!.id,
              startsAt: startsAt.toISOString(),
            },
            aggregateType: 'interview',
            aggregateId: interview!.id,
            requestId: ctx.requestId,
          })
          return { interviewId: interview!.id }
        },
      }
    }
    case 'trackOffer':
    case 'updateOffer': {
      const b = input.body as ActionInputs['trackOffer']
      await checkListValues(tx, 'offerTypeId', b.offerTypeId ? [b.offerTypeId] : undefined, ['offerType'])
      return {
        notes,
        data: { salary: b.salary, ote: b.ote, offerTypeId: b.offerTypeId ?? null },
        after: async (row) => {
          await tx
            .update(offersTable)
            .set({ supersededAt: now })
            .where(sql`${offersTable.jobCandidateId} = ${row.id} and ${offersTable.supersededAt} is null`)
          await tx.insert(offersTable).values({
            jobCandidateId: row.id,
            jobId: job.id,
            candidateId: candidate.id,
            offerTypeId: b.offerTypeId ?? null,
            salary: b.salary,
            ote: b.ote,
            additionalInfoNotes: b.additionalInfoNotes ?? null,
            createdBy: ctx.actor.userId,
          })
        },
      }
    }
    case 'moveToHired': {
      const b = input.body as ActionInputs['moveToHired']
      const offer = live ? await liveOffer(tx, live.id) : undefined
      const salary = b.salary ?? offer?.salary ?? null
      const ote = b.ote ?? offer?.ote ?? null
      if (salary !== null && ote !== null && salary >= ote) {
        throw AppError.field(
          b.salary !== undefined ? 'salary' : 'ote',
          'salaryGreaterThanOTE',
          'Salary must be less than OTE',
        )
      }
      return {
        notes,
        data: { joiningDate: b.joiningDate, salary, ote, stockOptions: b.stockOptions ?? null },
        after: async (row) => {
          await tx
            .insert(hiresTable)
            .values({
              jobCandidateId: row.id,
              jobId: job.id,
              candidateId: candidate.id,
              offerId: offer?.id ?? null,
              joiningDate: b.joiningDate,
              hiredNotes: b.notes ?? null,
              salary,
              ote,
              stockOptions: b.stockOptions ?? null,
              createdBy: ctx.actor.userId,
            })
            .onConflictDoUpdate({
              // a hire undone (unreject) and made again keeps one row per candidate and job
              target: hiresTable.jobCandidateId,
              set: {
                joiningDate: b.joiningDate,
                hiredNotes: b.notes ?? null,
                salary,
                ote,
                stockOptions: b.stockOptions ?? null,
                offerId: offer?.id ?? null,
                createdBy: ctx.actor.userId,
              },
            })
          // the placement fee is fixed with the hire (issue 38): the job's percentage, the client's agreement
          const [hire] = await tx
            .select({ id: hiresTable.id })
            .from(hiresTable)
            .where(sql`${hiresTable.jobCandidateId} = ${row.id}`)
          // the placement fee and whatever else other modules fix at a hire (hire-steps.ts)
          await runHireSteps(tx, hire!.id, ctx.actor.userId)
          // one opening fewer (never below zero)
          await tx
            .update(jobsTable)
            .set({ currentOpenings: sql`greatest(${jobsTable.currentOpenings} - 1, 0)` })
            .where(sql`${jobsTable.id} = ${job.id}`)
        },
      }
    }
    case 'sendSnippet':
    case 'resendSnippet':
      return {
        notes,
        after: async (row) => {
          if (mailTo && job.emailSnippetHtml) {
            await enqueuePipelineMail(tx, {
              to: mailTo,
              mail: {
                template: 'pipelineSnippet',
                firstName: candidate.firstName,
                jobName: job.name,
                organizationName: job.organizationName,
                snippetHtml: job.emailSnippetHtml,
                postingLink: job.postingLink,
              },
              jobCandidateId: row.id,
              candidateId: candidate.id,
              jobId: job.id,
              senderUserId: ctx.actor.userId,
              requestId: ctx.requestId,
            })
          }
        },
      }
    case 'pitch': {
      const b = input.body as ActionInputs['pitch']
      // The e-mail pitch is its mail: without an address nothing would be sent, so nothing is recorded.
      if (!mailTo)
        throw new AppError('CONFLICT', {
          message: 'This candidate has no e-mail address: add one before pitching by e-mail',
          meta: { rule: 'candidateEmailRequired' },
        })
      return {
        data: { subject: b.subject, channel: 'email' },
        after: async (row) => {
          await enqueuePipelineMail(tx, {
            to: mailTo,
            mail: {
              template: 'pipelinePitch',
              firstName: candidate.firstName,
              subject: b.subject,
              message: b.message,
            },
            jobCandidateId: row.id,
            candidateId: candidate.id,
            jobId: job.id,
            senderUserId: ctx.actor.userId,
            requestId: ctx.requestId,
          })
        },
      }
    }
    case 'pitchInMail': {
      const b = input.body as ActionInputs['pitchInMail']
      // Nothing here sends an InMail: the extension places this draft in the site's message box
      // and the recruiter presses Send there. The record stays unsent (InMail Sequence) until the
      // recruiter confirms the outcome (inmail-outcome: InMail Sent or InMail Error).
      return {
        data: { channel: 'inMail', message: b.message, delivery: 'drafted' },
        after: async () => {
          await recordCandidateMessage(tx, {
            candidateId: candidate.id,
            jobId: job.id,
            senderUserId: ctx.actor.userId,
            channel: 'inMail',
            template: 'pipelinePitchInMail',
            recipient: null,
            subject: null,
            body: b.message,
          })
        },
      }
    }
    case 'pushToATS': {
      // offered only where the job's organization has a connection and the job a linked ATS job:
      // anything else is refused now, never queued to fail later or answered as done
      const connection = await liveConnection(tx, job.organizationId)
      if (!connection) throw new AppError('CONFLICT', { message: ATS_MESSAGES.noConnection })
      // the client turned candidate pushes off for its ATS (POST ats/route-status)
      if (!isAtsRouteEnabled(connection.settings.routes, 'pushCandidate'))
        throw new AppError('CONFLICT', { message: ATS_MESSAGES.routeOff })
      const link = await findJobLink(tx, job.id)
      if (!link || link.link.connectionId !== connection.id)
        throw new AppError('CONFLICT', { message: ATS_MESSAGES.jobNotLinked })
      return {
        changes: { pushedToAtsAt: live?.pushedToAtsAt ?? null, atsPushState: 'pending', atsPushError: null },
        notes,
        data: { atsPush: 'queued', provider: connection.provider },
        after: async (row) => {
          await enqueueOutbox(tx, {
            topic: 'ats.push',
            payload: {
              jobId: job.id,
              candidateId: candidate.id,
              jobCandidateId: row.id,
              organizationId: job.organizationId,
              connectionId: connection.id,
            },
            aggregateType: 'jobCandidate',
            aggregateId: row.id,
            requestId: ctx.requestId,
          })
        },
      }
    }
    default:
      return { notes }
  }
}
