/**
 * Queries of the identity service: who holds which key, records with a similar name, the keys
 * and the review flags it writes. Decisions are in admit-candidate.ts and shared/.
 */
import type { IdentityKey } from '@quota/shared/domain/candidates/identity'
import { FUZZY_NAME_SIMILARITY } from '@quota/shared/domain/candidates/identity'
import type { DuplicateReviewReason } from '@quota/shared/domain/enums'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  candidateDuplicateReviewsTable,
  candidateIdentityKeysTable,
  candidatesTable,
  citiesTable,
  workExperiencesTable,
} from '../../../db/schema'

export type KeyHolder = { kind: IdentityKey['kind']; value: string; candidateId: string }

/** The candidates holding any of these keys (locked, so a concurrent merge or claim waits). */
export async function keyHolders(tx: DbOrTx, keys: readonly IdentityKey[]): Promise<KeyHolder[]> {
  return keyHoldersQuery(tx, keys, true)
}

/** The same, for a read-only look-up. */
export async function keyHoldersUnlocked(db: DbOrTx, keys: readonly IdentityKey[]): Promise<KeyHolder[]> {
  return keyHoldersQuery(db, keys, false)
}

async function keyHoldersQuery(tx: DbOrTx, keys: readonly IdentityKey[], lock: boolean): Promise<KeyHolder[]> {
  if (!keys.length) return []
  const query = tx
    .select({
      kind: candidateIdentityKeysTable.kind,
      value: candidateIdentityKeysTable.value,
      candidateId: candidateIdentityKeysTable.candidateId,
    })
    .from(candidateIdentityKeysTable)
    .where(
      or(
        ...keys.map((k) =>
          and(eq(candidateIdentityKeysTable.kind, k.kind), eq(candidateIdentityKeysTable.value, k.value)),
        ),
      ),
    )
  return lock ? query.for('update') : query
}

/** Records the keys for the candidate; answers the ones another record took first. */
export async function insertKeys(
  tx: DbOrTx,
  candidateId: string,
  keys: readonly IdentityKey[],
  source: string,
): Promise<IdentityKey[]> {
  if (!keys.length) return []
  const inserted = await tx
    .insert(candidateIdentityKeysTable)
    .values(keys.map((k) => ({ kind: k.kind, value: k.value, raw: k.raw, candidateId, source })))
    .onConflictDoNothing()
    .returning({ kind: candidateIdentityKeysTable.kind, value: candidateIdentityKeysTable.value })
  const got = new Set(inserted.map((k) => `${k.kind}:${k.value}`))
  const missed = keys.filter((k) => !got.has(`${k.kind}:${k.value}`))
  // a key this candidate already held is no clash
  if (!missed.length) return []
  const held = await keyHolders(tx, missed)
  return missed.filter((k) =>
    held.some((h) => h.kind === k.kind && h.value === k.value && h.candidateId !== candidateId),
  )
}

export async function keysOf(tx: DbOrTx, candidateId: string) {
  return tx
    .select({
      kind: candidateIdentityKeysTable.kind,
      value: candidateIdentityKeysTable.value,
      raw: candidateIdentityKeysTable.raw,
    })
    .from(candidateIdentityKeysTable)
    .where(eq(candidateIdentityKeysTable.candidateId, candidateId))
}

export type SimilarRecord = {
  id: string
  firstName: string
  lastName: string
  cityId: string | null
  cityName: string | null
  similarity: number
  companies: (string | null)[]
}

/** Live records whose full name is trigram-similar to `fullName` (served by candidates_full_name_trgm_idx). */
export async function similarNames(tx: DbOrTx, fullName: string, limit = 20): Promise<SimilarRecord[]> {
  const name = fullName.toLowerCase()
  const full = sql`lower(${candidatesTable.firstName} || ' ' || ${candidatesTable.lastName})`
  const similarity = sql<number>`similarity(${full}, ${name})`
  const rows = await tx
    .select({
      id: candidatesTable.id,
      firstName: candidatesTable.firstName,
      lastName: candidatesTable.lastName,
      cityId: candidatesTable.cityId,
      cityName: citiesTable.name,
      similarity,
    })
    .from(candidatesTable)
    .leftJoin(citiesTable, eq(citiesTable.id, candidatesTable.cityId))
    // `%` uses the index (pg_trgm's default threshold 0.3), the similarity keeps ours
    .where(and(sql`${full} % ${name}`, sql`${similarity} >= ${FUZZY_NAME_SIMILARITY}`))
    .orderBy(sql`${similarity} desc`)
    .limit(limit)
  if (!rows.length) return []
  const roles = await tx
    .select({ candidateId: workExperiencesTable.candidateId, companyName: workExperiencesTable.companyName })
    .from(workExperiencesTable)
    .where(
      inArray(
        workExperiencesTable.candidateId,
        rows.map((r) => r.id),
      ),
    )
  return rows.map((r) => ({
    ...r,
    similarity: Number(r.similarity),
    companies: roles.filter((w) => w.candidateId === r.id).map((w) => w.companyName),
  }))
}

/** Flags a record (and the other one, when there is one) for the duplicate review queue; once per open pair. */
export async function flagForReview(
  tx: DbOrTx,
  flag: {
    candidateId: string
    otherCandidateId: string | null
    reason: DuplicateReviewReason
    detail: Record<string, unknown>
    createdBy: string | null
  },
) {
  if (flag.otherCandidateId === flag.candidateId) return
  await tx.insert(candidateDuplicateReviewsTable).values(flag).onConflictDoNothing()
}

/** The stored contact fields a record has, for filling the empty ones. */
export async function contactOf(tx: DbOrTx, candidateId: string) {
  const [row] = await tx
    .select({
      id: candidatesTable.id,
      userId: candidatesTable.userId,
      email: candidatesTable.email,
      phone: candidatesTable.phone,
      linkedinUrl: candidatesTable.linkedinUrl,
    })
    .from(candidatesTable)
    .where(eq(candidatesTable.id, candidateId))
  return row
}

/** Is the raw value free in the candidates table's own unique columns (another record may hold it)? */
export async function freeOnCandidates(
  tx: DbOrTx,
  column: 'email' | 'linkedinUrl',
  value: string,
  candidateId: string,
) {
  const where =
    column === 'email'
      ? sql`lower(${candidatesTable.email}) = ${value.toLowerCase()}`
      : eq(candidatesTable.linkedinUrl, value)
  const [taken] = await tx
    .select({ id: candidatesTable.id })
    .from(candidatesTable)
    .where(and(where, ne(candidatesTable.id, candidateId)))
  return !taken
}
