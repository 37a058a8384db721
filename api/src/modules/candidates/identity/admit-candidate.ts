/**
 * The one way a candidate arrives from outside (issue 31 item 1): web and extension adds,
 * widget applications, sign-ups, ATS and resume imports all call `admitCandidate` in their
 * transaction. It decides whether the person is already in Quota:
 *
 * - an exact key (normalised profile URL, mailbox key of an e-mail, E.164 phone) held by a record
 *   = the same person: the record is answered (`matched`), the new keys are added to it and its
 *   empty contact fields filled. A second e-mail is never merged silently: it is kept as an
 *   alternate key and the record is flagged `alternateEmail` for review. Keys pointing at two
 *   records pick the e-mail's record (the strongest key), then the profile URL's, and flag
 *   `conflictingKeys`.
 * - no exact key, but a record with a similar name and the same company or city = a possible
 *   duplicate: a recruiter ('ask') is answered 409 with the records and why, and may add anyway
 *   (`createAnyway`); a person arriving themselves ('flag': an applicant, a sign-up, who cannot
 *   know about other records) gets their new record and both are flagged `possibleDuplicate`.
 * - otherwise a new record with its keys.
 *
 * Two adds of the same person at once meet on the keys' primary key: the later one finds a key
 * taken (or the candidates table's own unique e-mail / URL) and throws `IdentityRace`;
 * `withIdentityRetry` runs the caller's transaction again, which then matches.
 */
import type { PossibleDuplicate } from '@quota/shared/contracts/identity'
import {
  duplicateReason,
  emailIdentityKey,
  IDENTITY_MESSAGES,
  type IdentityKey,
  type IdentityKeyKind,
  identityKeys,
  nameKey,
} from '@quota/shared/domain/candidates/identity'
import type { CandidateSource, DuplicateReviewReason } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { candidatesTable, type NewCandidateRow } from '../../../db/schema'
import { isUniqueViolation } from '../../../db/unique-violation'
import {
  contactOf,
  flagForReview,
  freeOnCandidates,
  insertKeys,
  keyHolders,
  keyHoldersUnlocked,
  keysOf,
  similarNames,
} from './repository'

export type ArrivingPerson = {
  firstName: string
  lastName: string
  profileUrl?: string | null
  /** The e-mail given; the first becomes the primary e-mail of a new record. */
  emails?: readonly (string | null | undefined)[]
  phone?: string | null
  /** For the fuzzy key: the current company, the city (free text or a cities id). */
  company?: string | null
  city?: string | null
  cityId?: string | null
}

export type AdmitOptions = {
  /** Where the keys came from (recorded on each key): extension, inboundForm, signUp... */
  keySource: string
  /** `candidates.source` of a new record. */
  candidateSource: CandidateSource | null
  actorId: string | null
  /** 'ask': 409 on a possible duplicate unless `createAnyway`; 'flag': create and flag for review. */
  onPossibleDuplicate: 'ask' | 'flag'
  createAnyway?: boolean
  /** Sign-up: a record that already has a login is another account, never claimed. */
  claimOnlyWithoutLogin?: boolean
  /**
   * A recruiter's add of someone already in Quota changes nothing: the error to answer with
   * (the strongest key that matched). Without it, the matched record is answered and updated.
   */
  refuseExisting?: (match: { candidateId: string; by: IdentityKeyKind }) => AppError
  /** Columns of a new record besides name and contact. */
  newRow?: Omit<NewCandidateRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'linkedinUrl' | 'source' | 'createdBy'>
}

export type Admitted = {
  candidateId: string
  outcome: 'created' | 'matched'
  /** The kinds of key that matched (empty when created). */
  matchedBy: IdentityKeyKind[]
  /** An arriving e-mail kept as an alternate of the matched record (flagged for review). */
  alternateEmail: string | null
  flagged: DuplicateReviewReason[]
}

/** A key was taken by a concurrent add: run the transaction again (`withIdentityRetry`). */
export class IdentityRace extends Error {}

const STRENGTH: IdentityKeyKind[] = ['email', 'profileUrl', 'phone']

