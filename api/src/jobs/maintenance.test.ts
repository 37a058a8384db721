import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  extensionHandOverCodesTable,
  idempotencyKeysTable,
  mediaTable,
  outboxEventsTable,
  rateLimitsTable,
  sessionsTable,
  verificationCodesTable,
} from '../db/schema'
import { createAccessKey } from '../modules/access-keys/access-keys'
import { type ObjectStorage, storageFor } from '../storage'
import { createTestUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { sweepExpired, sweepTempFiles } from './maintenance'

let t: TestApp
let dataDir: string
let storage: ObjectStorage
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quota-maintenance-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  storage = storageFor(t.deps.config)
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const DAY = 86_400_000
const now = new Date('2026-11-21T12:00:00Z')
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY)

describe('sweepExpired', () => {
  it('removes what has expired long enough and keeps everything still of use', async () => {
    const user = await createTestUser(t)
    const db = t.deps.db
    const [oldSession] = await db
      .insert(sessionsTable)
      .values({ userId: user.id, expiresAt: daysAgo(31) })
      .returning()
    const [recentlyExpired] = await db
      .insert(sessionsTable)
      .values({ userId: user.id, expiresAt: daysAgo(2) })
      .returning()
    const [live] = await db
      .insert(sessionsTable)
      .values({ userId: user.id, expiresAt: daysAgo(-10) })
      .returning()
    await db.insert(verificationCodesTable).values([
      { userId: user.id, codeHash: 'old', sentTo: user.email, expiresAt: daysAgo(2) },
      { userId: user.id, codeHash: 'live', sentTo: user.email, expiresAt: daysAgo(-1) },
    ])
    // extension hand-over codes go a day after expiry, used or not
    await db.insert(extensionHandOverCodesTable).values([
      { userId: user.id, codeHash: 'handover-old', expiresAt: daysAgo(1.01) },
      { userId: user.id, codeHash: 'handover-used-old', expiresAt: daysAgo(3), consumedAt: daysAgo(3) },
      { userId: user.id, codeHash: 'handover-recent', expiresAt: daysAgo(0.9) },
      { userId: user.id, codeHash: 'handover-live', expiresAt: daysAgo(-0.001) },
    ])
    await db.insert(rateLimitsTable).values([
      { key: 'login:old', points: 3, expire: daysAgo(1) },
      { key: 'login:live', points: 3, expire: daysAgo(-1) },
    ])
    await db.insert(outboxEventsTable).values([
      { topic: 'mail.send', payload: {}, processedAt: daysAgo(15) },
      { topic: 'mail.send', payload: {}, processedAt: daysAgo(1) },
      { topic: 'mail.send', payload: {} },
      // real-time events: gone after a day even unsent; a fresh unsent one stays for the worker
      { topic: 'realtime.publish', payload: { type: 'jobStageChange' }, createdAt: daysAgo(2) },
      { topic: 'realtime.publish', payload: { type: 'jobStageChange' }, createdAt: daysAgo(0) },
    ])
    // Idempotency-Key answers are replayed for 24 hours
    await db.insert(idempotencyKeysTable).values([
      { scope: 'user:x', key: 'old', requestHash: 'h', status: 201, createdAt: new Date(now.getTime() - DAY - 1000) },
      {
        scope: 'user:x',
        key: 'live',
        requestHash: 'h',
        status: 201,
        createdAt: new Date(now.getTime() - DAY + 60_000),
      },
    ])

    const removed = await sweepExpired({ db, storage }, now)
    expect(removed).toMatchObject({
      sessions: 1,
      verificationCodes: 1,
      rateLimits: 1,
      outbox: 1,
      realtime: 1,
      idempotencyKeys: 1,
      extensionHandOverCodes: 2,
    })
    const handOver = await db
      .select()
      .from(extensionHandOverCodesTable)
      .where(eq(extensionHandOverCodesTable.userId, user.id))
    expect(handOver.map((c) => c.codeHash).sort()).toEqual(['handover-live', 'handover-recent'])
    expect((await db.select().from(idempotencyKeysTable)).map((k) => k.key)).toEqual(['live'])

    const sessions = (await db.select().from(sessionsTable).where(eq(sessionsTable.userId, user.id))).map((s) => s.id)
    expect(sessions.sort()).toEqual([recentlyExpired!.id, live!.id].sort())
    expect(sessions).not.toContain(oldSession!.id)
    const codes = await db.select().from(verificationCodesTable).where(eq(verificationCodesTable.userId, user.id))
    expect(codes.map((c) => c.codeHash)).toEqual(['live'])
    expect((await db.select().from(rateLimitsTable)).map((r) => r.key)).toContain('login:live')
    const outbox = await db.select().from(outboxEventsTable)
    expect(outbox.filter((o) => o.processedAt === null)).toHaveLength(2)
    expect(outbox.filter((o) => o.topic === 'realtime.publish')).toHaveLength(1)

    expect(Object.values(await sweepExpired({ db, storage }, now)).every((n) => n === 0)).toBe(true)
  })
})

