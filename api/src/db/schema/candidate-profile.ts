/**
 * What a candidate shows of themselves: work experience (with its role-dependent details
 * block), education, skills, portfolio, and demographics (kept apart, behind the
 * demographic-filter permission).
 * Spec: 001 §3 "Work experience", "Education", "Portfolio item", lists of values by key;
 * 001 §5 (limits: 3 sold-into levels and departments, 6 responsibilities, 3 client verticals,
 * 5 notable accounts, 10 portfolio items; team size and ARR 0-999).
 */

import { PORTFOLIO_ITEM_TYPES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, emptyUuidArray, timestamps, uuidPk } from './columns'
import { jobsTable } from './jobs'
import { mediaTable } from './media'
import { organizationsTable } from './organizations'
import { citiesTable, listOfValuesTable, usStatesTable } from './reference'

/** A list-of-values reference that must stay valid: used values are deactivated, never deleted. */
const lov = () => uuid().references((): AnyPgColumn => listOfValuesTable.id, { onDelete: 'restrict' })

export const workExperiencesTable = pgTable(
  'work_experiences',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references((): AnyPgColumn => candidatesTable.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** `workExperienceTitle` value when the title was picked from the list. */
    titleId: lov(),
    /** The employer (company {id, name}). */
    organizationId: uuid().references((): AnyPgColumn => organizationsTable.id, { onDelete: 'set null' }),
    /** Employer name as entered, kept if the organization is merged or removed. */
    companyName: text(),
    /** First day of the start month (fromMonth/fromYear derive from it). */
    fromDate: date(),
    /** First day of the end month; null while current. */
    toDate: date(),
    isCurrent: boolean().notNull().default(false),
    description: text(),
    descriptionHtml: text(),
    /** The `position` this role maps to; decides which details apply. */
    desiredPositionId: lov(),
    cityId: text().references(() => citiesTable.id, { onDelete: 'restrict' }),
    stateId: text().references(() => usStatesTable.id, { onDelete: 'restrict' }),
    workFromHome: boolean().notNull().default(false),
    travel: boolean().notNull().default(false),
    /** The job this role was a placement for. */
    jobId: uuid().references((): AnyPgColumn => jobsTable.id, { onDelete: 'set null' }),
    /** Compensation in whole currency units per year. */
    salary: integer(),
    ote: integer(),
    variable: integer(),
    /** Do not contact this employer about the candidate. */
    doNotContact: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // marking current workplace clears the end date (001 §5)
    check('work_experiences_current_check', sql`not ${t.isCurrent} or ${t.toDate} is null`),
    check('work_experiences_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
    check('work_experiences_pay_check', sql`${t.salary} >= 0 and ${t.ote} >= 0 and ${t.variable} >= 0`),
    check('work_experiences_salary_below_ote_check', sql`${t.salary} < ${t.ote}`),
    // profile work-experience tab: WHERE candidate_id = $1 ORDER BY is_current DESC, from_date DESC
    index('work_experiences_candidate_from_idx').on(t.candidateId, t.fromDate.desc()),
    // target companies / "worked at" filters: WHERE organization_id = ANY($1)
    index('work_experiences_organization_idx').on(t.organizationId),
    // GET candidates/work-experience/job/{jobId}: WHERE job_id = $1
    index('work_experiences_job_idx').on(t.jobId),
    // compensation engine benchmarks by position: WHERE desired_position_id = ANY($1) AND salary IS NOT NULL
    index('work_experiences_position_idx').on(t.desiredPositionId),
  ],
)
export type WorkExperienceRow = typeof workExperiencesTable.$inferSelect
export type NewWorkExperienceRow = typeof workExperiencesTable.$inferInsert

/**
 * The role-dependent details block of a work experience (one row per experience). Which fields
 * apply depends on the experience's position; all are optional. Single picks reference a list
 * of values; multi picks are arrays of list-of-values ids.
 */
export const workExperienceDetailsTable = pgTable(
  'work_experience_details',
  {
    workExperienceId: uuid()
      .primaryKey()
      .references(() => workExperiencesTable.id, { onDelete: 'cascade' }),
    averageDealSizeId: lov(),
    averageDealCycleId: lov(),
    annualQuotaId: lov(),
    annualTeamQuotaId: lov(),
    /** `netBusinessQuota` list. */
    netNewBusinessId: lov(),
    bookOfBusinessId: lov(),
    averageNumberOfAccountsId: lov(),
    measuredById: lov(),
    monthlyQualifiedMeetingsQuotaId: lov(),
    annualPipelineQuotaId: lov(),
    teamsManagedId: lov(),
    highestLevelManagedId: lov(),
    reportedIntoId: lov(),
    /** Percent of quota attained (may exceed 100). */
    quotaAttainment: smallint(),
    /** Revenue quota in whole currency units. */
    revenueQuota: bigint({ mode: 'number' }),
    /** `customerSize` ids. */
    customerSizeIds: uuid().array().notNull().default(emptyUuidArray),
    /** `soldIntoLevel` ids, at most 3. */
    soldIntoLevelIds: uuid().array().notNull().default(emptyUuidArray),
    /** `soldIntoDepartment` ids, at most 3. */
    soldIntoDepartmentIds: uuid().array().notNull().default(emptyUuidArray),
    /** `industry` ids the candidate sold into, at most 3. */
    clientVerticalIds: uuid().array().notNull().default(emptyUuidArray),
    /** `responsibility` ids, at most 6. */
    responsibilityIds: uuid().array().notNull().default(emptyUuidArray),
    /** `salesMethodologies` ids. */
    salesMethodologyIds: uuid().array().notNull().default(emptyUuidArray),
    presidentsClub: boolean(),
    /** Percent retention achieved. */
    achievedRetention: smallint(),
    /** Inbound vs outbound mix sliders, percent (default 50 each). */
    leadSource: smallint().default(50),
    outReach: smallint().default(50),
    teamRank: smallint(),
    teamSize: smallint(),
    teamSizeMin: smallint(),
    teamSizeMax: smallint(),
    /** Team ARR range in whole currency units. */
    teamArrMin: bigint({ mode: 'number' }),
    teamArrMax: bigint({ mode: 'number' }),
    managedRemoteTeams: boolean(),
    builtPlaybook: boolean(),
    noOfReposPromoted: smallint(),
    salesPrePost: text(),
    ...timestamps(),
  },
  (t) => [
    check('work_experience_details_sold_into_levels_check', sql`cardinality(${t.soldIntoLevelIds}) <= 3`),
    check('work_experience_details_sold_into_departments_check', sql`cardinality(${t.soldIntoDepartmentIds}) <= 3`),
    check('work_experience_details_client_verticals_check', sql`cardinality(${t.clientVerticalIds}) <= 3`),
    check('work_experience_details_responsibilities_check', sql`cardinality(${t.responsibilityIds}) <= 6`),
    check(
      'work_experience_details_percent_check',
      sql`${t.leadSource} between 0 and 100 and ${t.outReach} between 0 and 100 and ${t.achievedRetention} between 0 and 100 and ${t.quotaAttainment} >= 0`,
    ),
    check(
      'work_experience_details_team_check',
      sql`${t.teamSize} between 0 and 999 and ${t.teamSizeMin} between 0 and 999 and ${t.teamSizeMax} between 0 and 999 and ${t.teamSizeMin} <= ${t.teamSizeMax} and ${t.teamArrMin} >= 0 and ${t.teamArrMin} <= ${t.teamArrMax}`,
    ),
  ],
)
export type WorkExperienceDetailsRow = typeof workExperienceDetailsTable.$inferSelect
export type NewWorkExperienceDetailsRow = typeof workExperienceDetailsTable.$inferInsert

/** Notable accounts of a work experience (companies sold to; at most 5). */
export const workExperienceNotableAccountsTable = pgTable(
  'work_experience_notable_accounts',
  {
    workExperienceId: uuid()
      .notNull()
      .references(() => workExperiencesTable.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [
    // an experience's accounts: WHERE work_experience_id = $1 ("Notable account already selected" = PK)
    primaryKey({
      name: 'work_experience_notable_accounts_pk',
      columns: [t.workExperienceId, t.organizationId],
    }),
    // candidates who sold to a company: WHERE organization_id = $1
    index('work_experience_notable_accounts_organization_idx').on(t.organizationId),
  ],
)
export type WorkExperienceNotableAccountRow = typeof workExperienceNotableAccountsTable.$inferSelect
export type NewWorkExperienceNotableAccountRow = typeof workExperienceNotableAccountsTable.$inferInsert

export const educationsTable = pgTable(
  'educations',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references((): AnyPgColumn => candidatesTable.id, { onDelete: 'cascade' }),
    school: text().notNull(),
    degreeId: lov(),
    fieldOfStudyId: lov(),
    /** Graduation year. */
    educationYear: smallint(),
    highlights: text(),
    highlightsHtml: text(),
    /** `extracurricularActivity` ids (shown as extracurricularActivities). */
    extracurricularActivityIds: uuid().array().notNull().default(emptyUuidArray),
    isHighlighted: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('educations_year_check', sql`${t.educationYear} between 1900 and 2200`),
    // profile education tab and lastEducation on cards: WHERE candidate_id = $1 ORDER BY education_year DESC
    index('educations_candidate_year_idx').on(t.candidateId, t.educationYear.desc()),
  ],
)
export type EducationRow = typeof educationsTable.$inferSelect
export type NewEducationRow = typeof educationsTable.$inferInsert

/** A candidate's skills (`skill` list of values; "Skill already exists" = the primary key). */
export const candidateSkillsTable = pgTable(
  'candidate_skills',
  {
    candidateId: uuid()
      .notNull()
      .references((): AnyPgColumn => candidatesTable.id, { onDelete: 'cascade' }),
    skillId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    sortOrder: smallint().notNull().default(0),
    ...createdAt(),
  },
  (t) => [
    // a candidate's skills: WHERE candidate_id = $1 ORDER BY sort_order
    primaryKey({ name: 'candidate_skills_pk', columns: [t.candidateId, t.skillId] }),
    // candidates with a job's skills: WHERE skill_id = ANY($1)
    index('candidate_skills_skill_idx').on(t.skillId),
  ],
)
export type CandidateSkillRow = typeof candidateSkillsTable.$inferSelect
export type NewCandidateSkillRow = typeof candidateSkillsTable.$inferInsert

/** Portfolio items, in the candidate's order (PUT candidates/{id}/portfolio/order; at most 10). */
export const portfolioItemsTable = pgTable(
  'portfolio_items',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references((): AnyPgColumn => candidatesTable.id, { onDelete: 'cascade' }),
    type: text({ enum: PORTFOLIO_ITEM_TYPES }).notNull(),
    /** Sanitised link (https:// prefixed). */
    url: text(),
    title: text().notNull(),
    description: text(),
    descriptionHtml: text(),
    /** The uploaded pdf or image (fileKey). */
    fileMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    /** Uploaded thumbnail (thumbnailKey), 16:9 or square. */
    thumbnailMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    /** Thumbnail found by portfolio/meta for a link. */
    thumbnailUrl: text(),
    sortOrder: smallint().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('portfolio_items_content_check', sql`num_nonnulls(${t.url}, ${t.fileMediaId}) >= 1`),
    // GET candidates/{id}/portfolio: WHERE candidate_id = $1 ORDER BY sort_order
    index('portfolio_items_candidate_order_idx').on(t.candidateId, t.sortOrder),
  ],
)
export type PortfolioItemRow = typeof portfolioItemsTable.$inferSelect
export type NewPortfolioItemRow = typeof portfolioItemsTable.$inferInsert

/**
 * Demographics, in their own table so that only code holding the demographic-filter permission
 * reads them (and no profile query picks them up by accident).
 */
export const candidateDemographicsTable = pgTable('candidate_demographics', {
  candidateId: uuid()
    .primaryKey()
    .references((): AnyPgColumn => candidatesTable.id, { onDelete: 'cascade' }),
  /** `race` ids (more than one may apply). */
  raceIds: uuid().array().notNull().default(emptyUuidArray),
  /** `age` group. */
  ageId: lov(),
  genderIdentityId: lov(),
  sexualOrientationId: lov(),
  militaryStatusId: lov(),
  ...timestamps(),
})
export type CandidateDemographicsRow = typeof candidateDemographicsTable.$inferSelect
export type NewCandidateDemographicsRow = typeof candidateDemographicsTable.$inferInsert
