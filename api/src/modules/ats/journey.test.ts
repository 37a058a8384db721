/**
 * The ATS journey through HTTP and the outbox, against the contract servers: connect → test →
 * link a job → submit a candidate → push → the ATS holds the candidate with the resume → a
 * signed webhook moves it to hired → the candidate's ATS fields show it. Plus the push's failure
 * handling and the inbound webhook's refusals.
 */
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import { atsCandidateLinksTable, jobCandidatesTable, outboxEventsTable } from '../../db/schema'
import stageChangeFixture from '../../integrations/ats/fixtures/greenhouse-webhook-candidate-stage-change.json'
import { greenhouseBuildPoll } from '../../integrations/ats/greenhouse'
import { greenhouseSignature, leverSignature } from '../../integrations/ats/webhook-signatures'
import { allowContractServers, startGreenhouseContract, startLeverContract } from '../../testing/ats-contract-servers'
import { candidateSubmittedToClient, resumeBytesOf, runAtsPushes } from '../../testing/ats-push-fixtures'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, type People } from '../jobs/test-fixtures'
import { createJob, createProspect } from '../pipeline/test-fixtures'

type Json = any
const ghCreds = { clientId: 'gh-client', clientSecret: 'gh-secret', userId: '77' }
const lvCreds = { apiKey: 'lever-key', performAs: 'lever-user-1' }
const LEVER_TOKEN_SECRET = 'lever-signature-token-0123456789'
const gh = startGreenhouseContract(ghCreds)
const lv = startLeverContract(lvCreds)
const _logger = pino({ level: 'silent' })
let guard: ReturnType<typeof allowContractServers>
let t: TestApp
let p: People
let ghConnection: { id: string; webhookSecret: string }
let lvConnection: { id: string; webhookSecret: string }

beforeAll(async () => {
  guard = allowContractServers()
  greenhouseBuildPoll.waitMs = 0
  t = await createTestApp()
  p = await createPeople(t)
  const gc = await call(p.clientA, 'POST', '/api/ats/connect', {
    provider: 'greenhouse',
    ...ghCreds,
    baseUrl: gh.origin,
    authUrl: gh.origin,
  })
  ghConnection = gc.body.data
  const lc = await call(p.clientB, 'POST', '/api/ats/connect', {
    provider: 'lever',
    ...lvCreds,
    baseUrl: lv.origin,
    webhookSecret: LEVER_TOKEN_SECRET,
  })
  lvConnection = lc.body.data
}, 180_000)
afterAll(async () => {
  guard.restore()
  gh.stop()
  lv.stop()
  await t.close()
})

async function call(
  who: { headers: Record<string, string> } | null,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.request(path, {
    method,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(json !== undefined ? { json } : {}),
  })
  return { status: res.status, body: (await res.json()) as Json }
}
const act = (who: { headers: Record<string, string> }, job: string, candidate: string, action: string) =>
  call(who, 'POST', `/api/jobs/${job}/candidates/${candidate}/actions/${action}`, {})

const submittedCandidate = (job: string, lastName: string) =>
  candidateSubmittedToClient(t, p, job, {
    firstName: 'Grace',
    lastName,
    blurbHtml: '<p>Grace ran <b>the</b> top team</p>',
  })
/** Runs the ats.push rows that are due now (retries made due by the test). */
const runPushes = () => runAtsPushes(t, { due: true })

const stageOf = async (job: string, candidate: string) =>
  (
    await t.deps.db
      .select()
      .from(jobCandidatesTable)
      .where(and(eq(jobCandidatesTable.jobId, job), eq(jobCandidatesTable.candidateId, candidate)))
  )[0]!

