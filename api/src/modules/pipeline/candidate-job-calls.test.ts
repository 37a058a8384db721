/**
 * 001 §7 "Candidate and job interplay" over HTTP: GET/PATCH candidates/submittal-blurb and
 * GET candidates/jobs, by role and across companies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobSearchFiltersTable } from '../../db/schema'
import { callAsUser, createTestApp, type TestApp } from '../../testing/test-app'
import { createJob, createOrganization, createPerson, createProspect, testAuthenticate } from './test-fixtures'

let t: TestApp
let org: string
let otherOrg: string
let recruiter: string
let nonStaff: string
let client: string
let otherClient: string
let candidate: { userId: string; candidateId: string | null }

const call = callAsUser(() => t)
const act = (userId: string, jobId: string, candidateId: string, action: string, body: unknown = {}) =>
  call(userId, 'POST', `/api/jobs/${jobId}/candidates/${candidateId}/actions/${action}`, body)

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Acme Cloud')
  otherOrg = await createOrganization(t.deps.db, 'Globex Data')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  nonStaff = (await createPerson(t.deps.db, 'nonStaff')).userId
  client = (await createPerson(t.deps.db, 'client', org)).userId
  otherClient = (await createPerson(t.deps.db, 'client', otherOrg)).userId
  candidate = await createPerson(t.deps.db, 'candidate')
})
afterAll(() => t?.close())

describe('candidates/submittal-blurb', () => {
  it('the recruiter reads and edits the pitch of a submitted candidate; the client reads it once submitted to it', async () => {
    const job = await createJob(t.deps.db, org)
    const id = await createProspect(t.deps.db)
    const q = `jobId=${job}&candidateId=${id}`
    // not in the job yet
    expect((await call(recruiter, 'GET', `/api/candidates/submittal-blurb?${q}`)).status).toBe(404)
    expect((await act(recruiter, job, id, 'submit', { submittalBlurbHtml: '<p>Closer</p>' })).status).toBe(200)

    const read = await call(recruiter, 'GET', `/api/candidates/submittal-blurb?${q}`)
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual({ jobId: job, candidateId: id, submittalBlurbHtml: '<p>Closer</p>', canEdit: true })

    const edited = await call(recruiter, 'PATCH', '/api/candidates/submittal-blurb', {
      jobId: job,
      candidateId: id,
      submittalBlurbHtml: '<p>Closed <strong>140%</strong> of quota</p><script>alert(1)</script>',
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.submittalBlurbHtml).toBe(
      '<p>Closed <strong>140%</strong> of quota</p>&lt;script&gt;alert(1)&lt;/script&gt;',
    )

    // provider staff without recruiter rights read only
    const staffRead = await call(nonStaff, 'GET', `/api/candidates/submittal-blurb?${q}`)
    expect(staffRead.body.data).toMatchObject({
      canEdit: false,
      submittalBlurbHtml: edited.body.data.submittalBlurbHtml,
    })
    expect(
      (
        await call(nonStaff, 'PATCH', '/api/candidates/submittal-blurb', {
          jobId: job,
          candidateId: id,
          submittalBlurbHtml: 'x',
        })
      ).status,
    ).toBe(403)

    // the client: not before the submittal reaches it (AM approval pending), then read-only
    expect((await call(client, 'GET', `/api/candidates/submittal-blurb?${q}`)).status).toBe(404)
    expect((await act(recruiter, job, id, 'submitToClient', {})).status).toBe(200)
    const clientRead = await call(client, 'GET', `/api/candidates/submittal-blurb?${q}`)
    expect(clientRead.status).toBe(200)
    expect(clientRead.body.data).toMatchObject({
      canEdit: false,
      submittalBlurbHtml: edited.body.data.submittalBlurbHtml,
    })
    expect(
      (
        await call(client, 'PATCH', '/api/candidates/submittal-blurb', {
          jobId: job,
          candidateId: id,
          submittalBlurbHtml: 'x',
        })
      ).status,
    ).toBe(403)
    // another company: as if the job did not exist
    expect((await call(otherClient, 'GET', `/api/candidates/submittal-blurb?${q}`)).status).toBe(404)
    // the candidate: not theirs to read
    expect((await call(candidate.userId, 'GET', `/api/candidates/submittal-blurb?${q}`)).status).toBe(403)
    expect((await call(null, 'GET', `/api/candidates/submittal-blurb?${q}`)).status).toBe(401)
  })

  it('refuses edits outside the submitted stages, and bad input with the field', async () => {
    const job = await createJob(t.deps.db, org)
    const id = await createProspect(t.deps.db)
    expect((await act(recruiter, job, id, 'shortlist', {})).status).toBe(200)
    const early = await call(recruiter, 'PATCH', '/api/candidates/submittal-blurb', {
      jobId: job,
      candidateId: id,
      submittalBlurbHtml: '<p>Too early</p>',
    })
    expect(early.status).toBe(409)
    expect(
      (await call(recruiter, 'GET', `/api/candidates/submittal-blurb?jobId=${job}&candidateId=${id}`)).body.data,
    ).toMatchObject({ canEdit: false, submittalBlurbHtml: null })

    const bad = await call(recruiter, 'PATCH', '/api/candidates/submittal-blurb', {
      jobId: 'nope',
      candidateId: id,
      submittalBlurbHtml: 'x'.repeat(10_001),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.details.map((d: any) => d.path).sort()).toEqual(['jobId', 'submittalBlurbHtml'])
    expect((await call(recruiter, 'GET', '/api/candidates/submittal-blurb?jobId=x')).status).toBe(422)
  })
})

describe('GET candidates/jobs', () => {
  it('lists open jobs with where each selected candidate stands and whether the action is available', async () => {
    const name = `Zeta Seller ${Date.now()}`
    const job = await createJob(t.deps.db, org, { name })
    const closed = await createJob(t.deps.db, org, { name: `${name} closed`, status: 'closed' })
    const inJob = await createProspect(t.deps.db)
    const fresh = await createProspect(t.deps.db)
    expect((await act(recruiter, job, inJob, 'submit', {})).status).toBe(200)
    await t.deps.db.insert(jobSearchFiltersTable).values({ jobId: job, filterItems: [{ key: 'x' } as never] })

    const res = await call(
      recruiter,
      'GET',
      `/api/candidates/jobs?searchText=${encodeURIComponent(name)}&candidateIds=${inJob},${fresh}&action=shortlist`,
    )
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(1)
    expect(res.body.data[0]).toMatchObject({
      id: job,
      name,
      status: 'open',
      organization: { id: org, name: 'Acme Cloud' },
      hasSearchFilter: true,
      candidates: [
        { candidateId: inJob, stageType: 'submittal', stageStatus: 'current', actionAvailable: false },
        { candidateId: fresh, stageType: null, stageStatus: null, actionAvailable: true },
      ],
    })
    // every job, filters only, sorting
    const all = await call(
      recruiter,
      'GET',
      `/api/candidates/jobs?type=all&searchText=${encodeURIComponent(name)}&sortBy=name&sortDirection=desc`,
    )
    expect(all.body.data.map((j: any) => j.id)).toEqual([closed, job])
    const filtered = await call(
      recruiter,
      'GET',
      `/api/candidates/jobs?type=all&hasFilters=true&searchText=${encodeURIComponent(name)}`,
    )
    expect(filtered.body.data.map((j: any) => j.id)).toEqual([job])
  })

  it('a client sees only its company’s jobs and only candidates it may see', async () => {
    const name = `Omega Seller ${Date.now()}`
    const mine = await createJob(t.deps.db, org, { name })
    await createJob(t.deps.db, otherOrg, { name: `${name} elsewhere` })
    const submitted = await createProspect(t.deps.db)
    expect((await act(recruiter, mine, submitted, 'submit', {})).status).toBe(200)
    expect((await act(recruiter, mine, submitted, 'submitToClient', {})).status).toBe(200)
    const stranger = await createProspect(t.deps.db)

    const list = await call(client, 'GET', `/api/candidates/jobs?searchText=${encodeURIComponent(name)}`)
    expect(list.body.data.map((j: any) => j.id)).toEqual([mine])
    const withCandidate = await call(
      client,
      'GET',
      `/api/candidates/jobs?searchText=${encodeURIComponent(name)}&candidateIds=${submitted}`,
    )
    expect(withCandidate.body.data[0].candidates[0]).toMatchObject({ candidateId: submitted, stageType: 'submittal' })
    expect((await call(client, 'GET', `/api/candidates/jobs?candidateIds=${stranger}`)).status).toBe(404)
    expect((await call(otherClient, 'GET', `/api/candidates/jobs?candidateIds=${submitted}`)).status).toBe(404)
    expect(
      (await call(otherClient, 'GET', `/api/candidates/jobs?searchText=${encodeURIComponent(name)}`)).body.data.map(
        (j: any) => j.organization.id,
      ),
    ).toEqual([otherOrg])
    expect((await call(candidate.userId, 'GET', '/api/candidates/jobs')).status).toBe(403)
    const bad = await call(recruiter, 'GET', '/api/candidates/jobs?candidateIds=not-an-id&sortBy=salary')
    expect(bad.status).toBe(422)
    expect(bad.body.error.details.map((d: any) => d.path).sort()).toEqual(['query.candidateIds', 'query.sortBy'])
  })
})
