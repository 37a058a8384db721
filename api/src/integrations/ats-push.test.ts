import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueOutbox } from '../audit/write-audit'
import { atsConnectionsTable, outboxEventsTable } from '../db/schema'
import { retryAfterSeconds } from '../jobs/outbox-worker'
import { runAtsPushes } from '../testing/ats-push-fixtures'
import { createOrganization } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { ATS_PUSH_TOPIC } from './ats-push'
import { sealSecret } from './secret-box'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
const _logger = pino({ level: 'silent' })
const pass = () => runAtsPushes(t)

async function pushFor(organizationId: string) {
  const [id] = await enqueueOutbox(t.deps.db, {
    topic: ATS_PUSH_TOPIC,
    payload: {
      organizationId,
      jobId: crypto.randomUUID(),
      candidateId: crypto.randomUUID(),
      jobCandidateId: crypto.randomUUID(),
    },
  })
  await pass()
  return (await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id!)))[0]!
}

describe('ats.push when what it needs is gone by the time it runs', () => {
  it('ends with noAtsConnection (never pushed) when the organization was disconnected meanwhile', async () => {
    const org = await createOrganization(t.deps.db)
    const row = await pushFor(org)
    expect(row.processedAt).not.toBeNull()
    expect(row.payload).toMatchObject({ result: 'noAtsConnection' })
  })

  it('ends with jobNotLinked when the job lost its ATS link meanwhile', async () => {
    const org = await createOrganization(t.deps.db)
    await t.deps.db
      .insert(atsConnectionsTable)
      .values({ organizationId: org, provider: 'greenhouse', apiKeyEncrypted: sealSecret(t.deps.config, '{}') })
    const row = await pushFor(org)
    expect(row.processedAt).not.toBeNull()
    expect(row.payload).toMatchObject({ result: 'jobNotLinked' })
  })
})

describe('retryAfterSeconds', () => {
  it.each([
    [null, 1, 10],
    [{ retryAfterMs: 120_000 }, 1, 120],
    [{ retryAfterMs: 1_000 }, 3, 40],
    [{ retryAfterMs: 10 ** 12 }, 1, 86_400],
    [new Error('x'), 2, 20],
  ])('(%j, attempt %i) → %i s', (error, attempts, expected) => {
    expect(retryAfterSeconds(error, attempts)).toBe(expected)
  })
})
