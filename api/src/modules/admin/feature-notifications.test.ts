import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'

/** Administrators publish feature announcements; each user sees one of their type once, until dismissed. */
let t: TestApp
let admin: SignedInUser
let recruiter: SignedInUser
let candidate: SignedInUser
let client: SignedInUser

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
type Json = any
const { call } = httpAs(() => t)
const ADMIN_PATH = '/api/manage-feature-configs/feature-notifications'
const unseen = async (who: SignedInUser) =>
  ((await call(who, 'GET', '/api/users/me')).body.data.newFeatureNotifications as { title: string }[]).map(
    (n) => n.title,
  )

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
  recruiter = await createSignedInUser(t, { roleKeys: ['internal-recruiter'] })
  candidate = await createSignedInUser(t, { userType: 'candidate' })
  client = await createSignedInUser(t, { userType: 'client' })
})
afterAll(() => t?.close())

describe('feature announcements', () => {
  it('an administrator publishes to candidates; a candidate sees it once and dismisses it; others never see it', async () => {
    const published = await call(admin, 'POST', ADMIN_PATH, {
      title: 'Message your recruiter',
      bodyHtml: '<p>Write to your recruiters from <b>Messages</b>.</p><script>alert(1)</script>',
      linkUrl: 'https://quota.example/help/messages',
      audienceUserTypes: ['candidate'],
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const id = published.body.data.id
    expect(published.body.data.bodyHtml).not.toContain('<script')
    expect(published.body.data.publishedAt).not.toBeNull()

    expect(await unseen(candidate)).toEqual(['Message your recruiter'])
    expect(await unseen(client)).toEqual([])
    expect(await unseen(recruiter)).toEqual([])

    const dismissed = await call(candidate, 'PATCH', `/api/users/${candidate.user.id}/feature-notifications`, {
      ids: [id],
    })
    expect(dismissed.body.data).toEqual({ updated: 1 })
    expect(await unseen(candidate)).toEqual([])
    const listed = await call(admin, 'GET', ADMIN_PATH)
    expect(listed.body.data.find((n: Json) => n.id === id)).toMatchObject({ readCount: 1 })
  })

  it('a draft shows to nobody until published; a withdrawn one disappears', async () => {
    const draft = await call(admin, 'POST', ADMIN_PATH, { title: 'Global search', publish: false })
    expect(draft.body.data.publishedAt).toBeNull()
    expect(await unseen(recruiter)).toEqual([])
    const published = await call(admin, 'PATCH', `${ADMIN_PATH}/${draft.body.data.id}`, { publish: true })
    expect(published.status).toBe(200)
    // empty audience: everyone signed in
    expect(await unseen(recruiter)).toEqual(['Global search'])
    expect(await unseen(client)).toEqual(['Global search'])
    await call(admin, 'PATCH', `${ADMIN_PATH}/${draft.body.data.id}`, { publish: false })
    expect(await unseen(recruiter)).toEqual([])
  })

  it('refuses non-administrators, bad links, past ends and unknown ids', async () => {
    expect((await call(recruiter, 'POST', ADMIN_PATH, { title: 'x' })).status).toBe(403)
    expect((await call(candidate, 'GET', ADMIN_PATH)).status).toBe(403)
    expect((await call(null, 'GET', ADMIN_PATH)).status).toBe(401)
    const bad = await call(admin, 'POST', ADMIN_PATH, { title: 'x', linkUrl: 'javascript:alert(1)' })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.body)).toContain('linkUrl')
    expect((await call(admin, 'POST', ADMIN_PATH, { title: '  ' })).status).toBe(422)
    expect((await call(admin, 'POST', ADMIN_PATH, { title: 'x', audienceUserTypes: ['system'] })).status).toBe(422)
    const past = await call(admin, 'POST', ADMIN_PATH, { title: 'x', expiresAt: '2001-01-01T00:00:00Z' })
    expect(past.status).toBe(422)
    expect(JSON.stringify(past.body)).toContain('expiresAt')
    expect(
      (await call(admin, 'PATCH', `${ADMIN_PATH}/00000000-0000-4000-8000-000000000000`, { publish: true })).status,
    ).toBe(404)
  })
})
