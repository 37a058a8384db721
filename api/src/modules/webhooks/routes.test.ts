import { createHmac } from 'node:crypto'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhooksTable } from '../../db/schema'
import { WEBHOOK_TOPIC, webhookDeliverHandler, webhookDeliverySettings } from '../../integrations/webhook-delivery'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { isBlockedAddress } from '../../net/safe-fetch'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, type JobRefs, jobBody, jobRefs, json, type People } from '../jobs/test-fixtures'
import { webhookSubscriptionSettings } from './manage-webhooks'

let t: TestApp
let p: People
let refs: JobRefs
const received: { path: string; signature: string | null; raw: string }[] = []
/** A local receiver standing for the client's public endpoint. */
const receiver = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(req) {
    received.push({
      path: new URL(req.url).pathname,
      signature: req.headers.get('x-quota-signature'),
      raw: await req.text(),
    })
    return new Response('ok')
  },
})
const at = (path: string) => `http://127.0.0.1:${receiver.port}${path}`

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  refs = await jobRefs(t.deps.db)
  webhookDeliverySettings.options = { isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a), ports: 'any' }
  webhookSubscriptionSettings.allowHttp = true
})
afterAll(async () => {
  webhookDeliverySettings.options = {}
  webhookSubscriptionSettings.allowHttp = false
  receiver.stop(true)
  await t.close()
})

