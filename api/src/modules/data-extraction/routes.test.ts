import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLogTable, outboxEventsTable, scrapingStatsTable } from '../../db/schema'
import { createSignedInUser, httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, json, type People } from '../jobs/test-fixtures'
import { hourOf } from './scraping-stats'

let t: TestApp
let p: People
beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
})
afterAll(() => t.close())

const { call } = httpAs(() => t)
const IGNORE = ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens']
const statsOf = (list: any[], who: SignedInUser) => list.find((s: any) => s.user.id === who.user.id)

describe('scraping statistics', () => {
  it('the extension reports reads; counts add up per user, kind and hour', async () => {
    const first = await call(p.recruiter, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile', count: 5 })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data).toMatchObject({
      user: { id: p.recruiter.user.id, name: 'Rita Recruiter' },
      byKind: { profile: 5, searchPage: 0, company: 0, project: 0 },
      total: 5,
    })
    await call(p.recruiter, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile', count: 2 })
    const third = await call(p.recruiter, 'POST', '/api/data-extraction/scraping-stats', { kind: 'company' })
    expect(third.body.data).toMatchObject({ byKind: { profile: 7, company: 1 }, total: 8 })
    // one counter row per hour and kind
    const rows = await t.deps.db
      .select()
      .from(scrapingStatsTable)
      .where(eq(scrapingStatsTable.userId, p.recruiter.user.id))
    expect(rows.map((r) => [r.kind, r.count]).sort()).toEqual([
      ['company', 1],
      ['profile', 7],
    ])
    // fractional recruiters run the extension too; nobody else reports
    expect(
      (await call(p.recruiter2, 'POST', '/api/data-extraction/scraping-stats', { kind: 'searchPage', count: 3 }))
        .status,
    ).toBe(200)
    for (const who of [p.clientA, p.candidate])
      expect((await call(who, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile' })).status).toBe(403)
    expect((await call(null, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile' })).status).toBe(401)
  })

  it('administrators see everyone over a window (2 days by default), most reads first', async () => {
    const old = new Date(Date.now() - 3 * 86_400_000)
    await t.deps.db
      .insert(scrapingStatsTable)
      .values({ userId: p.recruiter2.user.id, hour: hourOf(old), kind: 'project', count: 40, lastAt: old })
    const recent = await call(p.admin, 'GET', '/api/data-extraction/scraping-stats')
    expect(recent.status).toBe(200)
    expect(recent.body.data.map((s: any) => s.user.id)).toEqual([p.recruiter.user.id, p.recruiter2.user.id])
    expect(statsOf(recent.body.data, p.recruiter2)).toMatchObject({ byKind: { searchPage: 3, project: 0 }, total: 3 })
    const week = await call(p.admin, 'GET', '/api/data-extraction/scraping-stats?days=7')
    expect(week.body.data.map((s: any) => s.user.id)).toEqual([p.recruiter2.user.id, p.recruiter.user.id])
    expect(statsOf(week.body.data, p.recruiter2)).toMatchObject({ byKind: { searchPage: 3, project: 40 }, total: 43 })
    const one = await call(p.admin, 'GET', `/api/data-extraction/scraping-stats?days=7&userId=${p.recruiter.user.id}`)
    expect(one.body.data.map((s: any) => s.user.id)).toEqual([p.recruiter.user.id])
    expect((await call(p.recruiter, 'GET', '/api/data-extraction/scraping-stats')).status).toBe(403)
  })

  it('POST data-extraction/clear-scraping-stats clears some users, then everyone, with an audit row per user', async () => {
    expect((await call(p.recruiter, 'POST', '/api/data-extraction/clear-scraping-stats', {})).status).toBe(403)
    expect((await call(p.clientA, 'POST', '/api/data-extraction/clear-scraping-stats', {})).status).toBe(403)

    const some = await call(p.admin, 'POST', '/api/data-extraction/clear-scraping-stats', {
      userIds: [p.recruiter2.user.id],
    })
    expect(some.status, JSON.stringify(some.body)).toBe(200)
    expect(some.body.data).toEqual({ cleared: 43, users: 1 })
    const left = await call(p.admin, 'GET', '/api/data-extraction/scraping-stats?days=90')
    expect(left.body.data.map((s: any) => s.user.id)).toEqual([p.recruiter.user.id])
    const [audit] = await t.deps.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.action, 'clearScrapingStats'), eq(auditLogTable.entityId, p.recruiter2.user.id)))
    expect(audit).toMatchObject({
      actorUserId: p.admin.user.id,
      entityType: 'user',
      before: { total: 43, byKind: { searchPage: 3, project: 40 } },
    })

    const all = await call(p.admin, 'POST', '/api/data-extraction/clear-scraping-stats', {})
    expect(all.body.data).toEqual({ cleared: 8, users: 1 })
    expect((await call(p.admin, 'GET', '/api/data-extraction/scraping-stats?days=90')).body.data).toEqual([])
    expect(await t.deps.db.select().from(scrapingStatsTable)).toEqual([])
    // the body may be left out: everyone's
    const none = await t.request('/api/data-extraction/clear-scraping-stats', {
      method: 'POST',
      headers: p.admin.headers,
    })
    expect(none.status).toBe(200)
    expect((await json(none)).data).toEqual({ cleared: 0, users: 0 })
  })

  it("bot-mode statistics: the recruiter's own counts over 2 days, by day in their time zone, and the last view", async () => {
    const who = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const old = new Date(Date.now() - 3 * 86_400_000)
    await t.deps.db
      .insert(scrapingStatsTable)
      .values({ userId: who.user.id, hour: hourOf(old), kind: 'profile', count: 9, lastAt: old })
    const empty = await call(who, 'GET', '/api/reports/bot-mode-statistics?timezone=America/Chicago')
    expect(empty.status, JSON.stringify(empty.body)).toBe(200)
    expect(empty.body.data).toMatchObject({ lookbackDays: 2, total: 0, days: [], lastViewedAt: null })
    await call(who, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile', count: 2 })
    await call(p.recruiter2, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile', count: 5 })
    const stats = await call(who, 'GET', '/api/reports/bot-mode-statistics?timezone=America/Chicago')
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
    expect(stats.body.data).toMatchObject({
      timezone: 'America/Chicago',
      byKind: { profile: 2, searchPage: 0 },
      total: 2,
      days: [{ date: today, total: 2 }],
    })
    expect((await call(who, 'PATCH', '/api/users', { lastChromeExtStatsViewedAt: true })).status).toBe(200)
    // the user's other tabs hear it (real-time chromeBotStatsModalViewed)
    const events = await t.deps.db
      .select({ payload: outboxEventsTable.payload })
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'realtime.publish'), eq(outboxEventsTable.aggregateId, who.user.id)))
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ type: 'chromeBotStatsModalViewed', userId: who.user.id }),
    )
    const viewed = await call(who, 'GET', '/api/reports/bot-mode-statistics')
    expect(viewed.body.data.lastViewedAt).toBeTruthy()
    expect(viewed.body.data.timezone).toBe('UTC')
    const bad = await call(who, 'GET', '/api/reports/bot-mode-statistics?timezone=Mars/Base')
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0]).toMatchObject({ path: 'query.timezone', rule: 'invalidTimezone' })
    for (const other of [p.clientA, p.candidate])
      expect((await call(other, 'GET', '/api/reports/bot-mode-statistics')).status).toBe(403)
  })

  it.each([
    ['POST', '/api/data-extraction/scraping-stats', { kind: 'tweet' }, 'kind', 'oneOf'],
    ['POST', '/api/data-extraction/scraping-stats', { kind: 'profile', count: 0 }, 'count', 'min'],
    ['POST', '/api/data-extraction/scraping-stats', { kind: 'profile', count: 1001 }, 'count', 'max'],
    ['POST', '/api/data-extraction/scraping-stats', { kind: 'profile', at: 'now' }, 'at', 'unknownField'],
    ['GET', '/api/data-extraction/scraping-stats?days=0', undefined, 'query.days', 'min'],
    ['GET', '/api/data-extraction/scraping-stats?days=91', undefined, 'query.days', 'max'],
    ['GET', '/api/data-extraction/scraping-stats?userId=x', undefined, 'query.userId', 'format'],
    ['POST', '/api/data-extraction/clear-scraping-stats', { userIds: [] }, 'userIds', 'minLength'],
    ['POST', '/api/data-extraction/clear-scraping-stats', { userIds: ['x'] }, 'userIds.0', 'format'],
  ])('%s %s answers 422 for %j, writing nothing', async (method, path, body, field, rule) => {
    const who = method === 'POST' && path === '/api/data-extraction/scraping-stats' ? p.recruiter : p.admin
    await call(p.recruiter, 'POST', '/api/data-extraction/scraping-stats', { kind: 'profile' })
    const before = await rowCounts(t.deps.db, IGNORE)
    const r = await call(who, method, path, body)
    expect(r.status, JSON.stringify(r.body)).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path: field, rule })
    expect(await rowCounts(t.deps.db, IGNORE)).toEqual(before)
  })
})