export async function admitCandidate(tx: DbOrTx, person: ArrivingPerson, options: AdmitOptions): Promise<Admitted> {
  const emails = (person.emails ?? []).filter((e): e is string => !!e?.trim() && !!emailIdentityKey(e))
  const keys = identityKeys({ profileUrl: person.profileUrl, emails, phones: [person.phone] })
  const holders = await keyHolders(tx, keys)
  const holderIds = [
    ...new Set(STRENGTH.flatMap((kind) => holders.filter((h) => h.kind === kind).map((h) => h.candidateId))),
  ]
  const winner = holderIds[0]
  if (winner && options.refuseExisting) {
    const by = STRENGTH.find((kind) => holders.some((h) => h.kind === kind && h.candidateId === winner))!
    throw options.refuseExisting({ candidateId: winner, by })
  }
  if (winner && options.claimOnlyWithoutLogin && (await contactOf(tx, winner))?.userId) {
    // another account's record: the sign-up gets its own, both flagged
    const created = await createRecord(
      tx,
      person,
      keys.filter((k) => !holders.some((h) => h.kind === k.kind && h.value === k.value)),
      options,
      [],
    )
    for (const other of holderIds) {
      await flag(tx, options, created.candidateId, other, 'conflictingKeys', { keys: heldKeys(holders, other) })
    }
    return { ...created, flagged: ['conflictingKeys'] }
  }
  if (winner) return matchRecord(tx, winner, holderIds, holders, keys, emails, options)

  const duplicates = await possibleDuplicates(tx, person)
  if (duplicates.length && options.onPossibleDuplicate === 'ask' && !options.createAnyway) {
    throw new AppError('CONFLICT', {
      message: IDENTITY_MESSAGES.possibleDuplicate,
      details: [{ path: 'createAnyway', rule: 'possibleDuplicate', message: IDENTITY_MESSAGES.possibleDuplicate }],
      meta: { possibleDuplicates: duplicates },
    })
  }
  return createRecord(tx, person, keys, options, duplicates)
}

function heldKeys(holders: { kind: string; value: string; candidateId: string }[], candidateId: string) {
  return holders.filter((h) => h.candidateId === candidateId).map((h) => `${h.kind}:${h.value}`)
}

async function flag(
  tx: DbOrTx,
  options: AdmitOptions,
  candidateId: string,
  otherCandidateId: string | null,
  reason: DuplicateReviewReason,
  detail: Record<string, unknown>,
) {
  await flagForReview(tx, {
    candidateId,
    otherCandidateId,
    reason,
    detail: { ...detail, source: options.keySource },
    createdBy: options.actorId,
  })
}

async function matchRecord(
  tx: DbOrTx,
  winner: string,
  holderIds: string[],
  holders: { kind: IdentityKeyKind; value: string; candidateId: string }[],
  keys: IdentityKey[],
  emails: string[],
  options: AdmitOptions,
): Promise<Admitted> {
  const flagged: DuplicateReviewReason[] = []
  for (const other of holderIds.slice(1)) {
    await flag(tx, options, winner, other, 'conflictingKeys', { keys: heldKeys(holders, other) })
    flagged.push('conflictingKeys')
  }
  const before = await keysOf(tx, winner)
  const fresh = keys.filter((k) => !holders.some((h) => h.kind === k.kind && h.value === k.value))
  if ((await insertKeys(tx, winner, fresh, options.keySource)).length) throw new IdentityRace()

  const row = (await contactOf(tx, winner))!
  const set: Partial<NewCandidateRow> = {}
  let alternateEmail: string | null = null
  const newEmail = fresh.find((k) => k.kind === 'email')
  if (newEmail) {
    const primary = emails
      .find((e) => emailIdentityKey(e) === newEmail.value)!
      .trim()
      .toLowerCase()
    if (
      !row.email &&
      !before.some((k) => k.kind === 'email') &&
      (await freeOnCandidates(tx, 'email', primary, winner))
    ) {
      set.email = primary
    } else {
      // never merged silently: kept as an alternate, and someone looks at it
      alternateEmail = primary
      await flag(tx, options, winner, null, 'alternateEmail', {
        email: primary,
        primaryEmail: row.email,
        matchedBy: [...new Set(holders.filter((h) => h.candidateId === winner).map((h) => h.kind))],
      })
      flagged.push('alternateEmail')
    }
  }
  const phone = fresh.find((k) => k.kind === 'phone')
  if (phone && !row.phone) set.phone = phone.value
  const url = fresh.find((k) => k.kind === 'profileUrl')
  if (url && !row.linkedinUrl && (await freeOnCandidates(tx, 'linkedinUrl', url.value, winner)))
    set.linkedinUrl = url.value
  if (Object.keys(set).length) await tx.update(candidatesTable).set(set).where(eq(candidatesTable.id, winner))
  return {
    candidateId: winner,
    outcome: 'matched',
    matchedBy: STRENGTH.filter((kind) => holders.some((h) => h.kind === kind && h.candidateId === winner)),
    alternateEmail,
    flagged,
  }
}

