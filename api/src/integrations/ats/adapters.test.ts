import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowContractServers, startGreenhouseContract, startLeverContract } from '../../testing/ats-contract-servers'
import { ATS_TEST_MESSAGES, type AtsCandidateInput, testFailureMessage } from './adapter'
import { greenhouseAdapter, greenhouseBuildPoll } from './greenhouse'
import { AtsHttpError, atsHttpSettings, parseLinkHeader, rateLimitWaitMs, vendorReason } from './http'
import { leverAdapter } from './lever'

const ghCreds = { clientId: 'gh-client', clientSecret: 'gh-secret', userId: '77' }
const lvCreds = { apiKey: 'lever-key', performAs: 'lever-user-1' }
const partner = { apiKey: 'ingestion-key', onBehalfOf: 'sourcing@client.test' }
const gh = startGreenhouseContract({ ...ghCreds, ingestion: { apiKey: partner.apiKey, users: [partner.onBehalfOf] } })
const lv = startLeverContract(lvCreds)
let guard: ReturnType<typeof allowContractServers>

beforeAll(() => {
  guard = allowContractServers()
  greenhouseBuildPoll.waitMs = 0
})
afterAll(() => {
  guard.restore()
  gh.stop()
  lv.stop()
})
beforeEach(() => {
  guard.waits.length = 0
  gh.state.usersPermission = true
  lv.state.usersPermission = true
})

const resume = Buffer.from('%PDF-1.4 resume of Ada')
const candidate = (externalJobId: string): AtsCandidateInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phone: null,
  headline: 'Account Executive',
  linkedInUrl: null,
  note: 'Strong closer, 120% of quota',
  replacesNoteId: null,
  resume: { fileName: 'ada.pdf', contentType: 'application/pdf', bytes: resume },
  resumeUrl: null,
  externalId: 'quota-cand-ada',
  externalJobId,
})

describe('pure helpers', () => {
  it.each([
    ['<https://h/v3/jobs?cursor=2>; rel="next"', { next: 'https://h/v3/jobs?cursor=2' }],
    [
      '<https://h/a?page=2>; rel="next", <https://h/a?page=9>; rel="last"',
      { next: 'https://h/a?page=2', last: 'https://h/a?page=9' },
    ],
    ['<https://h/a?x=1,2>; rel=prev', { prev: 'https://h/a?x=1,2' }],
    ['', {}],
    ['garbage', {}],
  ])('parseLinkHeader(%j)', (value, expected) => {
    expect(parseLinkHeader(value)).toEqual(expected)
  })

  const now = Date.UTC(2026, 0, 1)
  it.each([
    [{ 'retry-after': '7' }, 7000],
    [{ 'retry-after': new Date(now + 3000).toUTCString() }, 3000],
    [{ 'x-ratelimit-reset': String(now / 1000 + 10) }, 10_000],
    [{ 'x-ratelimit-reset': '4' }, 4000],
    [{}, null],
  ])('rateLimitWaitMs(%j)', (headers, expected) => {
    expect(rateLimitWaitMs(headers, now)).toBe(expected)
  })

  it.each([
    [
      422,
      '{"message":"Validation error","errors":[{"message":"must be present","field":"first_name"}]}',
      'Validation error; first_name: must be present',
    ],
    [
      400,
      '{"code":"BadRequestError","message":"perform_as must name a Lever user"}',
      'perform_as must name a Lever user',
    ],
    [500, '<html>oops</html>', '<html>oops</html>'],
    [502, '', 'HTTP 502'],
  ])('vendorReason(%i)', (status, text, expected) => {
    expect(vendorReason(status, text)).toBe(expected)
  })
})

