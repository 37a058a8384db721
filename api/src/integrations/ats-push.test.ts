import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueOutbox } from '../audit/write-audit'
import { atsConnectionsTable, outboxEventsTable } from '../db/schema'
import { runOutboxOnce } from '../jobs/outbox-worker'
import { createOrganization } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { ATS_PUSH_TOPIC, atsPushHandler } from './ats-push'
import { sealSecret } from './secret-box'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
const logger = pino({ level: 'silent' })
const pass = () =>
  runOutboxOnce({ db: t.deps.db, logger, handlers: { [ATS_PUSH_TOPIC]: atsPushHandler({ db: t.deps.db, logger }) } })

async function pushFor(organizationId: string) {
  const [id] = await enqueueOutbox(t.deps.db, {
    topic: ATS_PUSH_TOPIC,
    payload: { organizationId, jobId: crypto.randomUUID(), candidateId: crypto.randomUUID() },
  })
  await pass()
  return (await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id!)))[0]!
}

describe('ats.push', () => {
  it('ends processed with noAtsConnection when the organization has no live connection', async () => {
    const org = await createOrganization(t.deps.db)
    const row = await pushFor(org)
    expect(row.processedAt).not.toBeNull()
    expect(row.payload.result).toBe('noAtsConnection')
  })

  it('ends processed with notSupported when there is a connection (no ATS client exists, nothing is sent)', async () => {
    const org = await createOrganization(t.deps.db)
    const [connection] = await t.deps.db
      .insert(atsConnectionsTable)
      .values({ organizationId: org, provider: 'greenhouse', apiKeyEncrypted: sealSecret(t.deps.config, 'k') })
      .returning()
    const row = await pushFor(org)
    expect(row.processedAt).not.toBeNull()
    expect(row.payload).toMatchObject({ result: 'notSupported', atsConnectionId: connection!.id })
  })
})
