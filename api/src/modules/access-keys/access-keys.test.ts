import { eq } from 'drizzle-orm'
import { Elysia } from 'elysia'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessKeysTable, organizationsTable } from '../../db/schema'
import { errorsPlugin } from '../../plugins/errors'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { accessKeyPlugin } from './plugin'

let t: TestApp
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
})
afterAll(() => t.close())

const createKey = async (json: Record<string, unknown>) => {
  const res = await t.request('/api/access-keys', { method: 'POST', json, headers: admin.headers })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()).data as { id: string; key: string; prefix: string; scopes: string[] }
}
const current = (key: string | null, headers: Record<string, string> = {}) =>
  t.request('/api/access-keys/current', { headers: { ...(key ? { 'x-access-key': key } : {}), ...headers } })

describe('access keys', () => {
  it('admins create keys; the key is shown once and stored hashed', async () => {
    const recruiter = await createSignedInUser(t)
    expect(
      (
        await t.request('/api/access-keys', {
          method: 'POST',
          json: { name: 'x', scopes: ['read'] },
          headers: recruiter.headers,
        })
      ).status,
    ).toBe(403)

    const created = await createKey({ name: 'Careers site', scopes: ['apply', 'read'] })
    expect(created.key).toMatch(/^qk_[A-Za-z0-9_-]{43}$/)
    expect(created.key.startsWith(created.prefix)).toBe(true)
    const [row] = await t.deps.db.select().from(accessKeysTable).where(eq(accessKeysTable.id, created.id))
    expect(row!.keyHash).not.toContain(created.key)
    expect(JSON.stringify(row)).not.toContain(created.key)

    const list = (await (await t.request('/api/access-keys', { headers: admin.headers })).json()).data
    expect(list.find((k: { id: string }) => k.id === created.id)).toMatchObject({
      name: 'Careers site',
      prefix: created.prefix,
    })
    expect(JSON.stringify(list)).not.toContain(created.key)

    const who = await current(created.key)
    expect(who.status).toBe(200)
    expect((await who.json()).data).toMatchObject({ id: created.id, scopes: ['apply', 'read'] })
  })

  it('refuses a missing, unknown, revoked or expired key', async () => {
    expect((await current(null)).status).toBe(401)
    expect((await current('qk_unknown')).status).toBe(401)
    const key = await createKey({ name: 'To revoke', scopes: ['read'] })
    expect((await current(key.key)).status).toBe(200)
    const revoked = await t.request(`/api/access-keys/${key.id}/revoke`, { method: 'POST', headers: admin.headers })
    expect((await revoked.json()).data.revokedAt).toBeTypeOf('string')
    expect((await current(key.key)).status).toBe(401)

    const expiring = await createKey({
      name: 'Expiring',
      scopes: ['read'],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    })
    await t.deps.db
      .update(accessKeysTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessKeysTable.id, expiring.id))
    expect((await current(expiring.key)).status).toBe(401)
  })

  it('a key bound to origins works only from them', async () => {
    const key = await createKey({
      name: 'Widget',
      scopes: ['comp-engine'],
      allowedOrigins: ['https://careers.acme.test'],
    })
    expect((await current(key.key)).status).toBe(403)
    expect((await current(key.key, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await current(key.key, { origin: 'https://careers.acme.test' })).status).toBe(200)
    const bad = await t.request('/api/access-keys', {
      method: 'POST',
      json: { name: 'x', scopes: ['read'], allowedOrigins: ['https://a.test/path'] },
      headers: admin.headers,
    })
    expect(bad.status).toBe(422)
  })

  it('the accessKey macro checks the scope a route asks for', async () => {
    const app = new Elysia()
      .use(errorsPlugin(t.deps.logger))
      .use(accessKeyPlugin(t.deps.db))
      .post('/apply', ({ accessKey }) => ({ keyId: accessKey.id }), { accessKey: 'apply' })
    const call = (key: string) =>
      app.handle(new Request('http://localhost/apply', { method: 'POST', headers: { 'x-access-key': key } }))
    const applyKey = await createKey({ name: 'Apply form', scopes: ['apply'] })
    const readKey = await createKey({ name: 'Reader', scopes: ['read'] })
    expect((await call(applyKey.key)).status).toBe(200)
    const refused = await call(readKey.key)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.code).toBe('FORBIDDEN')
  })
})

describe("a client recruiter's own widget keys", () => {
  const call = (who: SignedInUser, method: string, path: string, json?: Record<string, unknown>) =>
    t.request(`/api/access-keys${path}`, { method, headers: who.headers, ...(json ? { json } : {}) })
  const widgetKey = {
    name: 'Careers site',
    scopes: ['apply', 'hire'],
    allowedOrigins: ['https://careers.acme.example'],
  }

  it('creates, lists and revokes keys of its own organization only, with widget scopes and a site', async () => {
    const [acme] = await t.deps.db.insert(organizationsTable).values({ name: 'Acme Keys' }).returning()
    const [globex] = await t.deps.db.insert(organizationsTable).values({ name: 'Globex Keys' }).returning()
    const client = await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter'],
      organizationId: acme!.id,
    })
    const other = await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter'],
      organizationId: globex!.id,
    })
    const basic = await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter-basic'],
      organizationId: acme!.id,
    })

    const created = await call(client, 'POST', '', widgetKey)
    expect(created.status).toBe(200)
    const key = (await created.json()).data
    // bound to the caller's organization whatever it sent
    expect(key).toMatchObject({ organizationId: acme!.id, scopes: ['apply', 'hire'] })
    expect((await current(key.key, { origin: 'https://careers.acme.example' })).status).toBe(200)
    expect((await current(key.key, { origin: 'https://evil.example' })).status).toBe(403)

    const refusals = [
      [{ ...widgetKey, scopes: ['apply', 'read'] }, 'scopes'],
      [{ ...widgetKey, allowedOrigins: [] }, 'allowedOrigins'],
      [{ ...widgetKey, organizationId: globex!.id }, 'organizationId'],
    ] as const
    for (const [body, field] of refusals) {
      const res = await call(client, 'POST', '', body)
      expect(res.status).toBe(422)
      expect((await res.json()).error.details.map((d: { path: string }) => d.path)).toContain(field)
    }
    expect((await call(basic, 'POST', '', widgetKey)).status).toBe(403)
    expect((await call(basic, 'GET', '')).status).toBe(403)

    // the admin's keys and another organization's are not in its list, nor revocable by it
    await createKey({ name: 'Admin key', scopes: ['read'] })
    const othersKey = (await (await call(other, 'POST', '', widgetKey)).json()).data
    const listed = (await (await call(client, 'GET', '')).json()).data as { id: string }[]
    expect(listed.map((k) => k.id)).toEqual([key.id])
    expect((await call(client, 'POST', `/${othersKey.id}/revoke`)).status).toBe(404)
    expect((await current(othersKey.key, { origin: 'https://careers.acme.example' })).status).toBe(200)

    const revoked = await call(client, 'POST', `/${key.id}/revoke`)
    expect((await revoked.json()).data.revokedAt).toBeTypeOf('string')
    expect((await current(key.key, { origin: 'https://careers.acme.example' })).status).toBe(401)
  })
})