const HOUR = 3_600_000
const RESUME = fileURLToPath(new URL('../../../tests/fixtures/resumes/jordan-rivera-classic.pdf', import.meta.url))

/** A guest upload through POST guest/temp-files, as the apply widget sends it. */
async function uploadTempFile(accessKey: string, fileName: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(readFileSync(RESUME))]), fileName)
  form.append('fileName', fileName)
  form.append('type', 'resume')
  const res = await t.request('/api/guest/temp-files', {
    method: 'POST',
    body: form,
    headers: { 'x-access-key': accessKey },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { media: { id: string } } }).data.media.id
}

describe('temp files (guest/temp-files) expire after 24 hours', () => {
  it('the sweep removes expired temp files, rows and bytes, and keeps the rest', async () => {
    const admin = await createTestUser(t, { userType: 'staff', roleKeys: ['administrator'] })
    const { key } = await createAccessKey({
      ctx: {
        actor: {
          userId: admin.id,
          userType: 'staff',
          organizationId: null,
          candidateId: null,
          roles: [],
          permissions: ['manage-configurations'],
          sessionId: null,
        },
        requestId: 'maintenance-test',
        db: t.deps.db,
      },
      input: { name: 'apply widget', scopes: ['apply'], allowedOrigins: [] } as never,
    })
    const uploadedAt = Date.now()
    const early = await uploadTempFile(key, 'early.pdf')
    const late = await uploadTempFile(key, 'late.pdf')
    // "late" came 2 hours after "early"; a claimed temp file has no expiry and stays
    await t.deps.db
      .update(mediaTable)
      .set({ expiresAt: new Date(uploadedAt + 26 * HOUR) })
      .where(eq(mediaTable.id, late))
    const claimed = await uploadTempFile(key, 'claimed.pdf')
    await t.deps.db.update(mediaTable).set({ expiresAt: null }).where(eq(mediaTable.id, claimed))
    const rows = await t.deps.db
      .select()
      .from(mediaTable)
      .where(inArray(mediaTable.id, [early, late, claimed]))
    const keyOf = (id: string) => rows.find((r) => r.id === id)!.storageKey
    const [earlyRow] = rows.filter((r) => r.id === early)
    expect(earlyRow!.expiresAt!.getTime() - uploadedAt).toBeGreaterThanOrEqual(24 * HOUR - 1000)
    expect(earlyRow!.expiresAt!.getTime() - uploadedAt).toBeLessThan(24 * HOUR + 60_000)
    for (const id of [early, late, claimed]) expect(await storage.exists(keyOf(id))).toBe(true)

    // 23 hours on: nothing has expired yet
    expect(await sweepTempFiles(t.deps.db, storage, new Date(uploadedAt + 23 * HOUR))).toBe(0)

    // 25 hours on: the early one goes, row and bytes
    const removed = await sweepExpired({ db: t.deps.db, storage }, new Date(uploadedAt + 25 * HOUR))
    expect(removed.tempFiles).toBe(1)
    const left = await t.deps.db
      .select({ id: mediaTable.id })
      .from(mediaTable)
      .where(inArray(mediaTable.id, [early, late, claimed]))
    expect(left.map((r) => r.id).sort()).toEqual([late, claimed].sort())
    expect(await storage.exists(keyOf(early))).toBe(false)
    expect(await storage.exists(keyOf(late))).toBe(true)

    // a week on: the late one too; the claimed one never
    expect(await sweepTempFiles(t.deps.db, storage, new Date(uploadedAt + 7 * 24 * HOUR))).toBe(1)
    expect(await storage.exists(keyOf(late))).toBe(false)
    expect(await storage.exists(keyOf(claimed))).toBe(true)
    const [still] = await t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, claimed))
    expect(still).toBeDefined()
  })

  it('two sweeps at once remove each expired file once', async () => {
    const db = t.deps.db
    const keys = [1, 2, 3].map((n) => `users/guest/temp-resume/${crypto.randomUUID()}-concurrent-${n}.pdf`)
    for (const k of keys) await storage.put(k, new Blob(['%PDF-1.4']).stream(), { contentType: 'application/pdf' })
    await db.insert(mediaTable).values(
      keys.map((storageKey) => ({
        kind: 'tempFile' as const,
        storageKey,
        fileName: 'x.pdf',
        mimeType: 'application/pdf',
        status: 'complete' as const,
        expiresAt: new Date(Date.now() - HOUR),
      })),
    )
    const [a, b] = await Promise.all([sweepTempFiles(db, storage), sweepTempFiles(db, storage)])
    expect(a + b).toBe(3)
    for (const k of keys) expect(await storage.exists(k)).toBe(false)
    expect(await db.select().from(mediaTable).where(inArray(mediaTable.storageKey, keys))).toEqual([])
  })
})
