/**
 * The interview report with the client's ATS feedback merged in (`includeAts=true`): the page's
 * candidates pushed to their job's client ATS come with the scorecards held there (read from a
 * Greenhouse contract server); a vendor failure is reported as such; not asked, nothing is read.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atsCandidateLinksTable, atsConnectionsTable, interviewsTable } from '../../db/schema'
import { sealSecret } from '../../integrations/secret-box'
import { allowContractServers, startGreenhouseContract } from '../../testing/ats-contract-servers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createInterviewWorld, type InterviewWorld, testAuthenticate } from '../pipeline/test-fixtures'

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = any
const ghCreds = { clientId: 'gh-client', clientSecret: 'gh-secret', userId: '77' }
const gh = startGreenhouseContract(ghCreds)
let guard: ReturnType<typeof allowContractServers>
let t: TestApp
let world: InterviewWorld
let jobId: string
let connectionId: string

const call = async (userId: string, path: string) => {
  const res = await t.request(path, { headers: { 'x-test-user': userId } })
  return { status: res.status, body: (await res.json()) as Json }
}

beforeAll(async () => {
  guard = allowContractServers()
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  world = await createInterviewWorld(t, 'Scorecard Corp', { interviewer: { email: 'panel@score.test', name: 'Panel' } })
  const db = t.deps.db
  const alices = await db.select().from(interviewsTable).where(eq(interviewsTable.candidateId, world.alice.candidateId))
  // the interview that took place two days ago: inside the report's default window
  const [held] = await db
    .update(interviewsTable)
    .set({ startsAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(interviewsTable.id, alices.find((i) => i.title !== 'Meet the sales team')!.id))
    .returning()
  jobId = held!.jobId
  const [connection] = await db
    .insert(atsConnectionsTable)
    .values({
      organizationId: world.org,
      provider: 'greenhouse',
      apiKeyEncrypted: sealSecret(t.deps.config, JSON.stringify({ provider: 'greenhouse', ...ghCreds })),
      settings: { endpoints: gh.endpoints },
    })
    .returning()
  connectionId = connection!.id
  // Alice was pushed: Greenhouse candidate 5001, application 6001
  await db.insert(atsCandidateLinksTable).values({
    candidateId: world.alice.candidateId,
    connectionId,
    externalCandidateId: '5001',
    externalApplicationId: '6001',
    isActive: true,
  })
  gh.state.users.set(901, { id: 901, first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace' })
  gh.state.scorecards.push(
    {
      id: 9101,
      application_id: 6001,
      interview_step: { name: 'Hiring manager screen' },
      interviewer_id: 901,
      submitter_id: 901,
      status: 'complete',
      submitted_at: '2026-11-20T15:00:00.000Z',
      overall_recommendation: 'strong_yes',
      notes: 'Ran the top team',
    },
    {
      id: 9102,
      application_id: 6001,
      interview_step: { name: 'Onsite' },
      interviewer_id: 901,
      submitter_id: 901,
      status: 'draft',
      submitted_at: null,
      overall_recommendation: null,
      notes: null,
    },
  )
}, 300_000)
afterAll(async () => {
  guard.restore()
  gh.stop()
  await t?.close()
})

describe('GET interview-report with includeAts', () => {
  it('not asked: no ATS part and no call to the ATS', async () => {
    const before = gh.state.requests.length
    const res = await call(world.recruiter, '/api/interview-report?scope=allJobs')
    expect(res.status).toBe(200)
    expect(res.body.data.ats).toBeNull()
    expect(gh.state.requests.length).toBe(before)
  })

  it("asked: the pushed candidate's submitted scorecards, next to the report's own rows", async () => {
    const res = await call(world.recruiter, '/api/interview-report?scope=allJobs&includeAts=true')
    expect(res.status).toBe(200)
    const r = res.body.data
    expect(
      r.groups.flatMap((g: Json) => g.rows).some((row: Json) => row.candidate.id === world.alice.candidateId),
    ).toBe(true)
    expect(r.ats).toEqual([
      {
        candidate: { id: world.alice.candidateId, fullName: expect.any(String) },
        job: { id: jobId, name: 'SDR Lead' },
        atsDisplayName: 'Greenhouse',
        feedback: [
          {
            id: '9101',
            interview: 'Hiring manager screen',
            interviewer: 'Ada Lovelace',
            submittedAt: '2026-11-20T15:00:00.000Z',
            recommendation: 'strong_yes',
            summary: 'Ran the top team',
          },
        ],
        error: null,
      },
    ])
    // the client sees only its own candidates there: Alice is not on its page, so nothing of hers
    const client = await call(world.client, '/api/interview-report?includeAts=true')
    expect(client.status).toBe(200)
    const clientSees = client.body.data.groups.flatMap((g: Json) => g.rows).map((row: Json) => row.candidate.id)
    expect(client.body.data.ats.map((e: Json) => e.candidate.id)).toEqual(
      clientSees.includes(world.alice.candidateId) ? [world.alice.candidateId] : [],
    )
  })

  it('a Greenhouse failure is reported on the entry, not passed off as no feedback', async () => {
    gh.state.injected.push({ path: /^\/v3\/scorecards$/, status: 500, body: { message: 'Internal error' } })
    const res = await call(world.recruiter, '/api/interview-report?scope=allJobs&includeAts=true')
    expect(res.status).toBe(200)
    expect(res.body.data.ats.filter((e: Json) => e.candidate.id === world.alice.candidateId)).toEqual([
      expect.objectContaining({ feedback: [], error: 'Greenhouse answered 500: Internal error' }),
    ])
  })

  it('the feedback route switched off: the ATS is not read', async () => {
    await t.deps.db
      .update(atsConnectionsTable)
      .set({ settings: { endpoints: gh.endpoints, routes: { getFeedback: false } } })
      .where(eq(atsConnectionsTable.id, connectionId))
    const before = gh.state.requests.length
    const res = await call(world.recruiter, '/api/interview-report?scope=allJobs&includeAts=true')
    expect(res.body.data.ats).toEqual([])
    expect(gh.state.requests.length).toBe(before)
  })
})
