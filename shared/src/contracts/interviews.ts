/**
 * An interview after it is scheduled (000 §3 "Interview schedule"; issue 17): PATCH
 * interviews/{id} moves it (a new REQUEST with the next SEQUENCE), DELETE interviews/{id} cancels
 * it within the 30-day delete limit (a CANCEL), GET interviews/{id}/ics downloads it for staff and
 * the job's client.
 */
import { z } from 'zod'
import {
  CALENDAR_SYNC_STATES,
  INTERVIEW_NOTIFICATION_AUDIENCES,
  INTERVIEW_SAVE_MODES,
  INTERVIEW_SOURCES,
  INTERVIEW_STATES,
  INTERVIEW_TYPES,
  MEETING_METHODS,
} from '../domain/enums'
import { INVITEE_ROLES, type InterviewChangeability } from '../domain/interview-schedule/rules'
import { WALL_TIME_OCCURRENCES } from '../domain/interview-schedule/wall-time'
import { LIMITS } from '../domain/validation/limits'
import { StaffCandidateInterview } from './candidate-dashboard'
import { InterviewerInput, isoDate, isTimeZone } from './pipeline'

export const InterviewParams = z.strictObject({ id: z.uuid() })
export type InterviewParams = z.infer<typeof InterviewParams>

export const RescheduleInterviewInput = z
  .strictObject({
    interviewDate: isoDate.optional().describe('YYYY-MM-DD in the interview time zone'),
    interviewTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:mm')
      .optional()
      .describe('HH:mm, 24-hour'),
    interviewTimezone: z
      .string()
      .min(1)
      .max(64)
      .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })
      .optional()
      .describe('IANA time zone, e.g. America/New_York'),
    interviewTimeOccurrence: z
      .enum(WALL_TIME_OCCURRENCES)
      .optional()
      .describe('Which one is meant when the local time happens twice (the clocks go back)'),
    duration: z.number().int().min(5).max(1440).optional().describe('Minutes'),
    interviewTitle: z.string().trim().max(LIMITS.shortText).optional(),
    interviewers: z
      .array(InterviewerInput)
      .max(LIMITS.interviewers)
      .optional()
      .describe(`Replaces the interviewers; at most ${LIMITS.interviewers}`),
    location: z.string().trim().max(LIMITS.postingLink).nullable().optional(),
    meetingMethod: z.enum(MEETING_METHODS).optional(),
    saveMode: z
      .enum(['save', 'send'])
      .optional()
      .describe('send: mail the update to the audience; save: change it here only. Default: as it was scheduled'),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'saveMode' && k !== 'interviewTimeOccurrence'), {
    message: 'Nothing to change',
    params: { rule: 'required' },
  })
export type RescheduleInterviewInput = z.infer<typeof RescheduleInterviewInput>

export const CancelInterviewInput = z.strictObject({
  saveMode: z
    .enum(['save', 'send'])
    .optional()
    .describe('send: mail the cancellation to the audience; save: cancel here only. Default: as it was scheduled'),
})
export type CancelInterviewInput = z.infer<typeof CancelInterviewInput>

export const InterviewDto = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  candidateId: z.uuid(),
  type: z.enum(INTERVIEW_TYPES),
  interviewTitle: z.string(),
  round: z.number().int(),
  interviewDateTime: z.string().describe('The start, ISO 8601 in UTC'),
  interviewDate: z.string(),
  interviewTime: z.string(),
  interviewTimezone: z.string(),
  duration: z.number().int(),
  location: z.string().nullable(),
  meetingMethod: z.enum(MEETING_METHODS),
  meetingUrl: z.string().nullable(),
  calendarInviteRecipients: z.enum(INTERVIEW_NOTIFICATION_AUDIENCES),
  saveMode: z.enum(INTERVIEW_SAVE_MODES),
  source: z.enum(INTERVIEW_SOURCES),
  state: z.enum(INTERVIEW_STATES),
  sequence: z.number().int().describe('The invitation SEQUENCE: 0 when scheduled, +1 per change'),
  interviewers: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
  /** Who this change was mailed to (empty when nothing was sent). */
  invitationsSentTo: z.array(z.object({ email: z.string(), role: z.enum(INVITEE_ROLES) })),
  meetingId: z.string().nullable(),
  /** Set when the video meeting could not follow this change (its integration is gone). */
  meetingNotice: z.string().nullable(),
})
export type InterviewDto = z.infer<typeof InterviewDto>

