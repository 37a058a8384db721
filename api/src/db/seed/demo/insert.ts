/**
 * Batched inserts for generated data: multi-row INSERTs of at most `CHUNK` rows (a few thousand
 * bound parameters each, well under PostgreSQL's 65535).
 */
import { identityKeys } from '@quota/shared/domain/candidates/identity'
import { is, SQL, sql } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import { type DbOrTx, rawRows } from '../../client'
import {
  candidateDemographicsTable,
  candidateDesiredPositionsTable,
  candidateIdentityKeysTable,
  candidateInterestedCitiesTable,
  candidateInternalProfilesTable,
  candidateSkillsTable,
  candidatesTable,
  educationsTable,
  organizationsTable,
  workExperienceDetailsTable,
  workExperiencesTable,
} from '../../schema'
import { EMPLOYERS, employerOrganizationId } from './companies'
import type { GeneratedCandidate } from './generate-candidates'
import { lov } from './lov'
import { stateIdOf } from './places'

export const CHUNK = 500

export async function insertChunked<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = CHUNK,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never)
  }
}

/** One value as PostgreSQL text input for a column of `type` (arrays as array literals). */
function toText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null
  if (type.endsWith('[]')) {
    const items = value as unknown[]
    return `{${items.map((item) => (item === null || item === undefined ? 'NULL' : `"${String(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`
  }
  if (value instanceof Date) return value.toISOString()
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value)
  return String(value)
}

/** A text[] literal of the given (already text) values. */
function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * Fast bulk insert for generated rows: one `INSERT ... SELECT FROM unnest(...)` per chunk with one
 * text-array parameter per column, so the driver serializes a few strings instead of thousands of
 * parameters (several times faster than a multi-row VALUES on both PGlite and postgres.js).
 * A null or missing value takes the column's default when it has one (as Drizzle does for
 * missing keys); columns no row sets are left to their defaults.
 */
export async function insertUnnest<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { size?: number; skipConflicts?: boolean } = {},
): Promise<{ ids: string[] }> {
  const ids: string[] = []
  const size = options.size ?? 5000
  for (let i = 0; i < rows.length; i += size) {
    const insert = unnestInsert(table, rows.slice(i, i + size))
    if (!insert) continue
    if (options.skipConflicts) {
      const inserted = await rawRows<{ id: string }>(db, sql`${insert} on conflict do nothing returning id`)
      for (const row of inserted) ids.push(row.id)
    } else {
      await db.execute(insert)
    }
  }
  return { ids }
}

/** The `INSERT ... SELECT FROM unnest(...)` statement of `rows` (null when there are none). */
export function unnestInsert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL | null {
  if (!rows.length) return null
  const config = getTableConfig(table)
  const records = rows as readonly Record<string, unknown>[]
  const columns = config.columns.filter((c: PgColumn) => !c.generated && records.some((r) => r[c.name] !== undefined))
  const name = (c: PgColumn) => (c.keyAsName ? snake(c.name) : c.name)
  const target = sql.join(
    columns.map((c) => sql.identifier(name(c))),
    sql`, `,
  )
  const selected = sql.join(
    columns.map((c, i) => {
      const type = sql.raw(c.getSQLType())
      const value = sql`${sql.identifier(`c${i}`)}::${type}`
      if (!c.hasDefault || c.default === undefined) return value
      const fallback = is(c.default, SQL) ? c.default : sql`${toText(c.default, c.getSQLType())}::${type}`
      return sql`coalesce(${value}, ${fallback})`
    }),
    sql`, `,
  )
  const aliases = sql.join(
    columns.map((_, i) => sql.identifier(`c${i}`)),
    sql`, `,
  )
  const arrays = sql.join(
    columns.map((c) => sql`${textArray(records.map((r) => toText(r[c.name], c.getSQLType())))}::text[]`),
    sql`, `,
  )
  return sql`insert into ${table} (${target}) select ${selected} from unnest(${arrays}) as u(${aliases})`
}

