/**
 * Interviews of a candidate in a job, their interviewers and feedback, the offers tracked and
 * the hire; plus users' availability for scheduling.
 * Spec: 000 §3 "Interview schedule", "Track-offer data", "Move-to-hired data", interview types,
 * save modes, notification audience; 002 §3 "Interview and meetings"; 000 §5 (track-offer base
 * and OTE 10000 to 1000000); 000 §9 (interview defaults 9:00 AM, 30 minutes; 15 interviewers;
 * star rating max 5).
 */

import {
  CALENDAR_SYNC_STATES,
  INTERVIEW_NOTIFICATION_AUDIENCES,
  INTERVIEW_RECOMMENDATIONS,
  INTERVIEW_RESPONSES,
  INTERVIEW_SAVE_MODES,
  INTERVIEW_SOURCES,
  INTERVIEW_STATES,
  INTERVIEW_TYPES,
  MEETING_METHODS,
} from '@quota/shared/domain/enums'
import { INTERVIEW_REMINDER_KINDS } from '@quota/shared/domain/interview-schedule/reminders'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, oneOf, timestamps, tstz, uuidPk } from './columns'
import { jobCandidatesTable } from './job-stages'
import { jobsTable } from './jobs'
import { listOfValuesTable } from './reference'
import { usersTable } from './users'

const userRef = () => uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' })

export const interviewsTable = pgTable(
  'interviews',
  {
    id: uuidPk(),
    jobCandidateId: uuid()
      .notNull()
      .references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    /** Copies of the row's keys for calendar and report queries. */
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    type: text({ enum: INTERVIEW_TYPES }).notNull().default('video'),
    /** interviewTitle. */
    title: text(),
    /** 1 for the first round ("Pending 2nd round" uses it). */
    round: smallint().notNull().default(1),
    /** interviewDateTime; interviewDate and interviewTime derive from it in `timezone`. */
    startsAt: tstz().notNull(),
    durationMinutes: smallint().notNull().default(30),
    /** interviewTimezone (IANA). */
    timezone: text().notNull(),
    notes: text(),
    location: text(),
    /** calendarInviteRecipients. */
    notificationAudience: text({ enum: INTERVIEW_NOTIFICATION_AUDIENCES }).notNull().default('all'),
    saveMode: text({ enum: INTERVIEW_SAVE_MODES }).notNull().default('send'),
    meetingMethod: text({ enum: MEETING_METHODS }).notNull().default('zoom'),
    meetingId: text(),
    meetingUrl: text(),
    /** meetingIntegrationBy: whose calendar / meeting integration created it. */
    meetingIntegrationBy: userRef(),
    isActiveMeetingIntegration: boolean().notNull().default(false),
    isPersonalMeetingLink: boolean().notNull().default(false),
    source: text({ enum: INTERVIEW_SOURCES }).notNull().default('quota'),
    /** The ATS's interview id and time as the ATS reported it (atsInterviewTime). */
    atsInterviewId: text(),
    atsInterviewTime: text(),
    state: text({ enum: INTERVIEW_STATES }).notNull().default('scheduled'),
    /** The invitation's SEQUENCE (RFC 5545): 0 when scheduled, raised by every reschedule and the cancel. */
    sequence: integer().notNull().default(0),
    cancelledAt: tstz(),
    cancelledBy: userRef(),
    candidateResponse: text({ enum: INTERVIEW_RESPONSES }).notNull().default('pending'),
    candidateRespondedAt: tstz(),
    /** What the candidate wrote with the answer (why they decline, which times suit them). */
    candidateResponseNote: text(),
    createdBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check('interviews_type_check', oneOf(t.type, INTERVIEW_TYPES)),
    check('interviews_notification_audience_check', oneOf(t.notificationAudience, INTERVIEW_NOTIFICATION_AUDIENCES)),
    check('interviews_save_mode_check', oneOf(t.saveMode, INTERVIEW_SAVE_MODES)),
    check('interviews_duration_check', sql`${t.durationMinutes} between 5 and 1440`),
    check('interviews_round_check', sql`${t.round} >= 1`),
    check('interviews_candidate_response_check', oneOf(t.candidateResponse, INTERVIEW_RESPONSES)),
    check('interviews_candidate_response_note_check', sql`length(${t.candidateResponseNote}) <= 2000`),
    // candidate's interviews in a job (label "Pending {round} round", schedule tab): WHERE job_candidate_id = $1 ORDER BY starts_at
    index('interviews_job_candidate_starts_idx').on(t.jobCandidateId, t.startsAt),
    // Scheduled Interviews table and interview report per job: WHERE job_id = ANY($1) AND starts_at BETWEEN ...
    index('interviews_job_starts_idx').on(t.jobId, t.startsAt),
    // candidate's calendar tab: WHERE candidate_id = $1 AND starts_at >= $2
    index('interviews_candidate_starts_idx').on(t.candidateId, t.startsAt),
    // ATS sync: WHERE ats_interview_id = $1
    index('interviews_ats_idx').on(t.atsInterviewId).where(sql`${t.atsInterviewId} is not null`),
  ],
)
export type InterviewRow = typeof interviewsTable.$inferSelect
export type NewInterviewRow = typeof interviewsTable.$inferInsert

