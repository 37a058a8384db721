/**
 * A client that gave us a Greenhouse Candidate Ingestion key (we are their sourcing partner):
 * Push to ATS goes through the Ingestion API, the candidate lands on the linked job as the
 * On-Behalf-Of user with a resume link Greenhouse can fetch, and the ids Greenhouse answered are
 * what the candidate card shows. A vendor refusal leaves the row failed with the vendor's reason,
 * never "pushed".
 */
import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atsCandidateLinksTable, jobCandidatesTable } from '../../db/schema'
import { greenhouseBuildPoll } from '../../integrations/ats/greenhouse'
import { allowContractServers, startGreenhouseContract } from '../../testing/ats-contract-servers'
import { candidateSubmittedToClient, resumeBytesOf, runAtsPushes } from '../../testing/ats-push-fixtures'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, type People } from '../jobs/test-fixtures'
import { createJob } from '../pipeline/test-fixtures'

type Json = any
const ghCreds = { clientId: 'gh-client', clientSecret: 'gh-secret', userId: '77' }
const partner = { apiKey: 'ingestion-key-0123', onBehalfOf: 'Sourcing@Client.test' }
const gh = startGreenhouseContract({
  ...ghCreds,
  ingestion: { apiKey: partner.apiKey, users: ['sourcing@client.test'] },
})
const _logger = pino({ level: 'silent' })
let guard: ReturnType<typeof allowContractServers>
let t: TestApp
let p: People
let job: string

beforeAll(async () => {
  guard = allowContractServers()
  greenhouseBuildPoll.waitMs = 0
  t = await createTestApp({ env: { PUBLIC_URL: 'https://quota.test' } })
  p = await createPeople(t)
}, 180_000)
afterAll(async () => {
  guard.restore()
  gh.stop()
  await t.close()
})

async function call(who: { headers: Record<string, string> }, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, headers: who.headers, ...(json !== undefined ? { json } : {}) })
  return { status: res.status, body: (await res.json()) as Json }
}
const act = (job: string, candidate: string, action: string) =>
  call(
    action === 'pushToATS' ? p.clientA : p.recruiter,
    'POST',
    `/api/jobs/${job}/candidates/${candidate}/actions/${action}`,
    {},
  )

const submittedCandidate = (lastName: string) =>
  candidateSubmittedToClient(t, p, job, {
    firstName: 'Katherine',
    lastName,
    blurbHtml: '<p>Computed the <b>trajectories</b></p>',
  })
const runPushes = () => runAtsPushes(t, { due: true })

const stageOf = async (candidate: string) =>
  (
    await t.deps.db
      .select()
      .from(jobCandidatesTable)
      .where(and(eq(jobCandidatesTable.jobId, job), eq(jobCandidatesTable.candidateId, candidate)))
  )[0]!

