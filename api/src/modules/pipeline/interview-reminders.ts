/**
 * Interview reminders (rules and timings in shared/domain/interview-schedule/reminders.ts): a pass
 * every minute finds interviews with a reminder due and queues one mail per person, recording it in
 * `interview_reminders` in the same transaction. Each pass holds a PostgreSQL advisory lock, so
 * when several API processes run it only one does the work (the others skip that minute); the
 * unique row still makes each reminder go once, and the outbox makes it go after a crash.
 * Interviewers without a Quota account get a feedback link of their own
 * (interview-feedback/guest-links.ts) instead of the signed-in feedback page.
 */
import {
  FEEDBACK_REMINDER_AFTER_MS,
  FEEDBACK_REMINDER_WITHIN_MS,
  feedbackReminderDue,
  type InterviewReminderKind,
  type RemindableInterview,
  UPCOMING_REMINDER_BEFORE_MS,
  UPCOMING_REMINDER_QUIET_MS,
  upcomingReminderDue,
} from '@quota/shared/domain/interview-schedule/index'
import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { DbOrTx } from '../../db/client'
import {
  interviewFeedbackTable,
  interviewInterviewersTable,
  interviewRemindersTable,
  interviewsTable,
  usersTable,
} from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { createGuestFeedbackLink, guestFeedbackUrl } from '../interview-feedback/guest-links'
import { rowsOf } from '../recommendations/facts-repository'
import { invitationOrganizer } from './interview-calendar'
import { interviewTimeText } from './mails'
import { interviewInvitation } from './send-interview-invitations'

export interface ReminderDeps {
  db: DbOrTx
  config: { MAIL_FROM: string; PUBLIC_URL?: string; PORT: number }
}
export interface ReminderSummary {
  upcoming: number
  feedback: number
  /** Another process held the pass's lock: this one did nothing. */
  skipped?: true
}

/** The advisory lock key of the pass (any fixed 64-bit number; named so it is found). */
const REMINDERS_LOCK = sql`hashtextextended('quota:interview-reminders', 0)`

const remindable = (i: typeof interviewsTable.$inferSelect): RemindableInterview => ({ ...i, changedAt: i.updatedAt })

/** Records the reminder; false when it was already sent (by this or another process). */
async function claim(tx: DbOrTx, interviewId: string, kind: InterviewReminderKind, sequence: number, email: string) {
  const rows = await tx
    .insert(interviewRemindersTable)
    .values({ interviewId, kind, sequence, email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: interviewRemindersTable.id })
  return rows.length > 0
}

/** Interviews in a window of start times; the shared rule decides which are due. */
const startingBetween = (db: DbOrTx, from: Date, to: Date) =>
  db
    .select()
    .from(interviewsTable)
    .where(
      and(
        gte(interviewsTable.startsAt, from),
        lte(interviewsTable.startsAt, to),
        ne(interviewsTable.state, 'cancelled'),
        eq(interviewsTable.source, 'quota'),
      ),
    )

async function sendUpcoming(deps: ReminderDeps, now: Date): Promise<number> {
  const { db } = deps
  const soon = await startingBetween(
    db,
    new Date(now.getTime() + UPCOMING_REMINDER_QUIET_MS),
    new Date(now.getTime() + UPCOMING_REMINDER_BEFORE_MS),
  )
  let sent = 0
  for (const interview of soon.filter((i) => upcomingReminderDue(remindable(i), now))) {
    sent += await db.transaction(async (tx) => {
      const invitation = await interviewInvitation(tx, {
        interviewId: interview.id,
        method: 'REQUEST',
        organizer: invitationOrganizer(deps.config),
      })
      if (!invitation) return 0
      const { row, candidateName, place } = invitation
      let n = 0
      for (const to of invitation.recipients) {
        if (!(await claim(tx, interview.id, 'upcoming', row.interview.sequence, to.email))) continue
        await enqueueMail(tx, {
          to: to.email,
          template: 'interviewReminder',
          data: {
            name: to.role === 'candidate' ? row.candidate.firstName : to.name,
            forCandidate: to.role === 'candidate',
            candidateName,
            jobName: row.job.name,
            organizationName: row.organizationName,
            when: interviewTimeText(row.interview.startsAt, row.interview.timezone),
            durationMinutes: row.interview.durationMinutes,
            place,
          },
          aggregateType: 'interview',
          aggregateId: interview.id,
        })
        n++
      }
      return n
    })
  }
  return sent
}

