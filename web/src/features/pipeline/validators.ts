/**
 * The action dialogs' field rules (spec 000 §5, 002 §5): required fields, the track-offer range
 * (10,000 to 1,000,000), salary below OTE (`salaryGreaterThanOTE`), at least one rejection
 * reason, text limits. Each answers a map of field -> message; empty when valid. The API
 * enforces the same limits (shared/contracts/pipeline).
 */
import { FIELD_MESSAGES, isEmail } from '@quota/shared/domain/auth/index'
import {
  chosenInstant,
  isInPast,
  PAST_INTERVIEW_MESSAGE,
  resolveWallTime,
  type WallTimeOccurrence,
  wallTimeProblem,
} from '@quota/shared/domain/interview-schedule/index'
import { LIMITS } from '@quota/shared/domain/validation/limits'

export type Errors<K extends string = string> = Partial<Record<K, string>>

export const PIPELINE_MESSAGES = {
  required: FIELD_MESSAGES.required,
  reasonRequired: 'Please select at least one reason.',
  tooManyReasons: 'You can select up to 10 reasons.',
  numbersOnly: 'Please enter numbers only.',
  offerRange: `Enter an amount between ${LIMITS.trackOffer.min.toLocaleString('en-US')} and ${LIMITS.trackOffer.max.toLocaleString('en-US')}.`,
  salaryGreaterThanOTE: 'Salary must be less than OTE',
  invalidDate: 'Please enter a valid date.',
  invalidTime: 'Please enter a valid time.',
  duration: 'Duration must be between 5 and 1440 minutes.',
  email: FIELD_MESSAGES.email,
  tooManyInterviewers: `You can add up to ${LIMITS.interviewers} interviewers.`,
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters.`,
  tooManyQuestions: 'You can select up to 10 questions.',
} as const

export const isValid = (errors: Errors) => Object.keys(errors).length === 0

/** "120,000" or "120000" -> 120000; "" -> null; anything else -> NaN. */
export function parseAmount(value: string): number | null {
  const v = value.replace(/[,\s$]/g, '')
  if (!v) return null
  return /^\d+$/.test(v) ? Number(v) : Number.NaN
}

function amountProblem(value: string, required: boolean): string | undefined {
  const n = parseAmount(value)
  if (n === null) return required ? PIPELINE_MESSAGES.required : undefined
  if (Number.isNaN(n)) return PIPELINE_MESSAGES.numbersOnly
  if (n < LIMITS.trackOffer.min || n > LIMITS.trackOffer.max) return PIPELINE_MESSAGES.offerRange
  return undefined
}

function textProblem(value: string, max: number): string | undefined {
  return value.trim().length > max ? PIPELINE_MESSAGES.tooLong(max) : undefined
}

function put<K extends string>(errors: Errors<K>, key: K, message: string | undefined) {
  if (message) errors[key] = message
}

/** Salary must be below OTE (both given and valid). */
function salaryBelowOte<K extends string>(errors: Errors<K>, salary: string, ote: string, salaryKey: K) {
  if (errors[salaryKey]) return
  const s = parseAmount(salary)
  const o = parseAmount(ote)
  if (s !== null && o !== null && !Number.isNaN(s) && !Number.isNaN(o) && s >= o)
    errors[salaryKey] = PIPELINE_MESSAGES.salaryGreaterThanOTE
}

export interface RejectValues {
  reasonIds: string[]
  sendNotification: boolean
  notes: string
}

export function validateReject(v: RejectValues): Errors<'reasonIds' | 'notes'> {
  const e: Errors<'reasonIds' | 'notes'> = {}
  if (v.reasonIds.length === 0) e.reasonIds = PIPELINE_MESSAGES.reasonRequired
  else if (v.reasonIds.length > 10) e.reasonIds = PIPELINE_MESSAGES.tooManyReasons
  put(e, 'notes', textProblem(v.notes, LIMITS.notes))
  return e
}

export interface OfferValues {
  offerTypeId: string
  salary: string
  ote: string
  additionalInfoNotes: string
}

export function validateOffer(v: OfferValues): Errors<'salary' | 'ote' | 'additionalInfoNotes'> {
  const e: Errors<'salary' | 'ote' | 'additionalInfoNotes'> = {}
  put(e, 'salary', amountProblem(v.salary, true))
  put(e, 'ote', amountProblem(v.ote, true))
  salaryBelowOte(e, v.salary, v.ote, 'salary')
  put(e, 'additionalInfoNotes', textProblem(v.additionalInfoNotes, LIMITS.notes))
  return e
}

export interface HireValues {
  joiningDate: string
  salary: string
  ote: string
  stockOptions: string
  notes: string
}

export const isIsoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)

export function validateHire(v: HireValues): Errors<keyof HireValues> {
  const e: Errors<keyof HireValues> = {}
  if (!v.joiningDate.trim()) e.joiningDate = PIPELINE_MESSAGES.required
  else if (!isIsoDate(v.joiningDate.trim())) e.joiningDate = PIPELINE_MESSAGES.invalidDate
  put(e, 'salary', amountProblem(v.salary, false))
  put(e, 'ote', amountProblem(v.ote, false))
  salaryBelowOte(e, v.salary, v.ote, 'salary')
  put(e, 'stockOptions', textProblem(v.stockOptions, LIMITS.shortText))
  put(e, 'notes', textProblem(v.notes, LIMITS.notes))
  return e
}

export interface ScheduleValues {
  type: string
  interviewTitle: string
  interviewDate: string
  interviewTime: string
  interviewTimezone: string
  duration: string
  interviewers: string
  location: string
  calendarInviteRecipients: string
  meetingMethod: string
  /** '' until asked: only a local time the clocks repeat needs it. */
  interviewTimeOccurrence: string
  notes: string
}

/** Interviewer e-mails as typed: separated by commas, semicolons or new lines. */
export const splitEmails = (value: string) =>
  value
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean)

/** `now` given: the same time rules as the API (shared/domain/interview-schedule): exists once, not past. */
export function validateSchedule(v: ScheduleValues, now?: Date): Errors<keyof ScheduleValues> {
  const e: Errors<keyof ScheduleValues> = {}
  if (!v.interviewDate.trim()) e.interviewDate = PIPELINE_MESSAGES.required
  else if (!isIsoDate(v.interviewDate.trim())) e.interviewDate = PIPELINE_MESSAGES.invalidDate
  if (!v.interviewTime.trim()) e.interviewTime = PIPELINE_MESSAGES.required
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.interviewTime.trim())) e.interviewTime = PIPELINE_MESSAGES.invalidTime
  if (!v.interviewTimezone.trim()) e.interviewTimezone = PIPELINE_MESSAGES.required
  if (now && !e.interviewDate && !e.interviewTime && !e.interviewTimezone) {
    const date = v.interviewDate.trim()
    const time = v.interviewTime.trim()
    const wall = resolveWallTime(date, time, v.interviewTimezone)
    const occurrence = v.interviewTimeOccurrence as WallTimeOccurrence | ''
    const at = chosenInstant(wall, occurrence || null)
    if (wall.kind === 'gap') e.interviewTime = wallTimeProblem(date, time, v.interviewTimezone, wall)!
    else if (!at) e.interviewTimeOccurrence = PIPELINE_MESSAGES.required
    else if (isInPast(at, now)) e.interviewDate = PAST_INTERVIEW_MESSAGE
  }
  const d = Number(v.duration)
  if (!v.duration.trim()) e.duration = PIPELINE_MESSAGES.required
  else if (!Number.isInteger(d) || d < 5 || d > 1440) e.duration = PIPELINE_MESSAGES.duration
  const emails = splitEmails(v.interviewers)
  if (emails.length > LIMITS.interviewers) e.interviewers = PIPELINE_MESSAGES.tooManyInterviewers
  else if (emails.some((m) => !isEmail(m))) e.interviewers = PIPELINE_MESSAGES.email
  put(e, 'interviewTitle', textProblem(v.interviewTitle, LIMITS.shortText))
  put(e, 'location', textProblem(v.location, LIMITS.postingLink))
  put(e, 'notes', textProblem(v.notes, LIMITS.notes))
  return e
}

export interface RequestInfoValues {
  questionIds: string[]
  notes: string
}

export function validateRequestInfo(v: RequestInfoValues): Errors<'questionIds' | 'notes'> {
  const e: Errors<'questionIds' | 'notes'> = {}
  if (v.questionIds.length === 0 && !v.notes.trim()) e.questionIds = 'Please select a question or write a note.'
  else if (v.questionIds.length > 10) e.questionIds = PIPELINE_MESSAGES.tooManyQuestions
  put(e, 'notes', textProblem(v.notes, LIMITS.notes))
  return e
}

export function validateMessage(
  v: { subject?: string; message: string },
  { subject, max }: { subject: boolean; max: number },
): Errors<'subject' | 'message'> {
  const e: Errors<'subject' | 'message'> = {}
  if (subject) {
    if (!v.subject?.trim()) e.subject = PIPELINE_MESSAGES.required
    else put(e, 'subject', textProblem(v.subject, LIMITS.emailSubject))
  }
  if (!v.message.trim()) e.message = PIPELINE_MESSAGES.required
  else put(e, 'message', textProblem(v.message, max))
  return e
}
