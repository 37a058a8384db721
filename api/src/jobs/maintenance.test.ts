import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxEventsTable, rateLimitsTable, sessionsTable, verificationCodesTable } from '../db/schema'
import { createTestUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { sweepExpired } from './maintenance'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

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
    await db.insert(rateLimitsTable).values([
      { key: 'login:old', points: 3, expire: daysAgo(1) },
      { key: 'login:live', points: 3, expire: daysAgo(-1) },
    ])
    await db.insert(outboxEventsTable).values([
      { topic: 'mail.send', payload: {}, processedAt: daysAgo(15) },
      { topic: 'mail.send', payload: {}, processedAt: daysAgo(1) },
      { topic: 'mail.send', payload: {} },
    ])

    const removed = await sweepExpired(db, now)
    expect(removed).toMatchObject({ sessions: 1, verificationCodes: 1, rateLimits: 1, outbox: 1 })

    const sessions = (await db.select().from(sessionsTable).where(eq(sessionsTable.userId, user.id))).map((s) => s.id)
    expect(sessions.sort()).toEqual([recentlyExpired!.id, live!.id].sort())
    expect(sessions).not.toContain(oldSession!.id)
    const codes = await db.select().from(verificationCodesTable).where(eq(verificationCodesTable.userId, user.id))
    expect(codes.map((c) => c.codeHash)).toEqual(['live'])
    expect((await db.select().from(rateLimitsTable)).map((r) => r.key)).toContain('login:live')
    const outbox = await db.select().from(outboxEventsTable)
    expect(outbox.filter((o) => o.processedAt === null)).toHaveLength(1)

    expect(Object.values(await sweepExpired(db, now)).every((n) => n === 0)).toBe(true)
  })
})