describe('SSRF guard', () => {
  it('refuses the loopback contract server unless a test allows it', async () => {
    atsHttpSettings.options = {}
    try {
      await expect(greenhouseAdapter(ghCreds, gh.endpoints).listJobs()).rejects.toThrow()
      const before = gh.state.requests.length
      await expect(greenhouseAdapter(ghCreds, gh.endpoints).test('atsConnectionTest')).rejects.toThrow()
      expect(gh.state.requests.length).toBe(before)
    } finally {
      guard = allowContractServers()
    }
  })

  it('refuses plain http even to an allowed address unless told', async () => {
    atsHttpSettings.options = { ...atsHttpSettings.options, allowHttp: false }
    try {
      await expect(leverAdapter(lvCreds, lv.endpoints).listJobs()).rejects.toThrow(/https/)
    } finally {
      guard = allowContractServers()
    }
  })
})

describe('Greenhouse adapter', () => {
  it('gets a client-credentials token for the configured user and pages jobs by Link', async () => {
    const jobs = await greenhouseAdapter(ghCreds, gh.endpoints).listJobs()
    expect(jobs.map((j) => j.id)).toEqual(['4001', '4002', '4003'])
    expect(jobs[0]).toMatchObject({ name: 'GH Job 1', requisitionId: 'REQ-1', location: 'Remote', status: 'open' })
    expect(gh.state.tokenRequests.at(-1)).toEqual({ sub: '77' })
    expect(gh.state.requests.filter((r) => r.path.startsWith('/v3/jobs?cursor=')).length).toBe(1)
  })

  it('connection test: wrong secret → invalid key; no users permission → its message; 500 → API Request Failed', async () => {
    const bad = greenhouseAdapter({ ...ghCreds, clientSecret: 'nope' }, gh.endpoints)
    const e1 = await bad.test('atsConnectionTest').catch((e) => e)
    expect(testFailureMessage('atsConnectionTest', e1)).toBe(ATS_TEST_MESSAGES.invalidKey)

    gh.state.usersPermission = false
    const e2 = await greenhouseAdapter(ghCreds, gh.endpoints)
      .test('atsConnectionTest')
      .catch((e) => e)
    expect(e2).toBeInstanceOf(AtsHttpError)
    expect(testFailureMessage('atsConnectionTest', e2)).toBe(ATS_TEST_MESSAGES.usersPermission)

    gh.state.injected.push({ path: /^\/v3\/jobs$/, status: 500, body: { message: 'Internal error' } })
    const e3 = await greenhouseAdapter(ghCreds, gh.endpoints)
      .test('jobVerificationTest')
      .catch((e) => e)
    expect(testFailureMessage('jobVerificationTest', e3)).toBe(ATS_TEST_MESSAGES.failed)

    await expect(greenhouseAdapter(ghCreds, gh.endpoints).test('candidateVerificationTest')).resolves.toBeUndefined()
  })

  it('waits what Retry-After says on a 429 and then succeeds', async () => {
    gh.state.injected.push({ path: /^\/v3\/jobs$/, status: 429, headers: { 'retry-after': '7' } })
    const job = await greenhouseAdapter(ghCreds, gh.endpoints).getJob('4002')
    expect(job.name).toBe('GH Job 2')
    expect(guard.waits).toEqual([7000])
    // v3 has no single-record GET: one job is the list filtered by ids
    expect(gh.state.requests.at(-2)?.path).toBe('/v3/jobs?ids=4002')
    expect(gh.state.requests.at(-1)?.path).toBe('/v3/offices?ids=51')
  })

  it('hands a long Retry-After back to the caller instead of sleeping through it', async () => {
    gh.state.injected.push({ path: /^\/v3\/jobs$/, status: 429, headers: { 'retry-after': '120' } })
    const error = await greenhouseAdapter(ghCreds, gh.endpoints)
      .getJob('4001')
      .catch((e) => e)
    expect(error).toBeInstanceOf(AtsHttpError)
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 })
    expect(guard.waits).toEqual([])
  })

  it('answers 404 for an unknown job with the vendor reason', async () => {
    const error = await greenhouseAdapter(ghCreds, gh.endpoints)
      .getJob('999')
      .catch((e) => e)
    expect(error).toMatchObject({ status: 404, reason: 'No job 999 in Greenhouse' })
  })

  it('pushes a candidate (truncated create read back), application, resume and note; a second push updates', async () => {
    const adapter = greenhouseAdapter(ghCreds, gh.endpoints)
    const first = await adapter.pushCandidate(candidate('4001'), null)
    expect(first.created).toBe(true)
    const id = Number(first.candidateId)
    expect(gh.state.candidates.get(id)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' })
    expect(gh.state.applications.get(Number(first.applicationId))).toMatchObject({ candidate_id: id, job_id: 4001 })
    const attachment = gh.state.attachments.find((a) => a.candidate_id === id)
    expect(attachment?.content.equals(resume)).toBe(true)
    // the v3 shape: the file belongs to the application
    expect(attachment).toMatchObject({
      type: 'resume',
      filename: 'ada.pdf',
      application_id: Number(first.applicationId),
    })
    const sent = gh.state.requests.filter((r) => r.method === 'POST' && r.path === '/v3/attachments')
    expect(sent.length).toBeGreaterThan(0)
    expect(gh.state.notes.find((n) => n.candidate_id === id)?.body).toBe('Strong closer, 120% of quota')

    const count = gh.state.candidates.size
    const second = await adapter.pushCandidate({ ...candidate('4001'), headline: 'Senior AE' }, first)
    expect(second).toMatchObject({ candidateId: first.candidateId, applicationId: first.applicationId, created: false })
    expect(gh.state.candidates.size).toBe(count)
    expect(gh.state.candidates.get(id)?.title).toBe('Senior AE')
  })

  it('a 422 from the vendor is thrown with its field reason', async () => {
    const error = await greenhouseAdapter(ghCreds, gh.endpoints)
      .pushCandidate(candidate('123456'), null)
      .catch((e) => e)
    expect(error).toMatchObject({ status: 422, reason: 'Validation error; application.job_id: Job not found' })
  })

  it('reads an application back as hired', async () => {
    const adapter = greenhouseAdapter(ghCreds, gh.endpoints)
    const pushed = await adapter.pushCandidate(candidate('4002'), null)
    expect(await adapter.getCandidate(pushed.candidateId, pushed.applicationId)).toMatchObject({
      status: 'active',
      stage: 'Application Review',
    })
    const app = gh.state.applications.get(Number(pushed.applicationId))!
    app.status = 'hired'
    gh.moveApplication(app.id, 'Offer')
    expect(await adapter.getCandidate(pushed.candidateId, pushed.applicationId)).toMatchObject({
      status: 'hired',
      stage: 'Offer',
    })
    // v3 applications carry no stage: it is the open application_stages row, named by the job's stage
    expect(gh.state.requests.some((r) => r.path === `/v3/application_stages?application_ids=${app.id}`)).toBe(true)
  })

  it('creates the candidate with the application in one call and sends every id as an integer', async () => {
    const before = gh.state.requests.length
    const pushed = await greenhouseAdapter(ghCreds, gh.endpoints).pushCandidate(candidate('4001'), null)
    const sent = gh.state.requests.slice(before).filter((r) => r.method === 'POST')
    expect(sent.map((r) => r.path)).toEqual(['/v3/candidates', '/v3/attachments', '/v3/notes'])
    expect(gh.state.applications.get(Number(pushed.applicationId))).toMatchObject({
      candidate_id: Number(pushed.candidateId),
      job_id: 4001,
    })
    expect(gh.state.notes.at(-1)).toMatchObject({
      candidate_id: Number(pushed.candidateId),
      user_id: 77,
      visibility: 'public',
    })
    expect(pushed.note?.id).toMatch(/^\d+$/)
    // a job id Greenhouse could not hold is refused before anything is sent
    const count = gh.state.requests.length
    await expect(greenhouseAdapter(ghCreds, gh.endpoints).getJob('abc')).rejects.toMatchObject({ status: 422 })
    expect(gh.state.requests.length).toBe(count)
  })

  it('names a job’s location from its offices (v3 jobs carry office_ids, not locations)', async () => {
    const [job] = (await greenhouseAdapter(ghCreds, gh.endpoints).listJobs()).filter((j) => j.id === '4002')
    expect(job).toMatchObject({ location: 'New York, NY', status: 'open' })
    expect(gh.state.requests.some((r) => r.path.startsWith('/v3/offices?ids='))).toBe(true)
  })

  it('keeps one OAuth token for every adapter of the same credentials, and fetches a new one after a 401', async () => {
    const creds = { ...ghCreds, userId: '78' }
    gh.state.users.set(78, { id: 78, first_name: 'Second', last_name: 'User', name: 'Second User' })
    const tokens = () => gh.state.tokenRequests.filter((r) => r.sub === '78').length
    await greenhouseAdapter(creds, gh.endpoints).getJob('4001')
    await greenhouseAdapter(creds, gh.endpoints).getJob('4002')
    await greenhouseAdapter(creds, gh.endpoints).listJobs()
    expect(tokens()).toBe(1)
    gh.state.tokens.clear()
    expect((await greenhouseAdapter(creds, gh.endpoints).getJob('4003')).name).toBe('GH Job 3')
    expect(tokens()).toBe(2)
  })
})