async function createRecord(
  tx: DbOrTx,
  person: ArrivingPerson,
  keys: IdentityKey[],
  options: AdmitOptions,
  duplicates: PossibleDuplicate[],
): Promise<Admitted> {
  const email = keys.find((k) => k.kind === 'email')
  const phone = keys.find((k) => k.kind === 'phone')
  const url = keys.find((k) => k.kind === 'profileUrl')
  const [created] = await tx
    .insert(candidatesTable)
    .values({
      ...options.newRow,
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      email: email?.raw ?? null,
      phone: phone?.value ?? null,
      linkedinUrl: url?.value ?? null,
      source: options.candidateSource,
      createdBy: options.actorId,
    })
    .returning({ id: candidatesTable.id })
  const candidateId = created!.id
  if ((await insertKeys(tx, candidateId, keys, options.keySource)).length) throw new IdentityRace()
  for (const d of duplicates) {
    await flag(tx, options, candidateId, d.candidateId, 'possibleDuplicate', {
      reason: d.reason,
      similarity: d.similarity,
    })
  }
  return {
    candidateId,
    outcome: 'created',
    matchedBy: [],
    alternateEmail: null,
    flagged: duplicates.length ? ['possibleDuplicate'] : [],
  }
}

async function possibleDuplicates(tx: DbOrTx, person: ArrivingPerson): Promise<PossibleDuplicate[]> {
  const fullName = nameKey(person.firstName, person.lastName)
  if (!fullName || (!person.company && !person.city && !person.cityId)) return []
  const similar = await similarNames(tx, fullName)
  const found: PossibleDuplicate[] = []
  for (const r of similar) {
    const reason = duplicateReason(person, { companies: r.companies, city: r.cityName, cityId: r.cityId })
    if (!reason) continue
    found.push({
      candidateId: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      companies: [...new Set(r.companies.filter((c): c is string => !!c))].slice(0, 3),
      city: r.cityName,
      reason,
      why: IDENTITY_MESSAGES[reason],
      similarity: Math.round(r.similarity * 100) / 100,
    })
  }
  return found
}

/**
 * Runs the caller's whole transaction again when a concurrent add of the same person took a key
 * first (at most 3 runs); the next run sees the committed record and matches it.
 */
export async function withIdentityRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const race = error instanceof IdentityRace || isUniqueViolation(error)
      if (!race || attempt >= 3) throw error
    }
  }
}

/**
 * After a profile write (the candidate edits their e-mail, phone or profile URL): the record's
 * current contact values are its keys too. A value another record holds is flagged, not moved.
 */
export async function syncStoredKeys(tx: DbOrTx, candidateId: string, actorId: string | null): Promise<void> {
  const row = await contactOf(tx, candidateId)
  if (!row) return
  const keys = identityKeys({ profileUrl: row.linkedinUrl, emails: [row.email], phones: [row.phone] })
  const clashes = await insertKeys(tx, candidateId, keys, 'profile')
  if (!clashes.length) return
  const holders = await keyHolders(tx, clashes)
  for (const h of holders) {
    await flagForReview(tx, {
      candidateId,
      otherCandidateId: h.candidateId,
      reason: 'conflictingKeys',
      detail: { keys: [`${h.kind}:${h.value}`], source: 'profile' },
      createdBy: actorId,
    })
  }
}

/** Read-only: the record an exact key of these facts points at, strongest key first (look-ups, no write). */
export async function findByIdentity(
  db: DbOrTx,
  facts: {
    profileUrl?: string | null
    emails?: readonly (string | null | undefined)[]
    phones?: readonly (string | null | undefined)[]
  },
  options: { live?: (candidateId: string) => Promise<boolean> } = {},
): Promise<{ candidateId: string; by: IdentityKeyKind } | null> {
  const holders = await keyHoldersUnlocked(db, identityKeys(facts))
  for (const kind of STRENGTH) {
    for (const h of holders.filter((x) => x.kind === kind)) {
      if (!options.live || (await options.live(h.candidateId))) return { candidateId: h.candidateId, by: kind }
    }
  }
  return null
}
