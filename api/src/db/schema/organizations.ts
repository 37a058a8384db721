/**
 * Organizations (every company: clients, candidates' employers, target companies), the client
 * account that makes an organization a client, its contacts, notes, favourites and culture media.
 * Spec: 002 §3 "Organization", "Client contact", "Client list", "Culture media", company types;
 * 002 §7 "Clients and client reports", "Organizations and culture media".
 */

import { COMPANY_TYPES, CULTURE_MEDIA_TYPES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, emptyUuidArray, oneOf, timestamps, uuidPk } from './columns'
import { mediaTable } from './media'
import { citiesTable, listOfValuesTable, usStatesTable } from './reference'
import { usersTable } from './users'

export const organizationsTable = pgTable(
  'organizations',
  {
    id: uuidPk(),
    name: text().notNull(),
    websiteUrl: text(),
    /** Company page on the professional network (company/school/showcase URL pattern). */
    linkedinUrl: text(),
    aboutHtml: text(),
    /** E.164; the UI drops the leading +1. */
    phone: text(),
    industryId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    companySizeId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    fundingRoundId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    crunchbaseStatusId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    targetMarketId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    /** `benefit` list-of-values ids. */
    benefitIds: uuid().array().notNull().default(emptyUuidArray),
    /** Total funding in whole currency units (the UI enters 1 to 9999 M). */
    totalFunding: bigint({ mode: 'number' }),
    yearFounded: smallint(),
    cityId: text().references(() => citiesTable.id, { onDelete: 'restrict' }),
    stateId: text().references(() => usStatesTable.id, { onDelete: 'restrict' }),
    logoMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    coverMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    pronunciationAudioMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    salesforceId: text(),
    createdBy: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('organizations_year_founded_check', sql`${t.yearFounded} >= 1000`),
    check('organizations_total_funding_check', sql`${t.totalFunding} >= 0`),
    // guest/organizations, unique-organizations autocomplete: WHERE lower(name) LIKE 'acm%'
    index('organizations_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // client list and organization search by any part of the name: WHERE name ILIKE '%cloud%' (pg_trgm)
    index('organizations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // similar-organizations: WHERE industry_id = $1 [AND company_size_id = $2]
    index('organizations_industry_size_idx').on(t.industryId, t.companySizeId),
  ],
)
export type OrganizationRow = typeof organizationsTable.$inferSelect
export type NewOrganizationRow = typeof organizationsTable.$inferInsert

/**
 * What makes an organization a client (one row per client organization; its id is the
 * organization's id, so `client/{id}` and `organizations/{id}` name the same company).
 */
export const clientAccountsTable = pgTable(
  'client_accounts',
  {
    organizationId: uuid()
      .primaryKey()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    /** PATCH client/{id}/status. */
    isActive: boolean().notNull().default(true),
    companyType: text({ enum: COMPANY_TYPES }).notNull().default('permanent'),
    /** Default fee percentage for the client's new jobs. */
    feePercentage: numeric({ precision: 5, scale: 2, mode: 'number' }),
    kickoffDate: date(),
    accountManagerId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    businessDevelopmentId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    branchId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    assignedBranchId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    accountStatusId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    /** Sourcing and sales-team notes (000 §5: 32000 characters). */
    sourcingNotes: text(),
    salesTeamNotes: text(),
    /** Anti-bias mode for the client's users who have not chosen for themselves (issue 37). */
    antiBiasDefault: boolean().notNull().default(false),
    createdBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('client_accounts_company_type_check', oneOf(t.companyType, COMPANY_TYPES)),
    check('client_accounts_fee_percentage_check', sql`${t.feePercentage} between 0 and 100`),
    // POST organizations/clients/list filters: WHERE is_active = $1 AND company_type = ANY($2)
    index('client_accounts_active_type_idx').on(t.isActive, t.companyType),
    // "my clients": WHERE account_manager_id = $1
    index('client_accounts_account_manager_idx').on(t.accountManagerId),
  ],
)
export type ClientAccountRow = typeof clientAccountsTable.$inferSelect
export type NewClientAccountRow = typeof clientAccountsTable.$inferInsert

/** favoriteByUsers of a client (000 §4 favourite toggle). */
export const clientFavoritesTable = pgTable(
  'client_favorites',
  {
    organizationId: uuid()
      .notNull()
      .references(() => clientAccountsTable.organizationId, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [
    // favoriteByUsers of listed clients: WHERE organization_id = ANY($1)
    primaryKey({ name: 'client_favorites_pk', columns: [t.organizationId, t.userId] }),
    // "my favourite clients" filter: WHERE user_id = $1
    index('client_favorites_user_idx').on(t.userId),
  ],
)
export type ClientFavoriteRow = typeof clientFavoritesTable.$inferSelect
export type NewClientFavoriteRow = typeof clientFavoritesTable.$inferInsert

/**
 * A client contact: a client user at an organization. Name, e-mail, phone, last login and
 * invite time live on the user; this row holds the contact's role at the company.
 */
export const clientContactsTable = pgTable(
  'client_contacts',
  {
    id: uuidPk(),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    title: text(),
    mobile: text(),
    /** `level` list of values. */
    levelId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    /** The contact's manager (contact card managerName). */
    managerContactId: uuid().references((): AnyPgColumn => clientContactsTable.id, { onDelete: 'set null' }),
    /** The provider user who owns the relationship. */
    ownerId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    linkedinUrl: text(),
    cityId: text().references(() => citiesTable.id, { onDelete: 'restrict' }),
    stateId: text().references(() => usStatesTable.id, { onDelete: 'restrict' }),
    viewJobDashboard: boolean().notNull().default(true),
    /** How often the contact opened candidate cards / full profiles. */
    cardViews: integer().notNull().default(0),
    profileViews: integer().notNull().default(0),
    noLongerAtCompany: boolean().notNull().default(false),
    canSource: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // GET client/{id}/user: WHERE organization_id = $1; and one contact row per user and company
    uniqueIndex('client_contacts_organization_user_uq').on(t.organizationId, t.userId),
    // the contact behind a signed-in client user: WHERE user_id = $1
    index('client_contacts_user_idx').on(t.userId),
    check('client_contacts_counts_check', sql`${t.cardViews} >= 0 and ${t.profileViews} >= 0`),
  ],
)
export type ClientContactRow = typeof clientContactsTable.$inferSelect
export type NewClientContactRow = typeof clientContactsTable.$inferInsert

/** Recruiters' notes on a client (GET/POST client/{id}/notes, PUT .../{noteId}). */
export const clientNotesTable = pgTable(
  'client_notes',
  {
    id: uuidPk(),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    body: text().notNull(),
    bodyHtml: text(),
    ...timestamps(),
  },
  (t) => [
    // GET client/{id}/notes: WHERE organization_id = $1 ORDER BY created_at DESC
    index('client_notes_organization_created_idx').on(t.organizationId, t.createdAt.desc()),
  ],
)
export type ClientNoteRow = typeof clientNotesTable.$inferSelect
export type NewClientNoteRow = typeof clientNotesTable.$inferInsert

/**
 * What a culture media item's link told us when it was added (002 §7 culture-media/meta): the
 * site's name and its preview image, shown until an uploaded thumbnail replaces it.
 */
export type CultureMediaMeta = {
  siteName?: string | null
  imageUrl?: string | null
  /** The link's own kind from its meta (page, video, audio, image). */
  linkKind?: string
}

/** Ordered culture media of an organization (images, video, audio, links). */
export const cultureMediaTable = pgTable(
  'culture_media',
  {
    id: uuidPk(),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    type: text({ enum: CULTURE_MEDIA_TYPES }).notNull(),
    /** The uploaded file; null for a link (e.g. a video URL). */
    mediaId: uuid().references(() => mediaTable.id, { onDelete: 'cascade' }),
    thumbnailMediaId: uuid().references(() => mediaTable.id, { onDelete: 'set null' }),
    url: text(),
    title: text(),
    description: text(),
    meta: jsonb().$type<CultureMediaMeta>().notNull().default({}),
    sortOrder: integer().notNull().default(0),
    createdBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('culture_media_source_check', sql`num_nonnulls(${t.mediaId}, ${t.url}) >= 1`),
    // GET organizations/{id}/culture-media: WHERE organization_id = $1 ORDER BY sort_order
    index('culture_media_organization_order_idx').on(t.organizationId, t.sortOrder),
  ],
)
export type CultureMediaRow = typeof cultureMediaTable.$inferSelect
export type NewCultureMediaRow = typeof cultureMediaTable.$inferInsert
