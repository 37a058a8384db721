/**
 * Saved search filters (the candidate list's saved filters and shared filter groups).
 * A job's own search filter is in jobs.ts (job_search_filters) and uses the same item shape.
 * Spec: 001 §3 "Saved search filter"; 001 §7 search/filters (groupName), search/saved-filters,
 * DELETE search/saved-filter/{id}; 001 §5 "Filter already exists".
 */
import { SEARCH_INDEX_NAMES, SEARCH_REINDEX_STATES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { oneOf, timestamps, tstz, uuidPk } from './columns'
import { usersTable } from './users'

/** One filter of a search (001 §3 "Filter item"). Option shapes depend on the filter key. */
export type FilterItem = {
  key: string
  selectedFilterOptions: unknown[]
  selectedSecondaryFilterOptions?: unknown[]
  filterGroups?: unknown[]
  additionalInformation?: Record<string, unknown>
}

export const savedFiltersTable = pgTable(
  'saved_filters',
  {
    id: uuidPk(),
    ownerId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** displayName. */
    name: text().notNull(),
    /** The screen or filter group the filter belongs to (GET search/filters?groupName=). */
    groupName: text().notNull().default('candidates'),
    filterItems: jsonb().$type<FilterItem[]>().notNull().default([]),
    /** Visible to every provider user, not only the owner. */
    isPublic: boolean().notNull().default(false),
    /** Others may change it (only meaningful when public). */
    isEditable: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // "Filter already exists": one name per owner and group, case-insensitive
    uniqueIndex('saved_filters_owner_group_name_uq').on(t.ownerId, t.groupName, sql`lower(${t.name})`),
    // GET search/saved-filters (public ones): WHERE group_name = $1 AND is_public
    index('saved_filters_group_public_idx').on(t.groupName).where(sql`${t.isPublic}`),
  ],
)
export type SavedFilterRow = typeof savedFiltersTable.$inferSelect
export type NewSavedFilterRow = typeof savedFiltersTable.$inferInsert

/**
 * Whole-index rebuilds asked for from the admin screen (POST sync-elastic-search/resync/{indexType}/all):
 * the outbox topic `search.reindex` runs them once, even across a crash, and writes progress here
 * so every API process can show it.
 */
export const searchReindexRunsTable = pgTable(
  'search_reindex_runs',
  {
    id: uuidPk(),
    indexType: text({ enum: SEARCH_INDEX_NAMES }).notNull(),
    state: text({ enum: SEARCH_REINDEX_STATES }).notNull().default('queued'),
    done: integer().notNull().default(0),
    total: integer(),
    error: text(),
    requestedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    startedAt: tstz(),
    finishedAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    check('search_reindex_runs_index_type_check', oneOf(t.indexType, SEARCH_INDEX_NAMES)),
    check('search_reindex_runs_state_check', oneOf(t.state, SEARCH_REINDEX_STATES)),
    // at most one rebuild of an index waiting or running
    uniqueIndex('search_reindex_runs_one_live_idx').on(t.indexType).where(sql`${t.state} in ('queued', 'running')`),
    index('search_reindex_runs_created_idx').on(t.indexType, t.createdAt.desc()),
  ],
)
export type SearchReindexRunRow = typeof searchReindexRunsTable.$inferSelect
