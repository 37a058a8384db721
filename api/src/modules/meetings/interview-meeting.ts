/**
 * The video meeting of an interview (002 §3): made with the scheduler's meeting integration when
 * the interview's meeting method is theirs (Zoom, the default, or the personal link), moved with
 * the interview, replaced when the meeting method changes, deleted when it is cancelled. Its id
 * and join URL are stored on the interview and the URL goes into the invitation. A provider that
 * refuses answers 503 and the change is not made; an integration that is gone is said in
 * `meetingNotice`, never passed over in silence.
 *
 * These calls happen while the scheduling transaction is open (the meeting's URL is written in the
 * same transaction), so each one registers its undo with the transaction's `Compensations`: a
 * meeting made or moved for a change that then rolls back is deleted or moved back. Deleting a
 * meeting cannot be undone, so callers delete last, after every database write of the change.
 */
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import type { Compensations } from '../../db/compensations'
import type { InterviewRow } from '../../db/schema'
import { isMeetingType } from '../../integrations/meetings/index'
import type { MeetingRequest } from '../../integrations/meetings/meeting-provider'
import { meetingProviderOf, providerUnavailable } from './meeting-invites'

export type InterviewMeetingFields = Pick<
  InterviewRow,
  'meetingId' | 'meetingUrl' | 'meetingIntegrationBy' | 'isActiveMeetingIntegration' | 'isPersonalMeetingLink'
>

/** The fields of an interview without a meeting (after a change to a method with no integration). */
export const NO_MEETING: InterviewMeetingFields = {
  meetingId: null,
  meetingUrl: null,
  meetingIntegrationBy: null,
  isActiveMeetingIntegration: false,
  isPersonalMeetingLink: false,
}

/** The meeting fields of a new interview; empty when the scheduler has no integration for the method. */
export async function createInterviewMeeting(
  db: DbOrTx,
  config: Config | undefined,
  compensations: Compensations,
  input: { userId: string; method: string } & MeetingRequest,
): Promise<Partial<InterviewMeetingFields>> {
  if (!config || !isMeetingType(input.method)) return {}
  const found = await meetingProviderOf(db, config, input.userId, input.method)
  if (!found.provider) return {}
  const provider = found.provider
  let created: Awaited<ReturnType<typeof provider.create>>
  try {
    created = await provider.create(input)
  } catch (error) {
    throw providerUnavailable(error)
  }
  const { meetingId } = created
  if (meetingId) compensations.add(`delete meeting ${meetingId}`, () => provider.delete(meetingId))
  return {
    meetingId,
    meetingUrl: created.meetingUrl,
    meetingIntegrationBy: input.userId,
    isActiveMeetingIntegration: true,
    isPersonalMeetingLink: found.row.provider === 'personalLink',
  }
}

/** The provider that made the interview's meeting, or why it cannot be reached (null: nothing to do). */
async function providerOfInterview(db: DbOrTx, config: Config | undefined, interview: InterviewRow) {
  if (!config || !interview.meetingId || !interview.meetingIntegrationBy || interview.isPersonalMeetingLink) return null
  if (!isMeetingType(interview.meetingMethod)) return null
  const found = await meetingProviderOf(db, config, interview.meetingIntegrationBy, interview.meetingMethod)
  return found.provider
    ? { provider: found.provider, notice: null }
    : { provider: null, notice: `The meeting ${interview.meetingId} was not changed: ${found.reason}` }
}

/** Moves the meeting with the interview (back again if the change rolls back); a notice when it could not be reached. */
export async function moveInterviewMeeting(
  db: DbOrTx,
  config: Config | undefined,
  compensations: Compensations,
  interview: InterviewRow,
  change: { from: MeetingRequest; to: MeetingRequest },
): Promise<string | null> {
  const found = await providerOfInterview(db, config, interview)
  if (!found) return null
  if (!found.provider) return found.notice
  const provider = found.provider
  const meetingId = interview.meetingId!
  try {
    await provider.update(meetingId, change.to)
  } catch (error) {
    throw providerUnavailable(error)
  }
  compensations.add(`move meeting ${meetingId} back`, () => provider.update(meetingId, change.from))
  return null
}

/** Deletes the meeting of a cancelled interview; answers a notice when it could not be reached. */
export async function deleteInterviewMeeting(
  db: DbOrTx,
  config: Config | undefined,
  interview: InterviewRow,
): Promise<string | null> {
  const found = await providerOfInterview(db, config, interview)
  if (!found) return null
  if (!found.provider) return found.notice
  try {
    await found.provider.delete(interview.meetingId!)
    return null
  } catch (error) {
    throw providerUnavailable(error)
  }
}

/**
 * A reschedule's meeting: the same method moves the meeting when the time moved; another method
 * makes the new one with the rescheduler's integration (or none: the fields are cleared) and
 * hands back `deleteFormer`, the removal of the old meeting, for the caller to run last.
 */
export async function rescheduleInterviewMeeting(
  db: DbOrTx,
  config: Config | undefined,
  compensations: Compensations,
  interview: InterviewRow,
  change: { userId: string; method: string; timeMoved: boolean; from: MeetingRequest; to: MeetingRequest },
): Promise<{
  fields: Partial<InterviewMeetingFields>
  notice: string | null
  deleteFormer: (() => Promise<string | null>) | null
}> {
  if (change.method === interview.meetingMethod) {
    const notice = change.timeMoved ? await moveInterviewMeeting(db, config, compensations, interview, change) : null
    return { fields: {}, notice, deleteFormer: null }
  }
  const made = await createInterviewMeeting(db, config, compensations, {
    userId: change.userId,
    method: change.method,
    ...change.to,
  })
  return {
    fields: { ...NO_MEETING, ...made },
    notice: null,
    deleteFormer: () => deleteInterviewMeeting(db, config, interview),
  }
}
