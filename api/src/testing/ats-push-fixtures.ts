/**
 * What the ATS push tests share: running the `ats.push` rows through the real handler, and a
 * candidate with a stored resume and a submittal blurb submitted to the client on a job.
 */
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { expect } from 'vitest'
import { candidatesTable, jobCandidatesTable, mediaTable } from '../db/schema'
import { ATS_PUSH_TOPIC, atsPushHandler } from '../integrations/ats-push'
import { runOutboxOnce } from '../jobs/outbox-worker'
import type { People } from '../modules/jobs/test-fixtures'
import { createProspect } from '../modules/pipeline/test-fixtures'
import { storageFor } from '../storage'
import type { TestApp } from './test-app'

const logger = pino({ level: 'silent' })

/** One outbox pass over `ats.push`; with `due`, retries waiting for later are made due first. */
export async function runAtsPushes(t: TestApp, options: { due?: boolean } = {}) {
  if (options.due) {
    await t.deps.db.execute(
      sql`update outbox_events set available_at = now() where topic = 'ats.push' and processed_at is null`,
    )
  }
  return runOutboxOnce({
    db: t.deps.db,
    logger,
    handlers: {
      [ATS_PUSH_TOPIC]: atsPushHandler({
        db: t.deps.db,
        config: t.deps.config,
        logger,
        storage: storageFor(t.deps.config),
      }),
    },
  })
}

/** The stored resume of the candidate `candidateSubmittedToClient` makes. */
export const resumeBytesOf = (firstName: string, lastName: string) =>
  Buffer.from(`%PDF-1.4\n% the resume of ${firstName} ${lastName}\n`)

/** A prospect with a stored PDF resume, submitted by the recruiter and sent to the client on `job`. */
export async function candidateSubmittedToClient(
  t: TestApp,
  p: People,
  job: string,
  person: { firstName: string; lastName: string; blurbHtml: string },
) {
  const candidate = await createProspect(t.deps.db, { firstName: person.firstName, lastName: person.lastName })
  const key = `test/resumes/${crypto.randomUUID()}.pdf`
  const bytes = resumeBytesOf(person.firstName, person.lastName)
  await storageFor(t.deps.config).put(key, new Blob([bytes]).stream(), { contentType: 'application/pdf' })
  const [media] = await t.deps.db
    .insert(mediaTable)
    .values({
      kind: 'resume',
      candidateId: candidate,
      storageKey: key,
      fileName: `${person.firstName.toLowerCase()}.pdf`,
      mimeType: 'application/pdf',
      status: 'complete',
    })
    .returning()
  await t.deps.db.update(candidatesTable).set({ resumeMediaId: media!.id }).where(eq(candidatesTable.id, candidate))
  const act = async (action: string) =>
    (
      await t.request(`/api/jobs/${job}/candidates/${candidate}/actions/${action}`, {
        method: 'POST',
        headers: p.recruiter.headers,
        json: {},
      })
    ).status
  expect(await act('submit')).toBe(200)
  await t.deps.db
    .update(jobCandidatesTable)
    .set({ submittalBlurbHtml: person.blurbHtml })
    .where(and(eq(jobCandidatesTable.jobId, job), eq(jobCandidatesTable.candidateId, candidate)))
  expect(await act('submitToClient')).toBe(200)
  return candidate
}