const call = (path: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/webhooks${path}`, { method: init.method ?? 'GET', headers, json: init.json })

describe('webhooks', () => {
  it('creates, lists, delivers a job event, lists the delivery, regenerates the secret and deletes', async () => {
    const created = await call('', p.clientA.headers, { method: 'POST', json: { event: 'job.created', url: at('/a') } })
    const body = await json(created)
    expect(created.status, JSON.stringify(body)).toBe(201)
    const hook = body.data
    expect(hook).toMatchObject({ event: 'job.created', url: at('/a'), isActive: true, lastDeliveryState: null })
    expect(hook.secret).toMatch(/^whsec_/)

    const list = await json(await call('', p.clientA.headers))
    expect(list.data.map((w: { id: string }) => w.id)).toEqual([hook.id])
    expect(list.data[0].secret).toBeUndefined()

    const job = await t.request('/api/jobs', {
      method: 'POST',
      headers: p.recruiter.headers,
      json: jobBody(refs, { organizationId: p.orgA }),
    })
    expect(job.status).toBe(201)
    const logger = pino({ level: 'silent' })
    await runOutboxOnce({
      db: t.deps.db,
      logger,
      handlers: { [WEBHOOK_TOPIC]: webhookDeliverHandler({ db: t.deps.db, config: t.deps.config, logger }) },
    })
    const mine = received.filter((r) => r.path === '/a')
    expect(mine).toHaveLength(1)
    expect(mine[0]!.signature).toBe(`sha256=${createHmac('sha256', hook.secret).update(mine[0]!.raw).digest('hex')}`)

    const deliveries = await json(await call(`/${hook.id}/deliveries`, p.clientA.headers))
    expect(deliveries.meta.total).toBe(1)
    expect(deliveries.data[0]).toMatchObject({ event: 'job.created', state: 'succeeded', responseStatus: 200 })
    expect((await json(await call('', p.clientA.headers))).data[0].lastDeliveryState).toBe('succeeded')

    const regenerated = await call(`/${hook.id}/regenerate-secret`, p.clientA.headers, { method: 'PUT' })
    const fresh = (await json(regenerated)).data
    expect(regenerated.status).toBe(200)
    expect(fresh.secret).toMatch(/^whsec_/)
    expect(fresh.secret).not.toBe(hook.secret)

    const deleted = await call(`/${hook.id}`, p.clientA.headers, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect((await json(await call('', p.clientA.headers))).data).toEqual([])
  })

  it('refuses a duplicate with 409 and bad values with field errors, changing nothing', async () => {
    const first = await call('', p.clientA.headers, { method: 'POST', json: { event: 'job.updated', url: at('/dup') } })
    expect(first.status).toBe(201)
    const dup = await call('', p.clientA.headers, { method: 'POST', json: { event: 'job.updated', url: at('/dup') } })
    expect(dup.status).toBe(409)
    expect((await json(dup)).error.details[0]).toMatchObject({ path: 'url', rule: 'alreadySubscribed' })

    const badEvent = await call('', p.clientA.headers, { method: 'POST', json: { event: 'nope', url: at('/x') } })
    expect(badEvent.status).toBe(422)
    expect((await json(badEvent)).error.details[0].path).toBe('event')
    for (const url of ['not a url', 'https://127.0.0.2/hook', 'https://localhost/hook', 'ftp://example.com/x']) {
      const res = await call('', p.clientA.headers, { method: 'POST', json: { event: 'job.created', url } })
      expect(res.status, url).toBe(422)
      expect((await json(res)).error.details[0].path).toBe('url')
    }
    webhookSubscriptionSettings.allowHttp = false
    const plain = await call('', p.clientA.headers, {
      method: 'POST',
      json: { event: 'job.created', url: at('/http') },
    })
    webhookSubscriptionSettings.allowHttp = true
    expect(plain.status).toBe(422)
    expect((await json(plain)).error.details[0]).toMatchObject({ path: 'url', rule: 'httpsRequired' })
    expect((await json(await call('', p.clientA.headers))).data).toHaveLength(1)
  })

  it('re-activates a paused webhook', async () => {
    const hook = (
      await json(
        await call('', p.clientA.headers, { method: 'POST', json: { event: 'job.statusChanged', url: at('/p') } }),
      )
    ).data
    const { eq } = await import('drizzle-orm')
    await t.deps.db
      .update(webhooksTable)
      .set({ isActive: false, failureCount: 20 })
      .where(eq(webhooksTable.id, hook.id))
    const res = await call(`/${hook.id}/activate`, p.clientA.headers, { method: 'PUT' })
    expect((await json(res)).data).toMatchObject({ isActive: true, failureCount: 0 })
  })

  it('hides another organization, refuses candidates, and lets provider staff name the organization', async () => {
    const hook = (
      await json(await call('', p.clientA.headers, { method: 'POST', json: { event: 'job.created', url: at('/o') } }))
    ).data
    expect((await call(`/${hook.id}`, p.clientB.headers, { method: 'DELETE' })).status).toBe(404)
    expect((await call(`/${hook.id}/deliveries`, p.clientB.headers)).status).toBe(404)
    expect((await call(`/${hook.id}/regenerate-secret`, p.clientB.headers, { method: 'PUT' })).status).toBe(404)
    expect((await call(`?organizationId=${p.orgA}`, p.clientB.headers)).status).toBe(404)
    expect((await json(await call('', p.clientB.headers))).data).toEqual([])
    expect((await call('', p.candidate.headers)).status).toBe(403)
    expect(
      (await call('', p.candidate.headers, { method: 'POST', json: { event: 'job.created', url: at('/c') } })).status,
    ).toBe(403)

    const staff = await json(await call(`?organizationId=${p.orgA}`, p.recruiter.headers))
    expect(staff.data.map((w: { id: string }) => w.id)).toContain(hook.id)
    expect((await call('', p.recruiter.headers)).status).toBe(422)
  })

  it('refuses a basic client user and the 21st webhook of an organization', async () => {
    expect((await call('', p.basicA.headers)).status).toBe(403)
    for (let i = 0; i < 20; i++) {
      const res = await call('', p.clientB.headers, {
        method: 'POST',
        json: { event: 'job.created', url: at(`/n${i}`) },
      })
      expect(res.status).toBe(201)
    }
    const over = await call('', p.clientB.headers, { method: 'POST', json: { event: 'job.created', url: at('/n20') } })
    expect(over.status).toBe(422)
    expect((await json(over)).error.details[0]).toMatchObject({ path: 'url', rule: 'max' })
    expect((await json(await call('', p.clientB.headers))).data).toHaveLength(20)
  })
})
