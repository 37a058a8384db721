/**
 * A user's interview availability (GET/PUT users/{id}/availability) and a recruiter's calendar
 * update request to a candidate (POST users/{id}/calendar-update-request). Who may do what:
 * - read: the user themself; provider recruiters; a client recruiter for its own organization's
 *   users and for candidates submitted to one of its jobs (anyone else: 404, nothing leaks);
 * - save: the user themself only (403 otherwise);
 * - request an update: provider recruiters, and client recruiters for candidates submitted to one
 *   of their jobs; the target must be a candidate. The request mail is queued in the same
 *   transaction as the stamp (it goes out through the outbox).
 */
import type {
  CalendarUpdateRequestAnswer,
  SaveAvailabilityInput,
  UserAvailability,
} from '@quota/shared/contracts/availability'
import {
  AVAILABILITY_WINDOW_DAYS,
  availabilitySlotProblems,
  availabilityWindow,
  CALENDAR_UPDATE_REQUEST_SHOWN_DAYS,
  isCalendarUpdateRequestShown,
} from '@quota/shared/domain/availability/index'
import { isKnownTimeZone, zonedParts } from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, gt, isNull, lt, max } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { candidatesTable, jobCandidatesTable, jobsTable, userAvailabilitySlotsTable, usersTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import type { UseCaseContext } from '../context'

const DAY = 86_400_000
const notFound = () => new AppError('NOT_FOUND', { message: 'User not found' })
const isRecruiter = (ctx: UseCaseContext) =>
  ctx.actor.userType === 'staff' && ctx.actor.permissions.includes('recruiter')
const isClientRecruiter = (ctx: UseCaseContext) =>
  ctx.actor.userType === 'client' && !!ctx.actor.organizationId && ctx.actor.permissions.includes('client-recruiter')

async function loadTarget(ctx: UseCaseContext, userId: string) {
  const [row] = await ctx.db
    .select({
      id: usersTable.id,
      email: usersTable.email,
      firstName: usersTable.firstName,
      timezone: usersTable.timezone,
      organizationId: usersTable.organizationId,
      candidateId: candidatesTable.id,
      lastCalendarUpdateRequestAt: candidatesTable.lastCalendarUpdateRequestAt,
    })
    .from(usersTable)
    .leftJoin(candidatesTable, eq(candidatesTable.userId, usersTable.id))
    .where(eq(usersTable.id, userId))
    .limit(1)
  return row
}
type Target = NonNullable<Awaited<ReturnType<typeof loadTarget>>>

/** A candidate submitted (and not removed) to one of the client's organization's jobs. */
async function submittedToClient(ctx: UseCaseContext, candidateId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: jobCandidatesTable.id })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .where(
      and(
        eq(jobCandidatesTable.candidateId, candidateId),
        eq(jobsTable.organizationId, ctx.actor.organizationId!),
        eq(jobCandidatesTable.isSubmittedToClient, true),
        isNull(jobCandidatesTable.removedAt),
      ),
    )
    .limit(1)
  return !!row
}

async function readable(ctx: UseCaseContext, target: Target): Promise<boolean> {
  if (target.id === ctx.actor.userId || isRecruiter(ctx)) return true
  if (!isClientRecruiter(ctx)) return false
  if (target.organizationId && target.organizationId === ctx.actor.organizationId) return true
  return !!target.candidateId && (await submittedToClient(ctx, target.candidateId))
}

async function availabilityOf(ctx: UseCaseContext, target: Target, timezone: string): Promise<UserAvailability> {
  const now = new Date()
  const window = availabilityWindow(now)
  const [slots, [last]] = await Promise.all([
    ctx.db
      .select()
      .from(userAvailabilitySlotsTable)
      .where(
        and(
          eq(userAvailabilitySlotsTable.userId, target.id),
          gt(userAvailabilitySlotsTable.endsAt, now),
          lt(userAvailabilitySlotsTable.startsAt, window.to),
        ),
      )
      .orderBy(asc(userAvailabilitySlotsTable.startsAt)),
    ctx.db
      .select({ at: max(userAvailabilitySlotsTable.createdAt) })
      .from(userAvailabilitySlotsTable)
      .where(eq(userAvailabilitySlotsTable.userId, target.id)),
  ])
  const lastAt = last?.at ? new Date(last.at) : null
  const requestedAt = target.lastCalendarUpdateRequestAt
  return {
    userId: target.id,
    timezone,
    windowDays: AVAILABILITY_WINDOW_DAYS,
    slots: slots.map((s) => {
      const start = zonedParts(s.startsAt, timezone)
      return {
        id: s.id,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        date: start.date,
        startTime: start.time,
        endTime: zonedParts(s.endsAt, timezone).time,
      }
    }),
    lastEventUpdatedAt: lastAt?.toISOString() ?? null,
    lastEventElapsedTime: lastAt ? Math.max(0, Math.floor((now.getTime() - lastAt.getTime()) / 1000)) : null,
    calendarUpdateRequest:
      target.candidateId && requestedAt
        ? { requestedAt: requestedAt.toISOString(), isShown: isCalendarUpdateRequestShown(requestedAt, now) }
        : null,
  }
}