describe('Greenhouse scorecards (v3)', () => {
  it('reads submitted scorecards by application (drafts left out) with the interviewer named from users', async () => {
    const adapter = greenhouseAdapter(ghCreds, gh.endpoints)
    const pushed = await adapter.pushCandidate(candidate('4002'), null)
    const application = Number(pushed.applicationId)
    gh.state.users.set(501, { id: 501, first_name: 'Grace', last_name: 'Hopper', name: 'Grace Hopper' })
    gh.state.scorecards.push(
      {
        id: 7001,
        application_id: application,
        interview_step: { name: 'Technical screen' },
        interviewer_id: 501,
        submitter_id: 501,
        status: 'complete',
        submitted_at: '2026-11-21T10:00:00.000Z',
        overall_recommendation: 'yes',
        notes: 'Clear thinker',
      },
      {
        id: 7002,
        application_id: application,
        interview_step: { name: 'Onsite' },
        interviewer_id: 77,
        submitter_id: 77,
        status: 'draft',
        submitted_at: null,
        overall_recommendation: null,
        notes: 'half written',
      },
    )
    // no application known: found through the candidate's applications (scorecards have no candidate filter)
    expect(await adapter.listFeedback(pushed.candidateId, null)).toEqual([
      {
        id: '7001',
        interview: 'Technical screen',
        interviewer: 'Grace Hopper',
        submittedAt: '2026-11-21T10:00:00.000Z',
        recommendation: 'yes',
        summary: 'Clear thinker',
      },
    ])
    expect(gh.state.requests.some((r) => r.path.startsWith('/v3/scorecards?application_ids='))).toBe(true)
    expect(gh.state.requests.some((r) => r.path.startsWith('/v3/scorecards') && r.path.includes('candidate_ids'))).toBe(
      false,
    )
  })
})

