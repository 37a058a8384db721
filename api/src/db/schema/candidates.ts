/**
 * The candidate: the profile a job seeker (or a recruiter on their behalf) keeps, and what it
 * wishes for. Work history, education, skills, portfolio and demographics are in
 * candidate-profile.ts; recruiter-only data in candidate-internal.ts.
 * Spec: 001 §3 "Candidate card", "Candidate profile (full)", §4 "Candidate life-cycle";
 * 000 §3 search status, work arrangement, remote option.
 *
 * A candidate may exist without a user (a prospect added by a recruiter or the extension); the
 * user is created when they sign up or are invited. Contact fields live here (the profile);
 * the user row holds the login identity.
 */

import {
  CANDIDATE_SOURCES,
  REINBOUND_REQUEST_STATES,
  REMOTE_OPTIONS,
  SEARCH_STATUSES,
  WORK_ARRANGEMENTS,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { workExperiencesTable } from './candidate-profile'
import { allOf, createdAt, emptyTextArray, emptyUuidArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { mediaTable } from './media'
import { citiesTable, listOfValuesTable, usStatesTable } from './reference'
import { usersTable } from './users'

export const candidatesTable = pgTable(
  'candidates',
  {
    id: uuidPk(),
    /** The candidate's login (the spec's connectId); null for a prospect. */
    userId: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** Stored lower-cased. */
    email: text(),
    /** E.164 with +1 (added on creation, dropped for display). */
    phone: text(),
    /** Normalized profile URL (https://www.linkedin.com/in/<id>). */
    linkedinUrl: text(),
    salesforceId: text(),
    cityId: text().references(() => citiesTable.id, { onDelete: 'restrict' }),
    stateId: text().references(() => usStatesTable.id, { onDelete: 'restrict' }),
    /** ISO country code when outside the US. */
    countryCode: text(),
    searchStatus: text({ enum: SEARCH_STATUSES }),
    /** When the search status last changed (daysOnMarket). */
    searchStatusChangedAt: tstz(),
    genderPronounId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    aboutMe: text(),
    headlineWorkExperienceId: uuid().references((): AnyPgColumn => workExperiencesTable.id, {
      onDelete: 'set null',
    }),

    // Wishes, in whole currency units per year.
    desiredBaseSalary: integer(),
    desiredOte: integer(),
    desiredVariable: integer(),
    isSalaryConfidential: boolean().notNull().default(false),
    /** availableRemotely: yes, no, remoteOnly. */
    remoteOption: text({ enum: REMOTE_OPTIONS }),
    sponsorshipRequired: boolean(),
    /** Work arrangements the candidate accepts (Fully Remote, 1-2 days/week, 3-4 days/week, Fully at Office). */
    workArrangements: text({ enum: WORK_ARRANGEMENTS }).array().notNull().default(emptyTextArray),
    /** `preferredOfficeHours` list-of-values ids (at least one when not fully remote). */
    preferredOfficeHourIds: uuid().array().notNull().default(emptyUuidArray),

    // Media.
    pictureMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    resumeMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    pitchedVideoMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    pronunciationAudioMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),

    /** Cached profilePercentage (0-100), recomputed on every profile write. */
    profileCompletion: smallint().notNull().default(0),
    source: text({ enum: CANDIDATE_SOURCES }),
    /** Marked for deletion; purged 30 days later unless restored (see candidate_deletions). */
    toBeDeletedAt: tstz(),
    deleteReasonId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    lastCalendarUpdateRequestAt: tstz(),
    /** PUT candidates/dashboard/lastViewed: feed items after this are new. */
    dashboardLastViewedAt: tstz(),
    createdBy: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('candidates_search_status_check', oneOf(t.searchStatus, SEARCH_STATUSES)),
    check('candidates_remote_option_check', oneOf(t.remoteOption, REMOTE_OPTIONS)),
    check('candidates_work_arrangements_check', allOf(t.workArrangements, WORK_ARRANGEMENTS)),
    check(
      'candidates_salary_check',
      sql`${t.desiredBaseSalary} >= 0 and ${t.desiredOte} >= 0 and ${t.desiredVariable} >= 0`,
    ),
    // salaryGreaterThanOTE: base salary must be below OTE when both are given
    check('candidates_salary_below_ote_check', sql`${t.desiredBaseSalary} < ${t.desiredOte}`),
    check('candidates_profile_completion_check', sql`${t.profileCompletion} between 0 and 100`),
    // the signed-in candidate: WHERE user_id = $1 (one candidate per user)
    uniqueIndex('candidates_user_uq').on(t.userId),
    // duplicate check, check-availability, inbound matching: WHERE lower(email) = lower($1)
    uniqueIndex('candidates_email_uq').on(sql`lower(${t.email})`),
    // extension on a profile page: WHERE linkedin_url = $1
    uniqueIndex('candidates_linkedin_url_uq').on(t.linkedinUrl),
    // purge job: WHERE to_be_deleted_at < now() - interval '30 days'
    index('candidates_to_be_deleted_idx').on(t.toBeDeletedAt).where(sql`${t.toBeDeletedAt} is not null`),
    // location filters and eligibility (within 25 miles of a job's city): WHERE city_id = ANY($1)
    index('candidates_city_idx').on(t.cityId),
    // possible duplicates (identity service): WHERE similarity(lower(first_name || ' ' || last_name), $1) >= 0.6
    index('candidates_full_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
)
export type CandidateRow = typeof candidatesTable.$inferSelect
export type NewCandidateRow = typeof candidatesTable.$inferInsert

/** interestedCities / interestedLocations (001 §5: at most 5), in the candidate's order. */
export const candidateInterestedCitiesTable = pgTable(
  'candidate_interested_cities',
  {
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    cityId: text()
      .notNull()
      .references(() => citiesTable.id, { onDelete: 'restrict' }),
    sortOrder: smallint().notNull().default(0),
    ...createdAt(),
  },
  (t) => [
    // a candidate's cities: WHERE candidate_id = $1 ORDER BY sort_order
    primaryKey({ name: 'candidate_interested_cities_pk', columns: [t.candidateId, t.cityId] }),
    // candidates open to a job's cities (eligibility, filters): WHERE city_id = ANY($1)
    index('candidate_interested_cities_city_idx').on(t.cityId),
  ],
)
export type CandidateInterestedCityRow = typeof candidateInterestedCitiesTable.$inferSelect
export type NewCandidateInterestedCityRow = typeof candidateInterestedCitiesTable.$inferInsert

/** desiredPositions: `position` list-of-values rows (category via the value's parent). */
export const candidateDesiredPositionsTable = pgTable(
  'candidate_desired_positions',
  {
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    positionId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    sortOrder: smallint().notNull().default(0),
    ...createdAt(),
  },
  (t) => [
    // a candidate's positions: WHERE candidate_id = $1
    primaryKey({ name: 'candidate_desired_positions_pk', columns: [t.candidateId, t.positionId] }),
    // candidates wanting a job's position (matching, comp engine): WHERE position_id = $1
    index('candidate_desired_positions_position_idx').on(t.positionId),
  ],
)
export type CandidateDesiredPositionRow = typeof candidateDesiredPositionsTable.$inferSelect
export type NewCandidateDesiredPositionRow = typeof candidateDesiredPositionsTable.$inferInsert

/** Re-inbound requests (001 §4: sent or updated, then cancelled). */
export const candidateReinboundRequestsTable = pgTable(
  'candidate_reinbound_requests',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    state: text({ enum: REINBOUND_REQUEST_STATES }).notNull().default('open'),
    notes: text(),
    cancelledAt: tstz(),
    handledAt: tstz(),
    handledBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // the dashboard's re-inbound area / PATCH upsert: WHERE candidate_id = $1 AND state = 'open' (at most one)
    uniqueIndex('candidate_reinbound_requests_open_uq').on(t.candidateId).where(sql`${t.state} = 'open'`),
    // recruiters' queue of open requests: WHERE state = 'open' ORDER BY created_at
    index('candidate_reinbound_requests_state_created_idx').on(t.state, t.createdAt),
  ],
)
export type CandidateReinboundRequestRow = typeof candidateReinboundRequestsTable.$inferSelect
export type NewCandidateReinboundRequestRow = typeof candidateReinboundRequestsTable.$inferInsert