/** Interviewers of an interview (at most 15): users, or outside people by e-mail. */
export const interviewInterviewersTable = pgTable(
  'interview_interviewers',
  {
    id: uuidPk(),
    interviewId: uuid()
      .notNull()
      .references(() => interviewsTable.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** Lower-cased; the invite goes here. */
    email: text().notNull(),
    name: text(),
    /**
     * The interview in this interviewer's connected calendar (calendar.interview): the outcome of
     * the last write, for which SEQUENCE, and why not when it was not written. Null: not tried yet.
     */
    calendarSyncState: text({ enum: CALENDAR_SYNC_STATES }),
    calendarSyncSequence: integer(),
    calendarSyncNote: text(),
    calendarSyncedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // an interview's interviewers, no duplicates: WHERE interview_id = $1
    unique('interview_interviewers_interview_email_uq').on(t.interviewId, t.email),
    // interview report "By Interviewer", a user's interviews: WHERE user_id = $1
    index('interview_interviewers_user_idx').on(t.userId),
  ],
)
export type InterviewInterviewerRow = typeof interviewInterviewersTable.$inferSelect
export type NewInterviewInterviewerRow = typeof interviewInterviewersTable.$inferInsert

/** Answers to the job's interview questions (`job_interview_questions` ids -> stars and words). */
export type InterviewFeedbackAnswers = Record<string, { rating?: number; comment?: string }>

/**
 * The job's interview questions each interviewer answers in their feedback. A question taken off
 * the list keeps its row (removedAt) so the answers already given still read and summarize.
 */
export const jobInterviewQuestionsTable = pgTable(
  'job_interview_questions',
  {
    id: uuidPk(),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    position: smallint().notNull().default(0),
    createdBy: userRef(),
    removedAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    check('job_interview_questions_text_check', sql`length(${t.text}) between 1 and 500`),
    // the job's live questions in order: WHERE job_id = $1 AND removed_at IS NULL ORDER BY position
    index('job_interview_questions_job_idx').on(t.jobId, t.position),
  ],
)
export type JobInterviewQuestionRow = typeof jobInterviewQuestionsTable.$inferSelect
export type NewJobInterviewQuestionRow = typeof jobInterviewQuestionsTable.$inferInsert

/**
 * Interview feedback: one per interviewer and interview, edited in place by its author
 * (PUT interviews/{id}/feedback; GET interview-feedback/summary/questions; the interview report).
 */
export const interviewFeedbackTable = pgTable(
  'interview_feedback',
  {
    id: uuidPk(),
    interviewId: uuid()
      .notNull()
      .references(() => interviewsTable.id, { onDelete: 'cascade' }),
    jobCandidateId: uuid()
      .notNull()
      .references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    authorId: userRef(),
    /** An outside interviewer's lower-cased address (no Quota account; wrote through a mailed link). */
    authorEmail: text(),
    /** Star rating 1 to 5. */
    rating: smallint(),
    /** The interviewer's overall recommendation (strongNo, no, yes, strongYes). */
    recommendation: text({ enum: INTERVIEW_RECOMMENDATIONS }),
    answers: jsonb().$type<InterviewFeedbackAnswers>().notNull().default({}),
    notes: text(),
    ...timestamps(),
  },
  (t) => [
    check('interview_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check('interview_feedback_recommendation_check', oneOf(t.recommendation, INTERVIEW_RECOMMENDATIONS)),
    check('interview_feedback_notes_check', sql`length(${t.notes}) <= 4000`),
    // one feedback per interviewer and interview
    uniqueIndex('interview_feedback_interview_author_uq').on(t.interviewId, t.authorId),
    // one feedback per outside interviewer's address and interview
    uniqueIndex('interview_feedback_interview_author_email_uq').on(t.interviewId, t.authorEmail),
    // feedback summary of a candidate in a job: WHERE job_candidate_id = $1
    index('interview_feedback_job_candidate_idx').on(t.jobCandidateId),
  ],
)
export type InterviewFeedbackRow = typeof interviewFeedbackTable.$inferSelect
export type NewInterviewFeedbackRow = typeof interviewFeedbackTable.$inferInsert

/**
 * Reminders sent about an interview (shared/domain/interview-schedule/reminders.ts): one row per
 * kind, person and invitation SEQUENCE, written in the transaction that queues the mail, so a
 * reminder goes once however many processes look for due ones.
 */
export const interviewRemindersTable = pgTable(
  'interview_reminders',
  {
    id: uuidPk(),
    interviewId: uuid()
      .notNull()
      .references(() => interviewsTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: INTERVIEW_REMINDER_KINDS }).notNull(),
    sequence: integer().notNull(),
    /** Lower-cased recipient. */
    email: text().notNull(),
    ...createdAt(),
  },
  (t) => [
    check('interview_reminders_kind_check', oneOf(t.kind, INTERVIEW_REMINDER_KINDS)),
    // once per kind, person and version: INSERT ... ON CONFLICT DO NOTHING
    unique('interview_reminders_once_uq').on(t.interviewId, t.kind, t.sequence, t.email),
  ],
)
export type InterviewReminderRow = typeof interviewRemindersTable.$inferSelect

/**
 * Offers (trackOffer, updateOffer). Each update supersedes the previous row, so the offer
 * history stays; the live offer is the one with supersededAt null.
 */
export const offersTable = pgTable(
  'offers',
  {
    id: uuidPk(),
    jobCandidateId: uuid()
      .notNull()
      .references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** `offerType` value. */
    offerTypeId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    /** Whole currency units per year. */
    salary: integer(),
    ote: integer(),
    additionalInfoNotes: text(),
    supersededAt: tstz(),
    createdBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check(
      'offers_salary_range_check',
      sql`${t.salary} between 10000 and 1000000 and ${t.ote} between 10000 and 1000000`,
    ),
    check('offers_salary_below_ote_check', sql`${t.salary} < ${t.ote}`),
    // the live offer of a candidate in a job (at most one): WHERE job_candidate_id = $1 AND superseded_at IS NULL
    uniqueIndex('offers_live_uq').on(t.jobCandidateId).where(sql`${t.supersededAt} is null`),
    // offers of a job (reports): WHERE job_id = $1
    index('offers_job_idx').on(t.jobId),
  ],
)
export type OfferRow = typeof offersTable.$inferSelect
export type NewOfferRow = typeof offersTable.$inferInsert

/** The hire (moveToHired): the offer stage accepted, with its final terms. */
export const hiresTable = pgTable(
  'hires',
  {
    id: uuidPk(),
    jobCandidateId: uuid()
      .notNull()
      .references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    offerId: uuid().references(() => offersTable.id, { onDelete: 'set null' }),
    joiningDate: date(),
    hiredNotes: text(),
    salary: integer(),
    ote: integer(),
    stockOptions: text(),
    createdBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check('hires_salary_below_ote_check', sql`${t.salary} < ${t.ote}`),
    // the hire of a candidate in a job (one at most): WHERE job_candidate_id = $1
    uniqueIndex('hires_job_candidate_uq').on(t.jobCandidateId),
    // compensation engine (placements of the last 6 months): WHERE created_at > now() - interval '6 months'
    index('hires_created_idx').on(t.createdAt),
    // hires of a job (openings left, reports): WHERE job_id = $1
    index('hires_job_idx').on(t.jobId),
  ],
)
export type HireRow = typeof hiresTable.$inferSelect
export type NewHireRow = typeof hiresTable.$inferInsert

/**
 * Time slots a user (mostly a candidate) offers for interviews (GET users/{id}/availability;
 * hasCalendarAvailability; the window is 7 days).
 */
export const userAvailabilitySlotsTable = pgTable(
  'user_availability_slots',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    startsAt: tstz().notNull(),
    endsAt: tstz().notNull(),
    ...createdAt(),
  },
  (t) => [
    check('user_availability_slots_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    // GET users/{id}/availability for the next 7 days: WHERE user_id = $1 AND ends_at > now() ORDER BY starts_at
    index('user_availability_slots_user_starts_idx').on(t.userId, t.startsAt),
  ],
)
export type UserAvailabilitySlotRow = typeof userAvailabilitySlotsTable.$inferSelect
export type NewUserAvailabilitySlotRow = typeof userAvailabilitySlotsTable.$inferInsert