function greenhouseHook(body: unknown, eventId: string, secret = ghConnection.webhookSecret) {
  const raw = JSON.stringify(body)
  return t.request(`/api/ats/webhooks/${ghConnection.id}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      signature: greenhouseSignature(secret, raw),
      'greenhouse-event-id': eventId,
    },
    body: raw,
  })
}

describe('Greenhouse journey', () => {
  let job: string
  let candidate: string

  it('connects, passes the connection test and links a job', async () => {
    expect(
      (await call(p.clientA, 'POST', `/api/ats/${ghConnection.id}/tests/atsConnectionTest`)).body.data,
    ).toMatchObject({ ok: true, statusCode: 200 })
    job = await createJob(t.deps.db, p.orgA)
    const linked = await call(p.clientA, 'PUT', '/api/ats/job-link', { jobId: job, atsJobId: '4001' })
    expect(linked.body.data).toMatchObject({ jobAtsSystemId: '4001', jobAtsRequisitionId: 'REQ-1' })
  })

  it('pushes the candidate through the outbox: the ATS holds them with resume and blurb; the row says pushed', async () => {
    candidate = await submittedCandidate(job, 'Hopper')
    const pushed = await act(p.clientA, job, candidate, 'pushToATS')
    expect(pushed.status).toBe(200)
    // queued, not yet pushed: nothing claims success before the ATS has the candidate
    expect(pushed.body.data.stage).toMatchObject({ atsPushState: 'pending', pushedToAtsAt: null })
    await runPushes()
    const ghCandidate = [...gh.state.candidates.values()].find((c) => c.last_name === 'Hopper')
    expect(ghCandidate).toBeDefined()
    const attachment = gh.state.attachments.find((a) => a.candidate_id === ghCandidate!.id)
    expect(attachment?.content.equals(resumeBytesOf('Grace', 'Hopper'))).toBe(true)
    expect(attachment?.type).toBe('resume')
    expect(
      [...gh.state.applications.values()].some((a) => a.candidate_id === ghCandidate!.id && a.job_id === 4001),
    ).toBe(true)
    expect(gh.state.notes.find((n) => n.candidate_id === ghCandidate!.id)?.body).toBe('Grace ran the top team')
    const row = await stageOf(job, candidate)
    expect(row).toMatchObject({ atsPushState: 'pushed', atsPushError: null })
    expect(row.pushedToAtsAt).not.toBeNull()

    const fields = await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)
    expect(fields.body.data).toEqual([
      expect.objectContaining({
        atsKey: 'greenhouse',
        atsDisplayName: 'Greenhouse',
        atsCandidateId: String(ghCandidate!.id),
        atsCandidateActive: true,
        atsCandidateDisconnected: false,
        atsStatus: 'active',
        // read back after the push: where the ATS put them
        atsStage: 'Application Review',
      }),
    ])
    const status = await call(p.clientA, 'GET', `/api/jobs/${job}/candidate/${candidate}/status`)
    expect(status.body.data.stage.atsPushState).toBe('pushed')
  })

  it('a second push updates the same ATS candidate instead of creating another', async () => {
    const before = gh.state.candidates.size
    expect((await act(p.clientA, job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect(gh.state.candidates.size).toBe(before)
    expect(gh.state.requests.some((r) => r.method === 'PATCH' && r.path.startsWith('/v3/candidates/'))).toBe(true)
    const links = await t.deps.db
      .select()
      .from(atsCandidateLinksTable)
      .where(eq(atsCandidateLinksTable.candidateId, candidate))
    expect(links).toHaveLength(1)
  })

  it('a push for another job adds that application to the same Greenhouse candidate; pushing the first job again reuses its application', async () => {
    const ghId = Number(
      (
        await t.deps.db.select().from(atsCandidateLinksTable).where(eq(atsCandidateLinksTable.candidateId, candidate))
      )[0]!.externalCandidateId,
    )
    const other = await createJob(t.deps.db, p.orgA)
    expect((await call(p.clientA, 'PUT', '/api/ats/job-link', { jobId: other, atsJobId: '4002' })).status).toBe(200)
    expect((await act(p.recruiter, other, candidate, 'submit')).status).toBe(200)
    expect((await act(p.recruiter, other, candidate, 'submitToClient')).status).toBe(200)
    const candidates = gh.state.candidates.size
    expect((await act(p.clientA, other, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect((await stageOf(other, candidate)).atsPushState).toBe('pushed')
    const apps = () => [...gh.state.applications.values()].filter((a) => a.candidate_id === ghId)
    expect(
      apps()
        .map((a) => a.job_id)
        .sort(),
    ).toEqual([4001, 4002])
    expect(gh.state.candidates.size).toBe(candidates)

    expect((await act(p.clientA, job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect((await stageOf(job, candidate)).atsPushState).toBe('pushed')
    // the application on 4001 found by candidate_ids and reused: still one per job
    expect(
      apps()
        .map((a) => a.job_id)
        .sort(),
    ).toEqual([4001, 4002])
    expect(gh.state.requests.some((r) => r.path === `/v3/applications?candidate_ids=${ghId}`)).toBe(true)
  })

  it('the published "candidate stage change" delivery is acted on as Harvest tells it, not as its body says', async () => {
    // Greenhouse's own example body (fixtures/…json names its source), for a candidate we pushed
    const published = stageChangeFixture.body
    const ghCandidate = published.payload.application.candidate.id
    const ghApplication = published.payload.application.id
    gh.state.candidates.set(ghCandidate, {
      id: ghCandidate,
      first_name: 'Johnny',
      last_name: 'Recruit',
      email_addresses: [],
      pendingReads: 0,
    })
    gh.state.applications.set(ghApplication, {
      id: ghApplication,
      candidate_id: ghCandidate,
      job_id: 4001,
      status: 'active',
    })
    gh.moveApplication(ghApplication, 'Phone Screen')
    const someone = await submittedCandidate(job, 'Fixture')
    await t.deps.db.insert(atsCandidateLinksTable).values({
      candidateId: someone,
      connectionId: ghConnection.id,
      externalCandidateId: String(ghCandidate),
      externalApplicationId: String(ghApplication),
    })
    const res = await greenhouseHook(published, 'evt-published-stage-change')
    expect(res.status).toBe(200)
    expect((await res.json()).data.outcome).toBe('updated')
    const fields = (await call(p.clientA, 'GET', `/api/ats/candidates/${someone}`)).body.data[0]
    // the body says "Assessment"; Harvest holds the application in "Phone Screen"
    expect(published.payload.application.current_stage.name).toBe('Assessment')
    expect(fields).toMatchObject({ atsStatus: 'active', atsStage: 'Phone Screen' })
  })

  it('a signed hire webhook moves the candidate to hired and raises candidateATSChange', async () => {
    const ghId = (
      await t.deps.db.select().from(atsCandidateLinksTable).where(eq(atsCandidateLinksTable.candidateId, candidate))
    )[0]!.externalCandidateId
    const app = [...gh.state.applications.values()].find((a) => a.candidate_id === Number(ghId) && a.job_id === 4001)!
    const body = {
      action: 'hire_candidate',
      payload: {
        application: { id: app.id, status: 'hired', current_stage: { name: 'Offer' }, candidate: { id: Number(ghId) } },
      },
    }
    // a hire the body claims but Greenhouse does not hold: Harvest is asked, nothing changes
    const claimed = await greenhouseHook(body, 'evt-hire-0')
    expect((await claimed.json()).data.outcome).toBe('ignored')
    expect((await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0].atsStatus).toBe('active')
    app.status = 'hired'
    gh.moveApplication(app.id, 'Offer')
    const res = await greenhouseHook(body, 'evt-hire-1')
    expect(res.status).toBe(200)
    expect((await res.json()).data.outcome).toBe('updated')
    const fields = (await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0]
    expect(fields).toMatchObject({ atsStatus: 'hired', atsStage: 'Offer' })
    const events = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from outbox_events where topic = 'realtime.publish' and payload->>'type' = 'candidateATSChange' and payload->>'candidateId' = ${candidate} and payload->>'atsStatus' = 'hired'`,
    )
    expect(events[0]!.n).toBe(1)

    // the same delivery again (a retry or a replay): taken, nothing changes
    const rejectReplay = { ...body, action: 'reject_candidate' }
    const replay = await greenhouseHook(body, 'evt-hire-1')
    expect((await replay.json()).data.outcome).toBe('duplicate')
    const replayedOther = await greenhouseHook(rejectReplay, 'evt-hire-1')
    expect((await replayedOther.json()).data.outcome).toBe('duplicate')
    // captured bodies re-sent with new event ids (the signature does not cover the id): re-read, no change
    for (const [i, captured] of [body, rejectReplay, { ...body, action: 'unhire_candidate' }].entries()) {
      const replayed = await greenhouseHook(captured, `evt-replay-${i}`)
      expect(replayed.status).toBe(200)
      expect((await replayed.json()).data.outcome).toBe('ignored')
    }
    // a bad signature: 401, nothing changes
    const forged = await greenhouseHook(rejectReplay, 'evt-forged', 'not-the-secret')
    expect(forged.status).toBe(401)
    const unsigned = await t.request(`/api/ats/webhooks/${ghConnection.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'greenhouse-event-id': 'evt-unsigned' },
      body: JSON.stringify(rejectReplay),
    })
    expect(unsigned.status).toBe(401)
    const noEventId = await t.request(`/api/ats/webhooks/${ghConnection.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        signature: greenhouseSignature(ghConnection.webhookSecret, JSON.stringify(rejectReplay)),
      },
      body: JSON.stringify(rejectReplay),
    })
    expect(noEventId.status).toBe(401)
    const unknown = await t.request(`/api/ats/webhooks/${crypto.randomUUID()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(unknown.status).toBe(404)
    expect((await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0].atsStatus).toBe('hired')
    // a signed ping is answered 2xx
    const ping = await greenhouseHook({ action: 'ping', payload: { web_hook_id: 1 } }, 'evt-ping')
    expect((await ping.json()).data.outcome).toBe('ping')
  })

  it('a job webhook refreshes the linked job status from Harvest', async () => {
    gh.state.jobs.find((j) => j.id === 4001)!.status = 'closed'
    const res = await greenhouseHook(
      { action: 'job_updated', payload: { job: { id: 4001, name: 'GH Job 1', status: 'closed' } } },
      'evt-job-1',
    )
    expect((await res.json()).data.outcome).toBe('updated')
    expect((await call(p.clientA, 'GET', `/api/ats/job-link/${job}`)).body.data.status).toBe('closed')
    gh.state.jobs.find((j) => j.id === 4001)!.status = 'open'
  })

  it('reads interview feedback from the ATS and posts ours back as a note; another organization gets 404', async () => {
    const ghId = Number(
      (
        await t.deps.db.select().from(atsCandidateLinksTable).where(eq(atsCandidateLinksTable.candidateId, candidate))
      )[0]!.externalCandidateId,
    )
    const application = [...gh.state.applications.values()].find((a) => a.candidate_id === ghId)!
    gh.state.users.set(901, { id: 901, first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace' })
    gh.state.scorecards.push({
      id: 9001,
      application_id: application.id,
      interview_step: { name: 'Hiring manager screen' },
      interviewer_id: 901,
      submitter_id: 901,
      status: 'complete',
      submitted_at: '2026-11-20T15:00:00.000Z',
      overall_recommendation: 'strong_yes',
      notes: 'Ran the top team',
    })
    const read = await call(p.clientA, 'GET', `/api/ats/feedback?candidateId=${candidate}`)
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual([
      {
        id: '9001',
        interview: 'Hiring manager screen',
        interviewer: 'Ada Lovelace',
        submittedAt: '2026-11-20T15:00:00.000Z',
        recommendation: 'strong_yes',
        summary: 'Ran the top team',
      },
    ])
    expect(
      gh.state.requests.some((r) => r.path === `/v3/scorecards?application_ids=${application.id}&status=complete`),
    ).toBe(true)

    const posted = await call(p.clientA, 'POST', '/api/ats/feedback', { candidateId: candidate, body: 'Strong close' })
    expect(posted.status).toBe(200)
    expect(posted.body.data).toMatchObject({ atsCandidateId: String(ghId) })
    expect(posted.body.data.atsNoteId).toMatch(/^\d+$/)
    expect(gh.state.notes.at(-1)).toMatchObject({ candidate_id: ghId, body: 'Strong close', user_id: 77 })
    // staff name the organization
    expect(
      (await call(p.recruiter, 'GET', `/api/ats/feedback?candidateId=${candidate}&organizationId=${p.orgA}`)).status,
    ).toBe(200)
    expect((await call(p.recruiter, 'GET', `/api/ats/feedback?candidateId=${candidate}`)).status).toBe(422)

    // another organization: its own ATS never had this candidate; A's organization is not its to name
    const notes = gh.state.notes.length
    expect((await call(p.clientB, 'GET', `/api/ats/feedback?candidateId=${candidate}`)).status).toBe(404)
    expect(
      (await call(p.clientB, 'GET', `/api/ats/feedback?candidateId=${candidate}&organizationId=${p.orgA}`)).status,
    ).toBe(404)
    expect((await call(p.clientB, 'POST', '/api/ats/feedback', { candidateId: candidate, body: 'x' })).status).toBe(404)
    expect(
      (
        await call(p.clientB, 'POST', `/api/ats/feedback?organizationId=${p.orgA}`, {
          candidateId: candidate,
          body: 'x',
        })
      ).status,
    ).toBe(404)
    expect(gh.state.notes.length).toBe(notes)
    // bad input: 422 with the field
    const empty = await call(p.clientA, 'POST', '/api/ats/feedback', { candidateId: candidate, body: ' ' })
    expect(empty.status).toBe(422)
    expect(JSON.stringify(empty.body)).toContain('body')
    // the ATS failing: its reason, never a made-up success
    gh.state.injected.push({
      method: 'POST',
      path: /^\/v3\/notes$/,
      status: 500,
      body: { message: 'Internal Server Error' },
    })
    const failed = await call(p.clientA, 'POST', '/api/ats/feedback', { candidateId: candidate, body: 'Again' })
    expect(failed.status).toBe(503)
    expect(failed.body.error.message).toBe('The applicant tracking system answered: Internal Server Error')
  })

  it('route switches and the Webhook List decide what is pushed and which events are taken', async () => {
    // candidate pushes off: Push to ATS (and ats/push-candidate) answer 409 and queue nothing
    const off = await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'pushCandidate', enabled: false })
    expect(off.status).toBe(200)
    expect(off.body.data.find((r: Json) => r.key === 'pushCandidate')).toMatchObject({ enabled: false })
    const refused = await act(p.clientA, job, candidate, 'pushToATS')
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'This route is turned off for the applicant tracking system (see ats/routes).',
    )
    const viaAts = await call(p.clientA, 'POST', '/api/ats/push-candidate', { jobId: job, candidateId: candidate })
    expect(viaAts.status).toBe(409)
    expect(
      (await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'pushCandidate', enabled: true })).status,
    ).toBe(200)

    // POST ats/push-candidate is Push to ATS: queued through the outbox, the row shows the outcome
    const pushed = await call(p.clientA, 'POST', '/api/ats/push-candidate', { jobId: job, candidateId: candidate })
    expect(pushed.status).toBe(200)
    expect(pushed.body.data.stage).toMatchObject({ atsPushState: 'pending' })
    await runPushes()
    expect((await stageOf(job, candidate)).atsPushState).toBe('pushed')
    // another organization: 404; bad input: 422
    expect(
      (await call(p.clientB, 'POST', '/api/ats/push-candidate', { jobId: job, candidateId: candidate })).status,
    ).toBe(404)
    expect((await call(p.clientA, 'POST', '/api/ats/push-candidate', { jobId: job })).status).toBe(422)

    // hires unsubscribed: a signed hire is taken (200) and changes nothing
    const ghId = (
      await t.deps.db.select().from(atsCandidateLinksTable).where(eq(atsCandidateLinksTable.candidateId, candidate))
    )[0]!.externalCandidateId
    const un = await call(p.clientA, 'PUT', `/api/ats/${ghConnection.id}/webhook/unsubscribe`, {
      event: 'reject_candidate',
    })
    expect(un.status).toBe(200)
    expect(un.body.data.map((w: Json) => w.event)).not.toContain('reject_candidate')
    // rejected in Greenhouse: what a taken delivery will find when it reads the application back
    const ghApp = [...gh.state.applications.values()].find((a) => a.candidate_id === Number(ghId) && a.job_id === 4001)!
    ghApp.status = 'rejected'
    const reject = {
      action: 'reject_candidate',
      payload: { application: { id: ghApp.id, status: 'rejected', candidate: { id: Number(ghId) } } },
    }
    const ignored = await greenhouseHook(reject, 'evt-reject-unsubscribed')
    expect((await ignored.json()).data.outcome).toBe('ignored')
    expect((await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0].atsStatus).not.toBe(
      'rejected',
    )
    // subscribed again: the next one is taken
    const sub = await call(p.clientA, 'PUT', `/api/ats/${ghConnection.id}/webhook/subscribe`, {
      event: 'reject_candidate',
    })
    expect(sub.body.data.find((w: Json) => w.event === 'reject_candidate')).toMatchObject({
      url: expect.stringMatching(new RegExp(`/api/ats/webhooks/${ghConnection.id}$`)),
    })
    const taken = await greenhouseHook(reject, 'evt-reject-subscribed')
    expect((await taken.json()).data.outcome).toBe('updated')
    expect((await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0].atsStatus).toBe('rejected')
    // the route off: taken, nothing changes
    await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'candidateHired', enabled: false })
    const hire = { ...reject, action: 'hire_candidate' }
    expect((await (await greenhouseHook(hire, 'evt-hire-route-off')).json()).data.outcome).toBe('ignored')
    expect((await call(p.clientA, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0].atsStatus).toBe('rejected')
    await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'candidateHired', enabled: true })
  })

  it('a failing ATS leaves the reason on the row and is retried; a refusal that retrying cannot fix fails at once', async () => {
    const other = await submittedCandidate(job, 'Retry')
    gh.state.injected.push({
      method: 'POST',
      path: /^\/v3\/candidates$/,
      status: 500,
      body: { message: 'Internal Server Error' },
    })
    expect((await act(p.clientA, job, other, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect(await stageOf(job, other)).toMatchObject({
      atsPushState: 'pending',
      atsPushError: 'Internal Server Error',
      pushedToAtsAt: null,
    })
    const [queued] = await t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(
        and(eq(outboxEventsTable.topic, 'ats.push'), eq(outboxEventsTable.aggregateId, (await stageOf(job, other)).id)),
      )
    expect(queued!.processedAt).toBeNull()
    await runPushes()
    expect(await stageOf(job, other)).toMatchObject({ atsPushState: 'pushed', atsPushError: null })
    expect([...gh.state.candidates.values()].filter((c) => c.last_name === 'Retry')).toHaveLength(1)

    const third = await submittedCandidate(job, 'Refused')
    gh.state.injected.push({
      method: 'POST',
      path: /^\/v3\/candidates$/,
      status: 422,
      body: { message: 'Validation error', errors: [{ message: 'is invalid', field: 'email_addresses' }] },
    })
    await act(p.clientA, job, third, 'pushToATS')
    await runPushes()
    expect(await stageOf(job, third)).toMatchObject({
      atsPushState: 'failed',
      atsPushError: 'Validation error; email_addresses: is invalid',
      pushedToAtsAt: null,
    })
  })

  it('answers 409 when the job is not linked, and queues nothing', async () => {
    const unlinked = await createJob(t.deps.db, p.orgA)
    const someone = await createProspect(t.deps.db)
    await act(p.recruiter, unlinked, someone, 'submit')
    await act(p.recruiter, unlinked, someone, 'submitToClient')
    const res = await act(p.clientA, unlinked, someone, 'pushToATS')
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe('This job is not linked to a job in the applicant tracking system.')
    expect((await stageOf(unlinked, someone)).atsPushState).toBeNull()
  })

  it("another organization never sees the candidate's ATS fields", async () => {
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: [
        {
          name: 'GET ats/candidates/{candidateId}',
          create: async () => candidate,
          request: (id) => ({ method: 'GET', path: `/api/ats/candidates/${id}` }),
        },
      ],
    })
  })
})

describe('Lever journey', () => {
  let job: string
  let candidate: string
  let opportunityId: string
  const leverHook = (event: string, triggeredAt: number, secret = LEVER_TOKEN_SECRET, token = crypto.randomUUID()) =>
    t.request(`/api/ats/webhooks/${lvConnection.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event,
        token,
        triggeredAt,
        signature: leverSignature(secret, token, triggeredAt),
        data: { opportunityId, toStageId: 'hired' },
      }),
    })

  it('pushes to Lever with the resume file as the perform_as user', async () => {
    job = await createJob(t.deps.db, p.orgB)
    expect((await call(p.clientB, 'PUT', '/api/ats/job-link', { jobId: job, atsJobId: 'posting-3' })).status).toBe(200)
    candidate = await submittedCandidate(job, 'Lever')
    expect((await act(p.clientB, job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    const opp = [...lv.state.opportunities.values()].find((o) => o.name === 'Grace Lever')
    expect(opp).toMatchObject({ postings: ['posting-3'], origin: 'agency', performAs: 'lever-user-1' })
    opportunityId = opp!.id
    expect(
      lv.state.files.find((f) => f.opportunityId === opportunityId)?.bytes.equals(resumeBytesOf('Grace', 'Lever')),
    ).toBe(true)
    expect((await stageOf(job, candidate)).atsPushState).toBe('pushed')
  })

  it('a signed candidateHired webhook re-reads the opportunity and shows hired; stale, forged and replayed ones change nothing', async () => {
    const stale = await leverHook('candidateHired', Date.now() - 10 * 60 * 1000)
    expect(stale.status).toBe(401)
    const forged = await leverHook('candidateHired', Date.now(), 'wrong-token-wrong-token')
    expect(forged.status).toBe(401)
    expect((await call(p.clientB, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0].atsStatus).toBe('active')

    const opp = lv.state.opportunities.get(opportunityId)!
    opp.stage = 'hired'
    opp.archived = { reason: 'ar-hired', archivedAt: Date.now() }
    const at = Date.now()
    const token = crypto.randomUUID()
    const ok = await leverHook('candidateHired', at, LEVER_TOKEN_SECRET, token)
    expect(ok.status).toBe(200)
    expect((await ok.json()).data.outcome).toBe('updated')
    expect(lv.state.requests.some((r) => r.method === 'GET' && r.path === `/v1/opportunities/${opportunityId}`)).toBe(
      true,
    )
    expect((await call(p.clientB, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0]).toMatchObject({
      atsKey: 'lever',
      atsStatus: 'hired',
      atsStage: 'Hired',
    })
    const again = await leverHook('candidateHired', at, LEVER_TOKEN_SECRET, token)
    expect((await again.json()).data.outcome).toBe('duplicate')
    // the same claim with a new token, or another event: Lever is asked again and nothing changes
    for (const event of ['candidateHired', 'candidateArchiveChange', 'candidateStageChange']) {
      const replay = await leverHook(event, Date.now())
      expect((await replay.json()).data.outcome).toBe('ignored')
    }
  })

  it('verifies each event with the token Lever issued for its webhook; none is made up by us', async () => {
    const stageToken = 'lever-stage-change-token-0123456789'
    const updated = await call(p.clientB, 'PATCH', `/api/ats/integrate/${lvConnection.id}`, {
      provider: 'lever',
      ...lvCreds,
      baseUrl: lv.origin,
      webhookTokens: { candidateStageChange: stageToken },
    })
    expect(updated.status).toBe(200)
    // the stage-change webhook signs with its own token now; the account's single token stays for the others
    expect((await leverHook('candidateStageChange', Date.now())).status).toBe(401)
    expect((await leverHook('candidateStageChange', Date.now(), stageToken)).status).toBe(200)
    expect((await leverHook('candidateHired', Date.now(), stageToken)).status).toBe(401)
    expect((await leverHook('candidateHired', Date.now())).status).toBe(200)
    // Lever issues the tokens: we do not regenerate one
    const regenerate = await call(p.clientB, 'PUT', '/api/ats/regenerate-webhook-secret')
    expect(regenerate.status).toBe(409)
  })

  it('a second push for the same job updates its opportunity; for another job it adds an opportunity for that posting under the same contact', async () => {
    const before = lv.state.opportunities.size
    expect((await act(p.clientB, job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect(lv.state.opportunities.size).toBe(before)
    expect(lv.state.files.filter((f) => f.opportunityId === opportunityId)).toHaveLength(2)

    const other = await createJob(t.deps.db, p.orgB)
    expect((await call(p.clientB, 'PUT', '/api/ats/job-link', { jobId: other, atsJobId: 'posting-1' })).status).toBe(
      200,
    )
    expect((await act(p.recruiter, other, candidate, 'submit')).status).toBe(200)
    expect((await act(p.recruiter, other, candidate, 'submitToClient')).status).toBe(200)
    expect((await act(p.clientB, other, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect((await stageOf(other, candidate)).atsPushState).toBe('pushed')
    const first = lv.state.opportunities.get(opportunityId)!
    const added = [...lv.state.opportunities.values()].filter((o) => o.id !== opportunityId && o.name === 'Grace Lever')
    // one opportunity per posting (Lever takes one posting per create), the same person behind both
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ postings: ['posting-1'], contact: first.contact, origin: 'agency' })
    expect(first.postings).toEqual(['posting-3'])
    expect(
      lv.state.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/opportunities?')),
    ).toHaveLength(2)
    const fields = (await call(p.clientB, 'GET', `/api/ats/candidates/${candidate}`)).body.data as {
      atsCandidateId: string
    }[]
    expect(fields.map((f) => f.atsCandidateId).sort()).toEqual([opportunityId, added[0]!.id].sort())

    // and a push again for the first job still updates the first opportunity
    expect((await act(p.clientB, job, candidate, 'pushToATS')).status).toBe(200)
    await runPushes()
    expect(lv.state.opportunities.size).toBe(before + 1)
    expect(lv.state.files.filter((f) => f.opportunityId === opportunityId)).toHaveLength(3)
  })

  it('reads Lever feedback forms of every opportunity and posts ours as a note as the perform_as user', async () => {
    lv.state.users.set('user-9', {
      id: 'user-9',
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@client.test',
      accessRole: 'interviewer',
    })
    lv.state.feedback.set(opportunityId, [
      {
        id: 'fb-1',
        type: 'interview',
        text: 'On-site interview',
        user: 'user-9',
        completedAt: Date.UTC(2026, 10, 21),
        fields: [
          { type: 'score-system', text: 'Rating', value: '4 - Strong Hire' },
          { type: 'textarea', text: 'Notes', value: 'Great closer' },
        ],
      },
    ])
    const read = await call(p.clientB, 'GET', `/api/ats/feedback?candidateId=${candidate}`)
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual([
      {
        id: 'fb-1',
        interview: 'On-site interview',
        interviewer: 'Ada Lovelace',
        submittedAt: '2026-11-21T00:00:00.000Z',
        recommendation: '4 - Strong Hire',
        summary: 'Notes: Great closer',
      },
    ])
    const posted = await call(p.clientB, 'POST', '/api/ats/feedback', { candidateId: candidate, body: 'Strong close' })
    expect(posted.status).toBe(200)
    const note = lv.state.notes.at(-1)!
    expect(note.value).toBe('Strong close')
    expect(posted.body.data.atsCandidateId).toBe(note.opportunityId)
    expect(lv.state.requests.at(-1)!.path).toContain('perform_as=lever-user-1')
    // Lever routes: no job status events; the candidate routes with their events
    const routes = await call(p.clientB, 'GET', '/api/ats/routes?requestType=candidate')
    expect(routes.body.data.map((r: Json) => [r.key, r.events])).toEqual([
      ['pushCandidate', []],
      ['candidateStageChange', ['candidateStageChange']],
      ['candidateHired', ['candidateHired']],
      ['candidateRejected', ['candidateArchiveChange']],
    ])
  })

  it('disconnecting marks the pushed candidate disconnected', async () => {
    expect((await call(p.clientB, 'PUT', '/api/ats/disconnect')).status).toBe(200)
    const fields = (await call(p.clientB, 'GET', `/api/ats/candidates/${candidate}`)).body.data[0]
    expect(fields).toMatchObject({ atsCandidateDisconnected: true, atsCandidateActive: false, atsActive: false })
    const hook = await leverHook('candidateHired', Date.now())
    expect(hook.status).toBe(404)
  })
})
