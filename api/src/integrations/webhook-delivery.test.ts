import { createHmac } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEventsTable, webhookDeliveriesTable, webhooksTable } from '../db/schema'
import { runOutboxOnce } from '../jobs/outbox-worker'
import { createPeople, type JobRefs, jobBody, jobRefs, type People } from '../modules/jobs/test-fixtures'
import { isBlockedAddress } from '../net/safe-fetch'
import { createTestApp, type TestApp } from '../testing/test-app'
import { sealSecret } from './secret-box'
import {
  WEBHOOK_FAILURE_LIMIT,
  WEBHOOK_TOPIC,
  webhookDeliverHandler,
  webhookDeliverySettings,
} from './webhook-delivery'

let t: TestApp
let p: People
let refs: JobRefs
const logger = pino({ level: 'silent' })

interface Received {
  path: string
  signature: string | null
  /** the idempotency headers: x-quota-event-id, webhook-id, idempotency-key */
  ids: (string | null)[]
  raw: string
  body: { id: string; event: string; occurredAt: string; data: Record<string, unknown> }
}
let received: Received[] = []
let flakyCalls = 0
/** A local receiver: /ok answers 200, /fail 500, /flaky 500 the first time and 200 after. */
const receiver = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(req) {
    const path = new URL(req.url).pathname
    const raw = await req.text()
    const ids = ['x-quota-event-id', 'webhook-id', 'idempotency-key'].map((h) => req.headers.get(h))
    received.push({ path, signature: req.headers.get('x-quota-signature'), ids, raw, body: JSON.parse(raw) })
    if (path === '/fail') return new Response('broken', { status: 500 })
    if (path === '/flaky') return ++flakyCalls === 1 ? new Response('try later', { status: 500 }) : new Response('ok')
    return new Response('ok')
  },
})
const at = (path: string) => `http://127.0.0.1:${receiver.port}${path}`

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  refs = await jobRefs(t.deps.db)
  // the local receiver stands for a public one: the only loopback address allowed here
  webhookDeliverySettings.options = { isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a), ports: 'any' }
})
afterAll(async () => {
  webhookDeliverySettings.options = {}
  receiver.stop(true)
  await t.close()
})
beforeEach(async () => {
  received = []
  await t.deps.db.delete(webhooksTable)
})

const pass = () =>
  runOutboxOnce({
    db: t.deps.db,
    logger,
    handlers: { [WEBHOOK_TOPIC]: webhookDeliverHandler({ db: t.deps.db, config: t.deps.config, logger }) },
  })

async function subscribe(values: {
  url: string
  organizationId: string | null
  event?: 'job.created' | 'job.updated'
  isActive?: boolean
  failureCount?: number
  secret?: string
}) {
  const [row] = await t.deps.db
    .insert(webhooksTable)
    .values({
      url: values.url,
      organizationId: values.organizationId,
      event: values.event ?? 'job.created',
      isActive: values.isActive ?? true,
      failureCount: values.failureCount ?? 0,
      secretEncrypted: sealSecret(t.deps.config, values.secret ?? 'whsec-test'),
    })
    .returning()
  return row!
}

async function createJob(organizationId: string) {
  const res = await t.request('/api/jobs', {
    method: 'POST',
    headers: p.recruiter.headers,
    json: jobBody(refs, { organizationId }),
  })
  const body = (await res.json()) as { data: { id: string } }
  expect(res.status, JSON.stringify(body)).toBe(201)
  const [row] = await t.deps.db
    .select()
    .from(outboxEventsTable)
    .where(and(eq(outboxEventsTable.topic, WEBHOOK_TOPIC), eq(outboxEventsTable.aggregateId, body.data.id)))
  return { jobId: body.data.id, outboxId: row!.id }
}

const outboxRow = async (id: string) =>
  (await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id)))[0]!
const webhookRow = async (id: string) =>
  (await t.deps.db.select().from(webhooksTable).where(eq(webhooksTable.id, id)))[0]!
const deliveriesOf = (webhookId: string) =>
  t.deps.db
    .select()
    .from(webhookDeliveriesTable)
    .where(eq(webhookDeliveriesTable.webhookId, webhookId))
    .orderBy(webhookDeliveriesTable.attempt)
/** Makes a row scheduled for a retry due now (instead of waiting for the back-off). */
const makeDue = (id: string) =>
  t.deps.db
    .update(outboxEventsTable)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(outboxEventsTable.id, id))