describe('Greenhouse Candidate Ingestion (sourcing partner)', () => {
  const asPartner = () => greenhouseAdapter({ ...ghCreds, sourcingPartner: partner }, gh.endpoints)

  it('posts the candidate on the job as the On-Behalf-Of user and answers the ids Greenhouse gave', async () => {
    const input = { ...candidate('4001'), resumeUrl: 'https://quota.test/api/media-content/download/tok' }
    const pushed = await asPartner().pushCandidate(input, null)
    const held = gh.state.ingested.at(-1)!
    expect(pushed).toEqual({
      candidateId: String(held.id),
      applicationId: String(held.application_id),
      url: `https://app.greenhouse.io/people/${held.id}?application_id=${held.application_id}`,
      created: true,
      // the note went in with the candidate; the API answers no id for it
      note: { id: null },
    })
    expect(held).toMatchObject({
      external_id: 'quota-cand-ada',
      job_id: 4001,
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: 'Account Executive',
      emails: [{ email: 'ada@example.test', type: 'personal' }],
      notes: 'Strong closer, 120% of quota',
      resume: 'https://quota.test/api/media-content/download/tok',
      on_behalf_of: 'sourcing@client.test',
    })
    // nothing went through Harvest writes
    expect(gh.state.candidates.has(held.id)).toBe(false)
  })

  it('a second push for the same job sends nothing (the API has no update) and answers the stored ids', async () => {
    const first = await asPartner().pushCandidate(candidate('4002'), null)
    const count = gh.state.ingested.length
    const second = await asPartner().pushCandidate(candidate('4002'), first)
    expect(second).toMatchObject({ candidateId: first.candidateId, applicationId: first.applicationId, created: false })
    expect(gh.state.ingested.length).toBe(count)
  })

  it('answers the documented errors with their reason: unknown user 401, job not allowed 403, no such job 404', async () => {
    const before = gh.state.ingested.length
    const e401 = await greenhouseAdapter(
      { ...ghCreds, sourcingPartner: { ...partner, onBehalfOf: 'nobody@client.test' } },
      gh.endpoints,
    )
      .pushCandidate(candidate('4001'), null)
      .catch((e) => e)
    expect(e401).toMatchObject({
      status: 401,
      reason: 'The On-Behalf-Of header is missing or names no Greenhouse user',
    })
    gh.state.ingestionForbiddenJobs.add(4002)
    const e403 = await asPartner()
      .pushCandidate(candidate('4002'), null)
      .catch((e) => e)
    gh.state.ingestionForbiddenJobs.clear()
    expect(e403).toMatchObject({
      status: 403,
      reason: 'job_id: The user does not have permission to add candidates to this job',
    })
    const e404 = await asPartner()
      .pushCandidate(candidate('999'), null)
      .catch((e) => e)
    expect(e404).toMatchObject({ status: 404, reason: 'job_id: Job not found' })
    expect(gh.state.ingested.length).toBe(before)
  })
})

