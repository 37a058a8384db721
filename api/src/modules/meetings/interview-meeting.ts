/**
 * The video meeting of an interview (002 §3): made with the scheduler's meeting integration when
 * the interview's meeting method is theirs (Zoom, the default, or the personal link), moved with
 * the interview, deleted when it is cancelled. Its id and join URL are stored on the interview and
 * the URL goes into the invitation. A provider that refuses answers 503 and the change is not
 * made; an integration that is gone is said in `meetingNotice`, never passed over in silence.
 */
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import type { InterviewRow } from '../../db/schema'
import { isMeetingType } from '../../integrations/meetings/index'
import type { MeetingRequest } from '../../integrations/meetings/meeting-provider'
import { meetingProviderOf, providerUnavailable } from './meeting-invites'

export type InterviewMeetingFields = Pick<
  InterviewRow,
  'meetingId' | 'meetingUrl' | 'meetingIntegrationBy' | 'isActiveMeetingIntegration' | 'isPersonalMeetingLink'
>

/** The meeting fields of a new interview; empty when the scheduler has no integration for the method. */
export async function createInterviewMeeting(
  db: DbOrTx,
  config: Config | undefined,
  input: { userId: string; method: string } & MeetingRequest,
): Promise<Partial<InterviewMeetingFields>> {
  if (!config || !isMeetingType(input.method)) return {}
  const found = await meetingProviderOf(db, config, input.userId, input.method)
  if (!found.provider) return {}
  try {
    const created = await found.provider.create(input)
    return {
      meetingId: created.meetingId,
      meetingUrl: created.meetingUrl,
      meetingIntegrationBy: input.userId,
      isActiveMeetingIntegration: true,
      isPersonalMeetingLink: found.row.provider === 'personalLink',
    }
  } catch (error) {
    throw providerUnavailable(error)
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

/** Moves the meeting with the interview; answers a notice when it could not be reached. */
export async function moveInterviewMeeting(
  db: DbOrTx,
  config: Config | undefined,
  interview: InterviewRow,
  meeting: MeetingRequest,
): Promise<string | null> {
  const found = await providerOfInterview(db, config, interview)
  if (!found) return null
  if (!found.provider) return found.notice
  try {
    await found.provider.update(interview.meetingId!, meeting)
    return null
  } catch (error) {
    throw providerUnavailable(error)
  }
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