const CHANGEABILITY = ['changeable', 'external', 'notScheduled'] as const satisfies readonly InterviewChangeability[]
const changeability = z
  .enum(CHANGEABILITY)
  .describe(
    'changeable: PATCH/DELETE interviews/{id} apply; external: made through an ATS, a downloaded ICS or Open in Google (the calendar notice); notScheduled: cancelled or completed',
  )

/** GET candidates/{id}/interviews (provider staff): a row of the profile's Interviews tab, with what may be done to it. */
export const StaffInterviewListItem = StaffCandidateInterview.extend({
  saveMode: z.enum(INTERVIEW_SAVE_MODES),
  changeability,
})
export type StaffInterviewListItem = z.infer<typeof StaffInterviewListItem>

/** GET jobs/{id}/interviews: a row of the job's Scheduled Interviews table (002 §2; staff and the job's client). */
export const JobInterviewRow = z.object({
  id: z.uuid(),
  candidate: z.object({ id: z.uuid(), fullName: z.string() }),
  title: z.string().describe('interviewTitle, or "Interview" with the round'),
  round: z.number().int(),
  type: z.enum(INTERVIEW_TYPES),
  interviewers: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
  startsAt: z.string().describe('interviewDateTime, ISO 8601 in UTC'),
  interviewDate: z.string().describe('YYYY-MM-DD in the interview time zone'),
  interviewTime: z.string().describe('HH:mm in the interview time zone'),
  interviewTimezone: z.string(),
  duration: z.number().int().describe('Minutes'),
  atsInterviewTime: z.string().nullable().describe('The time as the ATS reported it (ATS-made interviews)'),
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
  source: z.enum(INTERVIEW_SOURCES),
  saveMode: z.enum(INTERVIEW_SAVE_MODES),
  state: z.enum(INTERVIEW_STATES),
  changeability,
})
export type JobInterviewRow = z.infer<typeof JobInterviewRow>

/** GET jobs/{id}/candidate/{candidateId}/request-interview-default-details: what the schedule form starts with (002 §7). */
export const InterviewDefaultDetails = z.object({
  job: z.object({ id: z.uuid(), name: z.string(), organization: z.object({ id: z.uuid(), name: z.string() }) }),
  candidate: z.object({
    id: z.uuid(),
    userId: z.uuid().nullable().describe('Their user (GET users/{id}/availability), when they signed up'),
    fullName: z.string(),
    timezone: z.string().nullable().describe("The candidate's own time zone, when they set one"),
  }),
  accountManager: z
    .object({ id: z.uuid(), fullName: z.string(), email: z.string(), isActive: z.boolean() })
    .nullable()
    .describe("The job's account manager (invited with the all and staff-only audiences)"),
  interviewTimezone: z.string().describe("The candidate's zone, else the caller's, else UTC"),
  timezoneSource: z.enum(['candidate', 'user', 'default']),
  interviewTime: z.string().describe('HH:mm; 09:00 (000 §9)'),
  duration: z.number().int().describe('Minutes; 30 (000 §9)'),
  type: z.enum(INTERVIEW_TYPES),
  meetingMethod: z.enum(MEETING_METHODS).describe('Zoom (002 §1)'),
  calendarInviteRecipients: z.enum(INTERVIEW_NOTIFICATION_AUDIENCES),
  round: z.number().int().describe('The round the next interview would be'),
  businessHours: z
    .object({ start: z.string(), end: z.string(), timezone: z.string() })
    .describe("9:00 to 18:00 in the candidate's zone (the interview's when the candidate has none)"),
  scheduleBufferMinutes: z.number().int(),
  maxInterviewers: z.number().int(),
})
export type InterviewDefaultDetails = z.infer<typeof InterviewDefaultDetails>

/**
 * GET interviews/{id}/calendar-sync: the interview in each interviewer's connected calendar.
 * `pending` while the write of the current SEQUENCE has not run yet; `notConnected` when the
 * interviewer has no live calendar (nothing was sent there), never a made-up `written`.
 */
export const InterviewCalendarSync = z.object({
  interviewId: z.uuid(),
  sequence: z.number().int(),
  interviewers: z.array(
    z.object({
      email: z.string(),
      name: z.string().nullable(),
      userId: z.uuid().nullable(),
      state: z.enum(['pending', ...CALENDAR_SYNC_STATES]),
      sequence: z.number().int().nullable().describe('The SEQUENCE last written (or tried)'),
      note: z.string().nullable().describe('Why it was not written'),
      at: z.string().nullable(),
    }),
  ),
})
export type InterviewCalendarSync = z.infer<typeof InterviewCalendarSync>