async function sendFeedbackRequests(deps: ReminderDeps, now: Date): Promise<number> {
  const { db } = deps
  const longest = 24 * 60 * 60_000 // the longest interview (1,440 minutes) still ends inside the window
  const ended = (
    await startingBetween(
      db,
      new Date(now.getTime() - FEEDBACK_REMINDER_WITHIN_MS - longest),
      new Date(now.getTime() - FEEDBACK_REMINDER_AFTER_MS),
    )
  ).filter((i) => feedbackReminderDue(remindable(i), now))
  if (!ended.length) return 0
  // interviewers with an active account (by user, or by the e-mail they were invited at, as
  // interview-feedback/access.ts decides who may write) and no feedback of theirs on that interview
  const waiting = await db
    .select({
      interviewId: interviewInterviewersTable.interviewId,
      email: usersTable.email,
      firstName: usersTable.firstName,
    })
    .from(interviewInterviewersTable)
    .innerJoin(
      usersTable,
      or(
        eq(usersTable.id, interviewInterviewersTable.userId),
        eq(sql`lower(${usersTable.email})`, interviewInterviewersTable.email),
      ),
    )
    .where(
      and(
        inArray(
          interviewInterviewersTable.interviewId,
          ended.map((i) => i.id),
        ),
        eq(usersTable.isActive, true),
        sql`not exists (select 1 from ${interviewFeedbackTable} f
              where f.interview_id = ${interviewInterviewersTable.interviewId}
                and f.author_id = ${usersTable.id})`,
      ),
    )
  const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`
  let sent = 0
  for (const w of waiting) {
    const interview = ended.find((i) => i.id === w.interviewId)!
    sent += await db.transaction(async (tx) => {
      if (!(await claim(tx, interview.id, 'feedback', interview.sequence, w.email))) return 0
      const invitation = await interviewInvitation(tx, {
        interviewId: interview.id,
        method: 'REQUEST',
        organizer: invitationOrganizer(deps.config),
      })
      if (!invitation) return 0
      await enqueueMail(tx, {
        to: w.email,
        template: 'interviewFeedbackRequest',
        data: {
          name: w.firstName,
          candidateName: invitation.candidateName,
          jobName: invitation.row.job.name,
          when: interviewTimeText(interview.startsAt, interview.timezone),
          link: `${publicUrl.replace(/\/$/, '')}/interviews/${interview.id}/feedback`,
        },
        aggregateType: 'interview',
        aggregateId: interview.id,
      })
      return 1
    })
  }
  return sent + (await sendGuestFeedbackRequests(deps, now, ended, publicUrl))
}

/**
 * Interviewers on the panel by address with no active account, who have not given feedback by
 * their link: each gets a link of their own, valid 14 days from this mail.
 */
async function sendGuestFeedbackRequests(
  deps: ReminderDeps,
  now: Date,
  ended: (typeof interviewsTable.$inferSelect)[],
  publicUrl: string,
): Promise<number> {
  const { db } = deps
  const outside = await db
    .select({
      interviewId: interviewInterviewersTable.interviewId,
      email: interviewInterviewersTable.email,
      name: interviewInterviewersTable.name,
    })
    .from(interviewInterviewersTable)
    .where(
      and(
        inArray(
          interviewInterviewersTable.interviewId,
          ended.map((i) => i.id),
        ),
        sql`not exists (select 1 from ${usersTable} u
              where (u.id = ${interviewInterviewersTable.userId} or lower(u.email) = ${interviewInterviewersTable.email})
                and u.is_active)`,
        sql`not exists (select 1 from ${interviewFeedbackTable} f
              where f.interview_id = ${interviewInterviewersTable.interviewId}
                and f.author_email = ${interviewInterviewersTable.email})`,
      ),
    )
  let sent = 0
  for (const w of outside) {
    const interview = ended.find((i) => i.id === w.interviewId)!
    sent += await db.transaction(async (tx) => {
      if (!(await claim(tx, interview.id, 'feedback', interview.sequence, w.email))) return 0
      const invitation = await interviewInvitation(tx, {
        interviewId: interview.id,
        method: 'REQUEST',
        organizer: invitationOrganizer(deps.config),
      })
      if (!invitation) return 0
      const { token, expiresAt } = await createGuestFeedbackLink(tx, {
        interviewId: interview.id,
        jobId: interview.jobId,
        candidateId: interview.candidateId,
        jobCandidateId: interview.jobCandidateId,
        email: w.email,
        now,
      })
      await enqueueMail(tx, {
        to: w.email,
        template: 'interviewFeedbackRequest',
        data: {
          name: w.name?.trim() || null,
          candidateName: invitation.candidateName,
          jobName: invitation.row.job.name,
          when: interviewTimeText(interview.startsAt, interview.timezone),
          link: guestFeedbackUrl(publicUrl, token),
          validUntil: interviewTimeText(expiresAt, interview.timezone),
        },
        aggregateType: 'interview',
        aggregateId: interview.id,
      })
      return 1
    })
  }
  return sent
}

/**
 * One pass: queues every reminder due at `now`, inside one transaction holding the pass's advisory
 * lock (released with it); each interview's mails commit in a savepoint of their own.
 */
export async function sendDueInterviewReminders(deps: ReminderDeps, now = new Date()): Promise<ReminderSummary> {
  return deps.db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK}) as got`)
    if (!lock?.got) return { upcoming: 0, feedback: 0, skipped: true }
    const inLock = { ...deps, db: tx }
    return { upcoming: await sendUpcoming(inLock, now), feedback: await sendFeedbackRequests(inLock, now) }
  })
}

/** Runs the pass every minute until stopped; a pass never overlaps the next. */
export function startInterviewReminders(deps: ReminderDeps & { logger: Logger; everyMs?: number }) {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const summary = await sendDueInterviewReminders(deps)
      if (summary.upcoming || summary.feedback) deps.logger.info({ ...summary }, 'interview reminders queued')
    } catch (err) {
      deps.logger.error({ err }, 'interview reminders failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(run, deps.everyMs ?? 60_000)
  return {
    stop() {
      clearInterval(timer)
    },
  }
}