/** The fictional employers of generated work histories (idempotent). */
export async function seedEmployerOrganizations(db: DbOrTx): Promise<number> {
  const rows = EMPLOYERS.map((e) => ({
    id: employerOrganizationId(e.name),
    name: e.name,
    websiteUrl: `https://${e.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
    industryId: lov('industry', e.industry),
    companySizeId: lov('companySize', e.size),
    fundingRoundId: lov('fundingRounds', e.funding),
    crunchbaseStatusId: lov(
      'crunchbaseStatus',
      e.funding === 'publicCompany' ? 'publiclyTraded' : e.funding === 'acquired' ? 'acquired' : 'activePrivate',
    ),
    targetMarketId: lov('targetMarket', 'b2b'),
    yearFounded: e.founded,
    cityId: e.cityId,
    stateId: stateIdOf(e.cityId),
    aboutHtml: `<p>${e.name} makes ${e.product}.</p>`,
  }))
  const inserted = await db
    .insert(organizationsTable)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: organizationsTable.id })
  return inserted.length
}

export interface InsertCandidatesOptions {
  /**
   * Skip candidates that already exist (same id, e-mail or profile URL) and their rows, instead
   * of failing: re-running the generator with the same seed adds nothing.
   */
  skipExisting?: boolean
}

/** Inserts a batch of generated candidates with all their rows; answers how many were new. */
export async function insertCandidateBundles(
  db: DbOrTx,
  bundles: readonly GeneratedCandidate[],
  options: InsertCandidatesOptions = {},
): Promise<number> {
  if (!bundles.length) return 0
  let kept = bundles
  if (options.skipExisting) {
    // Skip candidates whose id, e-mail or profile URL is taken (index lookups, no table scan).
    const ids = textArray(bundles.map((b) => b.candidate.id))
    const emails = textArray(bundles.map((b) => b.candidate.email?.toLowerCase() ?? null))
    const urls = textArray(bundles.map((b) => b.candidate.linkedinUrl ?? null))
    // three lookups, each served by its unique index (an OR of the three may scan the table)
    const taken = [
      ...(await rawRows<{ id: string; email: string | null; linkedin_url: string | null }>(
        db,
        sql`select id, lower(email) as email, linkedin_url from ${candidatesTable} where id = any(${ids}::uuid[])`,
      )),
      ...(await rawRows<{ id: string; email: string | null; linkedin_url: string | null }>(
        db,
        sql`select id, lower(email) as email, linkedin_url from ${candidatesTable} where lower(email) = any(${emails}::text[])`,
      )),
      ...(await rawRows<{ id: string; email: string | null; linkedin_url: string | null }>(
        db,
        sql`select id, lower(email) as email, linkedin_url from ${candidatesTable} where linkedin_url = any(${urls}::text[])`,
      )),
    ]
    const takenIds = new Set(taken.map((t) => t.id))
    const takenEmails = new Set(taken.map((t) => t.email))
    const takenUrls = new Set(taken.map((t) => t.linkedin_url))
    kept = bundles.filter(
      (b) =>
        !takenIds.has(b.candidate.id) &&
        !takenEmails.has(b.candidate.email?.toLowerCase() ?? null) &&
        !takenUrls.has(b.candidate.linkedinUrl ?? null),
    )
    if (!kept.length) return 0
  }

  // Candidates and their work experiences refer to each other (the headline role): one statement
  // writes both, so each foreign key is checked at its end, when both sides exist.
  for (let i = 0; i < kept.length; i += 2000) {
    const chunk = kept.slice(i, i + 2000)
    const experiences = unnestInsert(
      workExperiencesTable,
      chunk.flatMap((b) => b.workExperiences),
    )
    const candidates = unnestInsert(
      candidatesTable,
      chunk.map((b) => ({ ...b.candidate, headlineWorkExperienceId: b.headlineWorkExperienceId })),
    )!
    await db.execute(experiences ? sql`with experiences as (${experiences}) ${candidates}` : candidates)
  }
  // their identity keys (issue 31): what the identity service matches arriving people on
  const keys = kept.flatMap((b) =>
    identityKeys({
      profileUrl: b.candidate.linkedinUrl,
      emails: [b.candidate.email],
      phones: [b.candidate.phone],
    }).map((k) => ({ ...k, candidateId: b.candidate.id!, source: 'seed' })),
  )
  for (let i = 0; i < keys.length; i += 5000) {
    const insert = unnestInsert(candidateIdentityKeysTable, keys.slice(i, i + 5000))
    if (insert) await db.execute(sql`${insert} on conflict do nothing`)
  }
  await insertUnnest(
    db,
    candidateInternalProfilesTable,
    kept.map((b) => b.internalProfile),
  )
  await insertUnnest(
    db,
    workExperienceDetailsTable,
    kept.flatMap((b) => b.workExperienceDetails),
  )
  await insertUnnest(
    db,
    educationsTable,
    kept.flatMap((b) => b.educations),
  )
  await insertUnnest(
    db,
    candidateSkillsTable,
    kept.flatMap((b) => b.skills),
  )
  await insertUnnest(
    db,
    candidateDesiredPositionsTable,
    kept.flatMap((b) => b.desiredPositions),
  )
  await insertUnnest(
    db,
    candidateInterestedCitiesTable,
    kept.flatMap((b) => b.interestedCities),
  )
  await insertUnnest(
    db,
    candidateDemographicsTable,
    kept.flatMap((b) => (b.demographics ? [b.demographics] : [])),
  )
  return kept.length
}