describe('webhook.deliver', () => {
  it('posts a created job, signed, to the subscribed webhooks of its organization and the provider-level ones only', async () => {
    const mine = await subscribe({ url: at('/mine'), organizationId: p.orgA, secret: 'secret-of-a' })
    const provider = await subscribe({ url: at('/provider'), organizationId: null, secret: 'secret-of-provider' })
    await subscribe({ url: at('/other-event'), organizationId: p.orgA, event: 'job.updated' })
    const paused = await subscribe({ url: at('/paused'), organizationId: p.orgA, isActive: false })
    await subscribe({ url: at('/other-org'), organizationId: p.orgB })

    const { jobId, outboxId } = await createJob(p.orgA)
    await pass()

    expect(received.map((r) => r.path).sort()).toEqual(['/mine', '/provider'])
    for (const [path, secret] of [
      ['/mine', 'secret-of-a'],
      ['/provider', 'secret-of-provider'],
    ] as const) {
      const r = received.find((x) => x.path === path)!
      expect(r.signature).toBe(`sha256=${createHmac('sha256', secret).update(r.raw).digest('hex')}`)
      expect(r.body).toMatchObject({ id: outboxId, event: 'job.created', data: { jobId, organizationId: p.orgA } })
      expect(Number.isNaN(Date.parse(r.body.occurredAt))).toBe(false)
    }
    const row = await outboxRow(outboxId)
    expect(row.processedAt).not.toBeNull()
    expect((row.payload.deliveredTo as string[]).sort()).toEqual([mine.id, provider.id].sort())
    const [delivery] = await deliveriesOf(mine.id)
    expect(delivery).toMatchObject({ eventId: outboxId, state: 'succeeded', responseStatus: 200, responseBody: 'ok' })
    expect(await deliveriesOf(paused.id)).toEqual([])
  })

  it('retries only the webhook that failed (500, then 200) and resets its failure count', async () => {
    const steady = await subscribe({ url: at('/steady'), organizationId: p.orgA })
    const flaky = await subscribe({ url: at('/flaky'), organizationId: p.orgA })
    flakyCalls = 0
    const { outboxId } = await createJob(p.orgA)

    await pass()
    let row = await outboxRow(outboxId)
    expect(row.processedAt).toBeNull()
    expect(row.lastError).toContain(flaky.id)
    expect(row.payload.deliveredTo).toEqual([steady.id])
    expect(await webhookRow(flaky.id)).toMatchObject({ failureCount: 1, isActive: true })

    await makeDue(outboxId)
    await pass()
    row = await outboxRow(outboxId)
    expect(row.processedAt).not.toBeNull()
    expect(received.map((r) => r.path)).toEqual(['/steady', '/flaky', '/flaky'])
    expect(received[1]!.body.id).toBe(received[2]!.body.id)
    // a retry carries the same idempotency id in every header receivers dedupe on
    expect(received[1]!.ids).toEqual([outboxId, outboxId, outboxId])
    expect(received[2]!.ids).toEqual([outboxId, outboxId, outboxId])
    expect(await webhookRow(flaky.id)).toMatchObject({ failureCount: 0, isActive: true })
    expect((await deliveriesOf(flaky.id)).map((d) => [d.attempt, d.state, d.responseStatus, d.responseBody])).toEqual([
      [1, 'failed', 500, 'try later'],
      [2, 'succeeded', 200, 'ok'],
    ])
    expect(await deliveriesOf(steady.id)).toHaveLength(1)
  })

  it(`pauses a webhook at ${WEBHOOK_FAILURE_LIMIT} consecutive failures and sends it nothing after`, async () => {
    const failing = await subscribe({
      url: at('/fail'),
      organizationId: p.orgA,
      failureCount: WEBHOOK_FAILURE_LIMIT - 1,
    })
    const { outboxId } = await createJob(p.orgA)
    await pass()
    expect(await webhookRow(failing.id)).toMatchObject({ failureCount: WEBHOOK_FAILURE_LIMIT, isActive: false })
    expect((await outboxRow(outboxId)).processedAt).toBeNull()

    await makeDue(outboxId)
    await pass()
    expect(received.map((r) => r.path)).toEqual(['/fail'])
    expect((await outboxRow(outboxId)).processedAt).not.toBeNull()
  })

  it('ends processed when nobody is subscribed', async () => {
    const { outboxId } = await createJob(p.orgA)
    await pass()
    const row = await outboxRow(outboxId)
    expect(row).toMatchObject({ lastError: null, payload: { event: 'job.created', deliveredTo: [] } })
    expect(row.processedAt).not.toBeNull()
    expect(received).toEqual([])
  })

  it('refuses loopback addresses under the production address policy', async () => {
    webhookDeliverySettings.options = { ports: 'any' }
    try {
      const local = await subscribe({ url: at('/local'), organizationId: p.orgA })
      const { outboxId } = await createJob(p.orgA)
      await pass()
      expect(received).toEqual([])
      const [delivery] = await deliveriesOf(local.id)
      expect(delivery).toMatchObject({ state: 'failed', responseStatus: null, error: 'This address is not allowed' })
      expect((await outboxRow(outboxId)).processedAt).toBeNull()
    } finally {
      webhookDeliverySettings.options = { isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a), ports: 'any' }
    }
  })
})
