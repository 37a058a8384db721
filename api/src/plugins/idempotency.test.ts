import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidateNotesTable, idempotencyKeysTable } from '../db/schema'
import { newCandidate } from '../modules/candidates/test-fixtures'
import { createSignedInUser, type SignedInUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'

/** Idempotency-Key on POST, through HTTP: a retried write is answered once and written once. */
let t: TestApp
let staff: SignedInUser
let colleague: SignedInUser
let candidateId: string
let keyCounter = 0
const newKey = () => `key-${Date.now()}-${++keyCounter}`

beforeAll(async () => {
  t = await createTestApp()
  staff = await createSignedInUser(t, { userType: 'staff' })
  colleague = await createSignedInUser(t, { userType: 'staff' })
  candidateId = (await newCandidate(t)).candidateId
}, 60_000)
afterAll(() => t.close())

interface Answer {
  data: { id: string }
  error: { message: string; details: { path: string; rule: string; message: string }[] }
}

async function addNote(who: SignedInUser, body: unknown, key?: string) {
  const res = await t.request(`/api/candidates/${candidateId}/internal-profile/notes`, {
    method: 'POST',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    json: body,
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer }
}

const notesSaying = async (text: string) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(candidateNotesTable)
      .where(and(eq(candidateNotesTable.candidateId, candidateId), eq(candidateNotesTable.body, text)))
  )[0]!.n

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first answer, and writes once', async () => {
    const key = newKey()
    const first = await addNote(staff, { body: 'retried note' }, key)
    expect(first.status).toBe(201)
    const again = await addNote(staff, { body: 'retried note' }, key)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(await notesSaying('retried note')).toBe(1)
  })

  it('refuses the same key with a different body (422, naming the header)', async () => {
    const key = newKey()
    expect((await addNote(staff, { body: 'one thing' }, key)).status).toBe(201)
    const other = await addNote(staff, { body: 'another thing' }, key)
    expect(other.status).toBe(422)
    expect(other.body.error.details).toEqual([
      expect.objectContaining({ path: 'headers.idempotency-key', rule: 'idempotencyKeyReused' }),
    ])
    expect(other.body.error.details[0]!.message).toMatch(/already used with a different request/)
    expect(await notesSaying('another thing')).toBe(0)
  })

  it('keeps each caller’s keys apart', async () => {
    const key = newKey()
    const mine = await addNote(staff, { body: 'same words' }, key)
    const theirs = await addNote(colleague, { body: 'same words' }, key)
    expect(theirs.status).toBe(201)
    expect(theirs.body.data.id).not.toBe(mine.body.data.id)
    expect(await notesSaying('same words')).toBe(2)
  })

  it('writes twice without a key, as before', async () => {
    await addNote(staff, { body: 'no key' })
    await addNote(staff, { body: 'no key' })
    expect(await notesSaying('no key')).toBe(2)
  })

  it('frees the key of a refused request, so the corrected retry runs', async () => {
    const key = newKey()
    const refused = await addNote(staff, { body: 'x', unknownField: true }, key)
    expect(refused.status).toBe(422)
    const fixed = await addNote(staff, { body: 'corrected note' }, key)
    expect(fixed.status).toBe(201)
    expect(await notesSaying('corrected note')).toBe(1)
  })

  it('answers 409 while the first request is still running, and runs again once its answer expired', async () => {
    const key = newKey()
    const first = await addNote(staff, { body: 'slow note' }, key)
    // still running: the remembered row has no answer yet
    await t.deps.db
      .update(idempotencyKeysTable)
      .set({ status: null, responseBody: null })
      .where(eq(idempotencyKeysTable.key, key))
    const busy = await addNote(staff, { body: 'slow note' }, key)
    expect(busy.status).toBe(409)
    expect(busy.body.error.message).toMatch(/still being processed/)
    // a day and an hour later the key is free again
    await t.deps.db
      .update(idempotencyKeysTable)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeysTable.key, key))
    const later = await addNote(staff, { body: 'slow note' }, key)
    expect(later.status).toBe(201)
    expect(later.body.data.id).not.toBe(first.body.data.id)
  })

  it('writes once when two copies of a request arrive together', async () => {
    const key = newKey()
    const answers = await Promise.all([1, 2, 3].map(() => addNote(staff, { body: 'racing note' }, key)))
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true)
    expect(answers.some((a) => a.status === 201)).toBe(true)
    expect(await notesSaying('racing note')).toBe(1)
  })

  it('refuses a malformed key', async () => {
    const res = await addNote(staff, { body: 'bad key' }, 'x'.repeat(256))
    expect(res.status).toBe(422)
    expect(res.body.error.details[0]).toMatchObject({ path: 'headers.idempotency-key', rule: 'idempotencyKeyFormat' })
  })

  it('asks who is calling first: an anonymous caller gets 401, and the key stays free', async () => {
    const key = newKey()
    const res = await t.request(`/api/candidates/${candidateId}/internal-profile/notes`, {
      method: 'POST',
      headers: { 'idempotency-key': key },
      json: { body: 'anonymous' },
    })
    expect(res.status).toBe(401)
    expect(await t.deps.db.select().from(idempotencyKeysTable).where(eq(idempotencyKeysTable.key, key))).toEqual([])
  })
})
