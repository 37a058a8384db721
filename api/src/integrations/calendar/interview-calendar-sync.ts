/**
 * The `calendar.interview` outbox topic (issue 17 item 6): an interview written into each
 * interviewer's connected calendar, queued on schedule, reschedule and cancel in the same
 * transaction as the change and run once by the integrations worker.
 *
 * - Every run writes the interview as it is now (not as it was when queued): a scheduled one is PUT
 *   with the invitation's UID and SEQUENCE, a cancelled one is DELETEd. Out-of-order or repeated
 *   runs therefore converge on the latest state.
 * - Each interviewer's row records the outcome for the SEQUENCE written: written / removed, or why
 *   not — notConnected (no live calendar: disconnected or never connected; nothing is sent),
 *   notAUser (an outside e-mail address), failed (the server refused, or no adapter for it).
 *   Nothing is recorded as written that the calendar server did not accept.
 * - A server that is down (network, 408, 429, 5xx) is retried with the outbox back-off; one that
 *   refuses (401/403/404/...) is recorded as failed at once.
 * - Interviewers taken off by a reschedule (`removedUserIds`) have the event removed from theirs.
 */
import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { interviewInterviewersTable, interviewsTable } from '../../db/schema'
import type { OutboxHandler } from '../../jobs/outbox-worker'
import { interviewUid, invitationOrganizer } from '../../modules/pipeline/interview-calendar'
import { interviewInvitation } from '../../modules/pipeline/send-interview-invitations'
import { CALENDAR_UNREACHABLE, CalendarHttpError } from './calendar-integration'
import { calendarFor, liveCalendarIntegration } from './index'

export const CALENDAR_INTERVIEW_TOPIC = 'calendar.interview' as const
/** Attempts after which a calendar server that stays down is given up (recorded failed). */
export const CALENDAR_SYNC_MAX_ATTEMPTS = 6

export class CalendarSyncRetry extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
    this.name = 'CalendarSyncRetry'
  }
}

/** Queues the write in the caller's transaction (it happens only if the change commits). */
export async function enqueueInterviewCalendarSync(
  tx: DbOrTx,
  input: { interviewId: string; removedUserIds?: string[]; requestId?: string | null },
) {
  await enqueueOutbox(tx, {
    topic: CALENDAR_INTERVIEW_TOPIC,
    payload: { interviewId: input.interviewId, removedUserIds: input.removedUserIds ?? [] },
    aggregateType: 'interview',
    aggregateId: input.interviewId,
    requestId: input.requestId ?? null,
  })
}

const statusOf = (error: unknown) => (error instanceof CalendarHttpError ? error.status : 0)
const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500

export function interviewCalendarSyncHandler(deps: { db: DbOrTx; config: Config; logger: Logger }): OutboxHandler {
  const { db, config } = deps
  return async (event) => {
    const { interviewId, removedUserIds = [] } = event.payload as { interviewId?: string; removedUserIds?: string[] }
    if (!interviewId) return { ...event.payload, result: 'invalid' }
    const [interview] = await db.select().from(interviewsTable).where(eq(interviewsTable.id, interviewId))
    if (!interview) return { ...event.payload, result: 'gone' }
    const uid = interviewUid(interview.id)
    const cancelled = interview.state === 'cancelled'
    const invitation = cancelled
      ? null
      : await interviewInvitation(db, {
          interviewId,
          method: 'REQUEST',
          organizer: invitationOrganizer(config),
        })
    const interviewers = await db
      .select()
      .from(interviewInterviewersTable)
      .where(eq(interviewInterviewersTable.interviewId, interviewId))

    const record = async (
      id: string,
      state: 'written' | 'removed' | 'notConnected' | 'notAUser' | 'failed',
      note: string | null,
    ) => {
      await db
        .update(interviewInterviewersTable)
        .set({
          calendarSyncState: state,
          calendarSyncSequence: interview.sequence,
          calendarSyncNote: note,
          calendarSyncedAt: new Date(),
        })
        .where(eq(interviewInterviewersTable.id, id))
    }

    const outcomes: Record<string, string> = {}
    let retry: string | null = null
    for (const person of interviewers) {
      if (!person.userId) {
        await record(person.id, 'notAUser', 'Not a Quota user: only the invitation e-mail reaches this interviewer.')
        outcomes[person.email] = 'notAUser'
        continue
      }
      const integration = await liveCalendarIntegration(db, person.userId)
      if (!integration) {
        await record(
          person.id,
          'notConnected',
          'No calendar connected (or it was disconnected): the interview was not written to this calendar.',
        )
        outcomes[person.email] = 'notConnected'
        continue
      }
      const calendar = calendarFor(config, integration, db)
      if (!calendar) {
        await record(person.id, 'failed', `Writing to a ${integration.provider} calendar is not available yet.`)
        outcomes[person.email] = 'failed'
        continue
      }
      try {
        if (cancelled) await calendar.deleteEvent(uid)
        else {
          // the interviewer's copy lists the same attendees as the invitation (the interviewer at least)
          const attendees = invitation!.recipients.length
            ? invitation!.recipients
            : [{ email: person.email, name: person.name }]
          await calendar.putEvent(uid, invitation!.content(attendees))
        }
        await record(person.id, cancelled ? 'removed' : 'written', null)
        outcomes[person.email] = cancelled ? 'removed' : 'written'
      } catch (error) {
        const status = statusOf(error)
        // shown to the organizer: one message whatever answered (CALENDAR_UNREACHABLE); the status is logged
        const reason = CALENDAR_UNREACHABLE
        deps.logger.warn(
          { outboxId: event.id, interviewId, userId: person.userId, status, err: (error as Error)?.message },
          'calendar.interview failed',
        )
        if (retryable(status) && event.attempts < CALENDAR_SYNC_MAX_ATTEMPTS) retry = reason
        // recorded failed either way: while retried it is not in the calendar
        await record(person.id, 'failed', reason)
        outcomes[person.email] = 'failed'
      }
    }
    const kept = new Set(interviewers.map((i) => i.userId).filter(Boolean))
    for (const userId of removedUserIds.filter((id) => !kept.has(id))) {
      const integration = await liveCalendarIntegration(db, userId)
      const calendar = integration ? calendarFor(config, integration, db) : null
      if (!calendar) continue
      try {
        await calendar.deleteEvent(uid)
        outcomes[userId] = 'removed'
      } catch (error) {
        const status = statusOf(error)
        if (retryable(status) && event.attempts < CALENDAR_SYNC_MAX_ATTEMPTS) retry = `removal answered ${status}`
        outcomes[userId] = 'failed'
      }
    }
    if (retry) throw new CalendarSyncRetry(retry)
    return { interviewId, removedUserIds, sequence: interview.sequence, outcomes }
  }
}

/** Interviewer user ids of an interview (before a reschedule replaces them). */
export async function interviewerUserIds(db: DbOrTx, interviewId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: interviewInterviewersTable.userId })
    .from(interviewInterviewersTable)
    .where(and(eq(interviewInterviewersTable.interviewId, interviewId)))
  return rows.map((r) => r.userId).filter((id): id is string => !!id)
}
