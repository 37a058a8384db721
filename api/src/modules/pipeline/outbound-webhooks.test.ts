/**
 * Every event the web app offers for outbound webhooks fires from the pipeline (candidate stage
 * changes, submissions, hires, interviews scheduled/updated/cancelled, offers), signed, with one
 * idempotency id per event delivery; the client's subscriptions never hear of rows it cannot see.
 */

import type { WebhookEvent } from '@quota/shared/domain/enums'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interviewsTable, listOfValuesTable, webhooksTable } from '../../db/schema'
import { sealSecret } from '../../integrations/secret-box'
import {
  WEBHOOK_TOPIC,
  webhookDeliverHandler,
  webhookDeliverySettings,
  webhookSignature,
} from '../../integrations/webhook-delivery'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { isBlockedAddress } from '../../net/safe-fetch'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createJob, createOrganization, createPerson, createProspect, testAuthenticate } from './test-fixtures'

const logger = pino({ level: 'silent' })
const SECRET = 'whsec_outbound-test-secret'
interface Received {
  event: WebhookEvent
  id: string
  idHeader: string | null
  signatureOk: boolean
  data: Record<string, unknown>
}
let received: Received[] = []
const receiver = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(req) {
    const raw = await req.text()
    const body = JSON.parse(raw)
    received.push({
      event: body.event,
      id: body.id,
      idHeader: req.headers.get('idempotency-key'),
      signatureOk: req.headers.get('x-quota-signature') === webhookSignature(SECRET, raw),
      data: body.data,
    })
    return new Response('ok')
  },
})

let t: TestApp
let org: string
let recruiter: string
let client: string

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  webhookDeliverySettings.options = { isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a), ports: 'any' }
  org = await createOrganization(t.deps.db, 'Outbound Co')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  client = (await createPerson(t.deps.db, 'client', org)).userId
  const events: WebhookEvent[] = [
    'candidate.stageChanged',
    'candidate.submitted',
    'candidate.hired',
    'interview.scheduled',
    'interview.updated',
    'interview.cancelled',
    'offer.tracked',
  ]
  await t.deps.db.insert(webhooksTable).values(
    events.map((event) => ({
      organizationId: org,
      event,
      url: `http://127.0.0.1:${receiver.port}/hook`,
      secretEncrypted: sealSecret(t.deps.config, SECRET),
      createdAt: new Date(Date.now() - 60_000),
    })),
  )
}, 180_000)
afterAll(async () => {
  webhookDeliverySettings.options = {}
  receiver.stop(true)
  await t.close()
})

const act = async (userId: string, job: string, candidate: string, action: string, json: unknown = {}) => {
  const res = await t.request(`/api/jobs/${job}/candidates/${candidate}/actions/${action}`, {
    method: 'POST',
    headers: { 'x-test-user': userId },
    json,
  })
  expect(res.status, action).toBe(200)
}
/** Passes until nothing due is left (a pass claims a bounded batch). */
async function deliver() {
  for (let pass = 0; pass < 20; pass++) {
    const ran = await runOutboxOnce({
      db: t.deps.db,
      logger,
      handlers: { [WEBHOOK_TOPIC]: webhookDeliverHandler({ db: t.deps.db, config: t.deps.config, logger }) },
    })
    if (!ran) return
  }
}

describe('outbound webhooks from the pipeline', () => {
  it('fires every offered candidate, interview and offer event, signed, one idempotency id per event', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    received = []
    // provider-side moves before the client can see the candidate: not for the client's hooks
    await act(recruiter, job, candidate, 'shortlist')
    await act(recruiter, job, candidate, 'submit')
    await deliver()
    expect(received).toEqual([])

    await act(recruiter, job, candidate, 'submitToClient')
    await act(client, job, candidate, 'accept')
    await act(client, job, candidate, 'scheduleInterview', {
      interviewDate: '2031-03-10',
      interviewTimezone: 'America/New_York',
    })
    const [interview] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.candidateId, candidate))
    const moved = await t.request(`/api/interviews/${interview!.id}`, {
      method: 'PATCH',
      headers: { 'x-test-user': client },
      json: { interviewDate: '2031-03-11' },
    })
    expect(moved.status).toBe(200)
    const [offerType] = await t.deps.db
      .select({ id: listOfValuesTable.id })
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.key, 'offerType'))
      .limit(1)
    await act(recruiter, job, candidate, 'trackOffer', { salary: 120_000, ote: 240_000, offerTypeId: offerType!.id })
    await act(client, job, candidate, 'moveToHired', { joiningDate: '2031-05-01' })
    const cancelled = await t.request(`/api/interviews/${interview!.id}`, {
      method: 'DELETE',
      headers: { 'x-test-user': client },
      json: { saveMode: 'save' },
    })
    expect(cancelled.status).toBe(200)
    await deliver()

    const kinds = new Set(received.map((r) => r.event))
    expect([...kinds].sort()).toEqual(
      [
        'candidate.hired',
        'candidate.stageChanged',
        'candidate.submitted',
        'interview.cancelled',
        'interview.scheduled',
        'interview.updated',
        'offer.tracked',
      ].sort(),
    )
    expect(received.every((r) => r.signatureOk)).toBe(true)
    expect(received.every((r) => r.idHeader === r.id)).toBe(true)
    expect(new Set(received.map((r) => r.id)).size).toBe(received.length)
    expect(received.every((r) => r.data.candidateId === candidate && r.data.jobId === job)).toBe(true)
    const hired = received.find((r) => r.event === 'candidate.hired')!
    expect(hired.data).toMatchObject({ action: 'moveToHired', organizationId: org })
  })
})