describe('Greenhouse as a sourcing partner (Candidate Ingestion API)', () => {
  it('connects with the partner key: the connection says pushes go through Ingestion; the key is never answered', async () => {
    const res = await call(p.clientA, 'POST', '/api/ats/connect', {
      provider: 'greenhouse',
      ...ghCreds,
      baseUrl: gh.origin,
      authUrl: gh.origin,
      sourcingPartner: { ...partner, baseUrl: gh.origin },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ provider: 'greenhouse', sourcingPartner: true })
    expect(JSON.stringify(res.body)).not.toContain(partner.apiKey)
    expect((await call(p.clientA, 'GET', '/api/ats/details')).body.data.sourcingPartner).toBe(true)
    job = await createJob(t.deps.db, p.orgA)
    expect((await call(p.clientA, 'PUT', '/api/ats/job-link', { jobId: job, atsJobId: '4001' })).status).toBe(200)
  })

  it('integrate tries the partner key first: an On-Behalf-Of user Greenhouse does not know is refused on its field, nothing kept', async () => {
    const res = await call(p.clientB, 'POST', '/api/ats/integrate', {
      provider: 'greenhouse',
      ...ghCreds,
      baseUrl: gh.origin,
      authUrl: gh.origin,
      sourcingPartner: { ...partner, onBehalfOf: 'stranger@client.test', baseUrl: gh.origin },
    })
    expect(res.status).toBe(422)
    expect(JSON.stringify(res.body)).toContain('sourcingPartner.apiKey')
    expect(JSON.stringify(res.body)).toContain('The API key is invalid or no longer valid.')
    expect((await call(p.clientB, 'GET', '/api/ats/details')).body.data).toBeNull()
  })

  it('a bad partner setting is refused at the edge with its field', async () => {
    const res = await call(p.clientB, 'POST', '/api/ats/connect', {
      provider: 'greenhouse',
      ...ghCreds,
      sourcingPartner: { apiKey: 'k', onBehalfOf: 'not-an-email' },
    })
    expect(res.status).toBe(422)
    expect(JSON.stringify(res.body)).toContain('onBehalfOf')
  })

  it('push creates the candidate on the linked job in Greenhouse and records the ids it answered', async () => {
    const candidate = await submittedCandidate('Johnson')
    expect((await act(job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    const held = gh.state.ingested.find((c) => c.last_name === 'Johnson')
    expect(held).toMatchObject({
      external_id: candidate,
      job_id: 4001,
      first_name: 'Katherine',
      notes: 'Computed the trajectories',
      on_behalf_of: 'sourcing@client.test',
    })
    // Harvest writes were not used
    expect(gh.state.requests.some((r) => r.method === 'POST' && r.path === '/v3/candidates')).toBe(false)
    // the resume goes as a signed link on our public address that serves the file
    expect(held!.resume).toMatch(/^https:\/\/quota\.test\/api\/media-content\/download\//)
    const file = await t.request(new URL(held!.resume!).pathname)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(resumeBytesOf('Katherine', 'Johnson'))).toBe(true)

    const row = await stageOf(candidate)
    expect(row).toMatchObject({ atsPushState: 'pushed', atsPushError: null })
    const [link] = await t.deps.db
      .select()
      .from(atsCandidateLinksTable)
      .where(eq(atsCandidateLinksTable.candidateId, candidate))
    expect(link).toMatchObject({
      externalCandidateId: String(held!.id),
      externalApplicationId: String(held!.application_id),
      url: `https://app.greenhouse.io/people/${held!.id}?application_id=${held!.application_id}`,
    })
    const card = await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)
    expect(card.body.data).toEqual([
      expect.objectContaining({
        atsKey: 'greenhouse',
        atsCandidateId: String(held!.id),
        atsCandidateDisconnected: false,
      }),
    ])

    // pushed again: nothing posted twice (the Ingestion API has no update)
    const count = gh.state.ingested.length
    expect((await act(job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect(gh.state.ingested.length).toBe(count)
    expect((await stageOf(candidate)).atsPushState).toBe('pushed')
  })

  it('a vendor refusal shows on the row with the vendor reason and is never recorded as pushed', async () => {
    const candidate = await submittedCandidate('Vaughan')
    gh.state.ingestionForbiddenJobs.add(4001)
    try {
      expect((await act(job, candidate, 'pushToATS')).status).toBe(200)
      await runPushes()
    } finally {
      gh.state.ingestionForbiddenJobs.clear()
    }
    expect(gh.state.ingested.some((c) => c.last_name === 'Vaughan')).toBe(false)
    const row = await stageOf(candidate)
    expect(row).toMatchObject({
      atsPushState: 'failed',
      atsPushError: 'job_id: The user does not have permission to add candidates to this job',
      pushedToAtsAt: null,
    })
    expect(
      await t.deps.db.select().from(atsCandidateLinksTable).where(eq(atsCandidateLinksTable.candidateId, candidate)),
    ).toEqual([])
    const status = await call(p.clientA, 'GET', `/api/jobs/${job}/candidate/${candidate}/status`)
    expect(status.body.data.stage).toMatchObject({ atsPushState: 'failed', pushedToAtsAt: null })
  })

  it('a Greenhouse outage (5xx) keeps the push pending with the reason, to be retried', async () => {
    const candidate = await submittedCandidate('Jackson')
    gh.state.injected.push({
      path: /^\/v1\/partner\/candidates$/,
      method: 'POST',
      status: 500,
      body: { errors: [{ message: 'There was an error on our end' }] },
    })
    expect((await act(job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    const row = await stageOf(candidate)
    expect(row).toMatchObject({
      atsPushState: 'pending',
      atsPushError: 'There was an error on our end',
      pushedToAtsAt: null,
    })
    await runPushes()
    expect((await stageOf(candidate)).atsPushState).toBe('pushed')
    expect(gh.state.ingested.filter((c) => c.last_name === 'Jackson')).toHaveLength(1)
  })
})
