/**
 * Admin registers guarded by their own permission keys (spec 000 §6, issue 20 item 11). The
 * e-mail whitelist lives with the configurations (configurations.ts); next-gen filters are the
 * job's own flag (jobs.is_next_gen_filters_enabled).
 * - location_mappings (manage-location-mappings): a free-typed location ("Bay Area", "NYC") and
 *   the city it stands for; the city search offers the mapped city first.
 * - compensation_estimate_mappings (manage-compensation-estimates-mappings): a free-typed job
 *   title and the position it counts as in the compensation engine's current-role figures.
 * - job_linkedin_projects (manage-linkedIn-projects): professional-network project URLs
 *   (`talent/hire`) kept per job.
 */
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, uuidPk } from './columns'
import { jobsTable } from './jobs'
import { citiesTable, listOfValuesTable } from './reference'
import { usersTable } from './users'

const createdBy = () => uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' })

export const locationMappingsTable = pgTable(
  'location_mappings',
  {
    id: uuidPk(),
    /** As typed, trimmed; compared case-insensitively. */
    term: text().notNull(),
    cityId: text()
      .notNull()
      .references(() => citiesTable.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    ...createdAt(),
  },
  (t) => [uniqueIndex('location_mappings_term_uq').on(sql`lower(${t.term})`)],
)
export type LocationMappingRow = typeof locationMappingsTable.$inferSelect

export const compensationEstimateMappingsTable = pgTable(
  'compensation_estimate_mappings',
  {
    id: uuidPk(),
    /** A job title as candidates type it, trimmed; compared case-insensitively. */
    title: text().notNull(),
    positionId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    ...createdAt(),
  },
  (t) => [
    uniqueIndex('compensation_estimate_mappings_title_uq').on(sql`lower(${t.title})`),
    index('compensation_estimate_mappings_position_idx').on(t.positionId),
  ],
)
export type CompensationEstimateMappingRow = typeof compensationEstimateMappingsTable.$inferSelect

export const jobLinkedInProjectsTable = pgTable(
  'job_linkedin_projects',
  {
    id: uuidPk(),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    createdBy: createdBy(),
    ...createdAt(),
  },
  (t) => [unique('job_linkedin_projects_job_url_uq').on(t.jobId, t.url)],
)
export type JobLinkedInProjectRow = typeof jobLinkedInProjectsTable.$inferSelect