describe('Lever adapter', () => {
  it('pages postings by hasNext/next and maps them', async () => {
    const jobs = await leverAdapter(lvCreds, lv.endpoints).listJobs()
    expect(jobs.map((j) => j.id)).toEqual(['posting-1', 'posting-2', 'posting-3'])
    expect(jobs[0]).toMatchObject({ name: 'Lever Job 1', requisitionId: 'LV-1', location: 'Berlin' })
    expect(jobs[0]?.createdAt).toBe(new Date(Date.UTC(2026, 1, 1)).toISOString())
  })

  it('connection test: bad key → invalid key, no users scope → its message', async () => {
    const e1 = await leverAdapter({ ...lvCreds, apiKey: 'x' }, lv.endpoints)
      .test('atsConnectionTest')
      .catch((e) => e)
    expect(testFailureMessage('atsConnectionTest', e1)).toBe(ATS_TEST_MESSAGES.invalidKey)
    lv.state.usersPermission = false
    const e2 = await leverAdapter(lvCreds, lv.endpoints)
      .test('atsConnectionTest')
      .catch((e) => e)
    expect(testFailureMessage('atsConnectionTest', e2)).toBe(ATS_TEST_MESSAGES.usersPermission)
    await expect(leverAdapter(lvCreds, lv.endpoints).test('jobVerificationTest')).resolves.toBeUndefined()
  })

  it('pushes an opportunity as the perform_as user with the resume file and note; a second push adds no opportunity', async () => {
    const adapter = leverAdapter(lvCreds, lv.endpoints)
    const first = await adapter.pushCandidate(candidate('posting-2'), null)
    const opp = lv.state.opportunities.get(first.candidateId)
    expect(opp).toMatchObject({
      name: 'Ada Lovelace',
      postings: ['posting-2'],
      origin: 'agency',
      performAs: 'lever-user-1',
    })
    const file = lv.state.files.find((f) => f.opportunityId === first.candidateId)
    expect(file?.bytes.equals(resume)).toBe(true)
    expect(file?.fileName).toBe('ada.pdf')
    const count = lv.state.opportunities.size
    const second = await adapter.pushCandidate(candidate('posting-2'), first)
    expect(second).toMatchObject({ candidateId: first.candidateId, created: false })
    expect(lv.state.opportunities.size).toBe(count)
  })

  it('re-reads an opportunity with its stage name and archive state', async () => {
    const adapter = leverAdapter(lvCreds, lv.endpoints)
    const pushed = await adapter.pushCandidate(candidate('posting-1'), null)
    expect(await adapter.getCandidate(pushed.candidateId)).toMatchObject({ status: 'active', stage: 'New applicant' })
    const opp = lv.state.opportunities.get(pushed.candidateId)!
    // archived.reason is an archive-reason id: hired or not is that reason's type
    opp.stage = 'offer'
    opp.archived = { reason: 'ar-hired', archivedAt: Date.now() }
    expect(await adapter.getCandidate(pushed.candidateId)).toMatchObject({ status: 'hired', stage: 'Offer' })
    opp.stage = 'hired'
    opp.archived = { reason: 'ar-underqualified', archivedAt: Date.now() }
    // a stage named "Hired" does not make a rejection a hire
    expect(await leverAdapter(lvCreds, lv.endpoints).getCandidate(pushed.candidateId)).toMatchObject({
      status: 'rejected',
      stage: 'Hired',
    })
    opp.archived = { reason: 'ar-gone', archivedAt: Date.now() }
    expect((await leverAdapter(lvCreds, lv.endpoints).getCandidate(pushed.candidateId)).status).toBe('archived')
    expect(lv.state.requests.some((r) => r.path.startsWith('/v1/archive_reasons'))).toBe(true)
  })

  it('names feedback authors from their user id, and replaces a changed note instead of adding one', async () => {
    const adapter = leverAdapter(lvCreds, lv.endpoints)
    const pushed = await adapter.pushCandidate(candidate('posting-3'), null)
    lv.state.users.set('user-9', {
      id: 'user-9',
      name: 'Grace Hopper',
      username: 'grace',
      email: 'grace@client.test',
      accessRole: 'interviewer',
    })
    lv.state.feedback.set(pushed.candidateId, [
      { id: 'fb-1', type: 'interview', text: 'Onsite', user: 'user-9', completedAt: 1, fields: [] },
      { id: 'fb-2', type: 'interview', text: 'Screen', user: 'user-gone', completedAt: 2, fields: [] },
    ])
    expect((await adapter.listFeedback(pushed.candidateId, null)).map((f) => f.interviewer)).toEqual([
      'Grace Hopper',
      null,
    ])
    const notes = () => lv.state.notes.filter((n) => n.opportunityId === pushed.candidateId)
    expect(notes().map((n) => n.id)).toEqual([pushed.note!.id])
    const again = await adapter.pushCandidate(
      { ...candidate('posting-3'), note: 'Now at 130%', replacesNoteId: pushed.note!.id },
      pushed,
    )
    expect(notes()).toEqual([{ id: again.note!.id, opportunityId: pushed.candidateId, value: 'Now at 130%' }])
  })

  it('a 500 surfaces as an error with the vendor reason', async () => {
    lv.state.injected.push({
      path: /^\/v1\/postings\/posting-1$/,
      status: 500,
      body: { code: 'InternalError', message: 'Something broke' },
    })
    const error = await leverAdapter(lvCreds, lv.endpoints)
      .getJob('posting-1')
      .catch((e) => e)
    expect(error).toMatchObject({ status: 500, reason: 'Something broke' })
  })
})