/** Whether the caller may read this user's availability (404 for the caller otherwise). */
export async function canReadUser(ctx: UseCaseContext, userId: string): Promise<boolean> {
  const target = await loadTarget(ctx, userId)
  return !!target && (await readable(ctx, target))
}

export async function getAvailability({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string; timezone?: string | undefined }
}): Promise<UserAvailability> {
  const target = await loadTarget(ctx, input.userId)
  if (!target || !(await readable(ctx, target))) throw notFound()
  const timezone = input.timezone ?? (isKnownTimeZone(target.timezone) ? target.timezone : 'UTC')
  return availabilityOf(ctx, target, timezone)
}

export async function saveAvailability({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string } & SaveAvailabilityInput
}): Promise<UserAvailability> {
  const target = await loadTarget(ctx, input.userId)
  if (!target) throw notFound()
  if (target.id !== ctx.actor.userId) {
    if (await readable(ctx, target))
      throw new AppError('FORBIDDEN', { message: 'Only the user keeps their availability' })
    throw notFound()
  }
  const now = new Date()
  const slots = input.slots.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }))
  const problems = availabilitySlotProblems(slots, now)
  if (problems.length) {
    throw new AppError('VALIDATION_FAILED', {
      message: problems[0]!.message,
      details: problems.map((p) => ({
        path: p.index === null ? 'slots' : `slots.${p.index}`,
        rule: p.rule,
        message: p.message,
      })),
    })
  }
  await ctx.db.transaction(async (tx) => {
    // the slots still ahead are replaced; past ones stay as history
    await tx
      .delete(userAvailabilitySlotsTable)
      .where(and(eq(userAvailabilitySlotsTable.userId, target.id), gt(userAvailabilitySlotsTable.endsAt, now)))
    if (slots.length) {
      await tx
        .insert(userAvailabilitySlotsTable)
        .values(slots.map((s) => ({ userId: target.id, ...s, createdAt: now })))
    }
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: target.id,
      action: 'update',
      field: 'availability',
      after: { slots: slots.length },
    })
  })
  const timezone = isKnownTimeZone(target.timezone) ? target.timezone : 'UTC'
  return availabilityOf(ctx, target, timezone)
}

export async function requestCalendarUpdate({
  ctx,
  input,
  appUrl,
}: {
  ctx: UseCaseContext
  input: { userId: string }
  appUrl: string
}): Promise<CalendarUpdateRequestAnswer> {
  const target = await loadTarget(ctx, input.userId)
  if (!target) throw notFound()
  const allowed =
    isRecruiter(ctx) ||
    (isClientRecruiter(ctx) && !!target.candidateId && (await submittedToClient(ctx, target.candidateId)))
  if (!allowed) {
    if (ctx.actor.userType === 'staff' && !isRecruiter(ctx)) throw new AppError('FORBIDDEN')
    throw notFound()
  }
  if (!target.candidateId) {
    throw AppError.field('id', 'notCandidate', 'A calendar update request goes to a candidate.')
  }
  const now = new Date()
  let mailQueuedFor: string | null = null
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(candidatesTable)
      .set({ lastCalendarUpdateRequestAt: now })
      .where(eq(candidatesTable.id, target.candidateId!))
    const [requester] = await tx
      .select({ firstName: usersTable.firstName, lastName: usersTable.lastName })
      .from(usersTable)
      .where(eq(usersTable.id, ctx.actor.userId))
    if (target.email) {
      await enqueueMail(tx, {
        to: target.email,
        template: 'calendarUpdateRequest',
        data: {
          firstName: target.firstName ?? '',
          requesterName: [requester?.firstName, requester?.lastName].filter(Boolean).join(' ') || null,
          link: `${appUrl}/candidate/availability`,
          windowDays: AVAILABILITY_WINDOW_DAYS,
        },
        requestId: ctx.requestId,
        aggregateType: 'candidate',
        aggregateId: target.candidateId,
      })
      mailQueuedFor = target.email
    }
    await writeAudit(tx, ctx, {
      entityType: 'candidate',
      entityId: target.candidateId!,
      action: 'update',
      field: 'lastCalendarUpdateRequestAt',
      before: target.lastCalendarUpdateRequestAt?.toISOString() ?? null,
      after: now.toISOString(),
    })
  })
  return {
    requestedAt: now.toISOString(),
    shownUntil: new Date(now.getTime() + CALENDAR_UPDATE_REQUEST_SHOWN_DAYS * DAY).toISOString(),
    mailQueuedFor,
  }
}
