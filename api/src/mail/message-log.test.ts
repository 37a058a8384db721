/**
 * The candidate's message record: one thread per candidate and job, even when sends race. Meant
 * for a real PostgreSQL server (TEST_DATABASE_URL), where the transactions run side by side on
 * several connections; on PGlite (one connection) they run too, serialised.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { messagesTable, messageThreadsTable } from '../db/schema'
import { createJob, createOrganization, createProspect } from '../modules/pipeline/test-fixtures'
import { openTestDatabase } from '../testing/test-database'
import { recordCandidateMessage } from './message-log'

let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())

const send = (candidateId: string, jobId: string | null, n: number) =>
  database.db.transaction((tx) =>
    recordCandidateMessage(tx, {
      candidateId,
      jobId,
      senderUserId: null,
      channel: 'email',
      template: 'pipelinePitch',
      recipient: 'someone@example.test',
      subject: `Message ${n}`,
      body: `Body ${n}`,
    }),
  )

async function threadsOf(candidateId: string) {
  return database.db
    .select({ id: messageThreadsTable.id, jobId: messageThreadsTable.jobId, subject: messageThreadsTable.subject })
    .from(messageThreadsTable)
    .where(eq(messageThreadsTable.candidateId, candidateId))
}

async function messagesIn(threadId: string) {
  const [row] = await database.db.select({ n: count() }).from(messagesTable).where(eq(messagesTable.threadId, threadId))
  return row!.n
}

describe('recordCandidateMessage', () => {
  it('puts concurrent sends about one job in one thread, and keeps the general thread apart', async () => {
    const org = await createOrganization(database.db, 'Thread Race Corp')
    const job = await createJob(database.db, org)
    const candidate = await createProspect(database.db)

    const ids = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => send(candidate, job, i)),
      ...Array.from({ length: 4 }, (_, i) => send(candidate, null, 10 + i)),
    ])
    expect(new Set(ids).size).toBe(10)

    const threads = await threadsOf(candidate)
    expect(threads.map((t) => t.jobId).sort()).toEqual([job, null].sort())
    const jobThread = threads.find((t) => t.jobId === job)!
    const general = threads.find((t) => t.jobId === null)!
    expect(await messagesIn(jobThread.id)).toBe(6)
    expect(await messagesIn(general.id)).toBe(4)
    // the thread keeps the subject of the message that made it
    expect(jobThread.subject).toMatch(/^Message [0-5]$/)
  })

  it('the database refuses a second thread for the same candidate and job, null job included', async () => {
    const candidate = await createProspect(database.db)
    await send(candidate, null, 1)
    await expect(
      database.db.insert(messageThreadsTable).values({ candidateId: candidate, jobId: null }),
    ).rejects.toThrow()
    expect(await threadsOf(candidate)).toHaveLength(1)
  })
})
