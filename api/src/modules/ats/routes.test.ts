import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atsConnectionsTable, atsJobLinksTable } from '../../db/schema'
import { openSecret } from '../../integrations/secret-box'
import { allowContractServers, startGreenhouseContract, startLeverContract } from '../../testing/ats-contract-servers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, type People } from '../jobs/test-fixtures'
import { createJob } from '../pipeline/test-fixtures'

const ghCreds = { clientId: 'gh-client', clientSecret: 'gh-secret', userId: '77' }
const lvCreds = { apiKey: 'lever-key', performAs: 'lever-user-1' }
const gh = startGreenhouseContract(ghCreds)
const lv = startLeverContract(lvCreds)
let guard: ReturnType<typeof allowContractServers>
let t: TestApp
let p: People

const greenhouse = () => ({ provider: 'greenhouse', ...ghCreds, baseUrl: gh.origin, authUrl: gh.origin })
const lever = () => ({ provider: 'lever', ...lvCreds, baseUrl: lv.origin })

beforeAll(async () => {
  guard = allowContractServers()
  t = await createTestApp()
  p = await createPeople(t)
}, 180_000)
afterAll(async () => {
  guard.restore()
  gh.stop()
  lv.stop()
  await t.close()
})

const call = (who: { headers: Record<string, string> }, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: who.headers, ...(json !== undefined ? { json } : {}) })

async function disconnect(org: 'A' | 'B') {
  const who = org === 'A' ? p.clientA : p.clientB
  await call(who, 'PUT', '/api/ats/disconnect')
}

describe('ATS connection', () => {
  it('connects Greenhouse with sealed credentials and shows the webhook secret once', async () => {
    const res = await call(p.clientA, 'POST', '/api/ats/connect', greenhouse())
    expect(res.status).toBe(201)
    const { data } = await res.json()
    expect(data).toMatchObject({ provider: 'greenhouse', organizationId: p.orgA, baseUrl: gh.origin })
    expect(data.webhookSecret).toMatch(/.{20,}/)
    expect(data.webhookUrl).toMatch(new RegExp(`/api/ats/webhooks/${data.id}$`))
    const [row] = await t.deps.db.select().from(atsConnectionsTable).where(eq(atsConnectionsTable.id, data.id))
    // nothing of the secret in the clear at rest
    expect(row!.apiKeyEncrypted).not.toContain('gh-secret')
    expect(JSON.parse(openSecret(t.deps.config, row!.apiKeyEncrypted))).toMatchObject({ clientSecret: 'gh-secret' })
    expect(openSecret(t.deps.config, row!.webhookSecretEncrypted!)).toBe(data.webhookSecret)

    const details = await (await call(p.clientA, 'GET', '/api/ats/details')).json()
    expect(details.data.id).toBe(data.id)
    expect(details.data).not.toHaveProperty('webhookSecret')

    const again = await call(p.clientA, 'POST', '/api/ats/connect', lever())
    expect(again.status).toBe(409)
    await disconnect('A')
  })

  it('refuses unknown fields, a non-https base URL and private addresses', async () => {
    expect((await call(p.clientA, 'POST', '/api/ats/connect', { ...greenhouse(), extra: 1 })).status).toBe(422)
    guard.restore()
    try {
      const http = await call(p.clientA, 'POST', '/api/ats/connect', { ...lever(), baseUrl: 'http://api.lever.co' })
      expect(http.status).toBe(422)
    } finally {
      guard = allowContractServers()
    }
    expect(
      await t.deps.db
        .select()
        .from(atsConnectionsTable)
        .where(and(eq(atsConnectionsTable.organizationId, p.orgA), isNull(atsConnectionsTable.disconnectedAt))),
    ).toEqual([])
  })

  it('provider staff must name the organization ("Organization id is required.")', async () => {
    const res = await call(p.recruiter, 'GET', '/api/ats/details')
    expect(res.status).toBe(422)
    expect(JSON.stringify(await res.json())).toContain('Organization id is required.')
    const ok = await call(p.recruiter, 'GET', `/api/ats/details?organizationId=${p.orgB}`)
    expect(ok.status).toBe(200)
    expect((await ok.json()).data).toBeNull()
  })

  it('runs the three connection tests with the spec messages and keeps the last outcome', async () => {
    const { data } = await (await call(p.clientA, 'POST', '/api/ats/connect', lever())).json()
    const run = async (kind: string) =>
      (await (await call(p.clientA, 'POST', `/api/ats/${data.id}/tests/${kind}`)).json()).data
    expect(await run('atsConnectionTest')).toEqual({
      kind: 'atsConnectionTest',
      ok: true,
      statusCode: 200,
      message: 'Connection verified',
    })
    expect(await run('jobVerificationTest')).toMatchObject({ ok: true, statusCode: 200 })
    expect(await run('candidateVerificationTest')).toMatchObject({ ok: true, statusCode: 200 })

    lv.state.usersPermission = false
    expect(await run('atsConnectionTest')).toEqual({
      kind: 'atsConnectionTest',
      ok: false,
      statusCode: 403,
      message: 'The API key is missing permission for the users resource.',
    })
    lv.state.usersPermission = true
    lv.state.injected.push({ path: /^\/v1\/opportunities$/, status: 500 })
    expect(await run('candidateVerificationTest')).toMatchObject({
      ok: false,
      statusCode: 500,
      message: 'API Request Failed',
    })

    const bad = await call(p.clientA, 'PATCH', `/api/ats/integrate/${data.id}`, { ...lever(), apiKey: 'revoked' })
    expect(bad.status).toBe(200)
    expect(await run('atsConnectionTest')).toMatchObject({
      ok: false,
      statusCode: 401,
      message: 'The API key is invalid or no longer valid.',
    })
    const details = (await (await call(p.clientA, 'GET', `/api/ats/${data.id}/details`)).json()).data
    expect(details).toMatchObject({ lastTestOk: false, lastTestMessage: 'The API key is invalid or no longer valid.' })
    expect((await call(p.clientA, 'POST', `/api/ats/${data.id}/tests/somethingElse`)).status).toBe(422)
    await disconnect('A')
  })

  it('lists the ATS jobs (all pages) and links one, storing the jobAts* fields', async () => {
    await call(p.clientA, 'POST', '/api/ats/connect', greenhouse())
    const jobs = (await (await call(p.clientA, 'GET', '/api/ats/jobs')).json()).data
    expect(jobs.map((j: { id: string }) => j.id)).toEqual(['4001', '4002', '4003'])
    const jobId = await createJob(t.deps.db, p.orgA)
    const linked = await call(p.clientA, 'PUT', '/api/ats/job-link', { jobId, atsJobId: '4002' })
    expect(linked.status).toBe(200)
    expect((await linked.json()).data).toMatchObject({
      jobId,
      jobAtsSystemId: '4002',
      jobAtsName: 'GH Job 2',
      jobAtsRequisitionId: 'REQ-2',
      location: 'New York, NY',
      createdAt: '2026-02-15T10:00:00.000Z',
      status: 'open',
      provider: 'greenhouse',
    })
    expect((await (await call(p.clientA, 'GET', `/api/ats/job-link/${jobId}`)).json()).data.jobAtsSystemId).toBe('4002')

    const unknown = await call(p.clientA, 'PUT', '/api/ats/job-link', { jobId, atsJobId: '999' })
    expect(unknown.status).toBe(422)
    expect(JSON.stringify(await unknown.json())).toContain('The job was not found in the applicant tracking system.')
    const [row] = await t.deps.db.select().from(atsJobLinksTable).where(eq(atsJobLinksTable.jobId, jobId))
    expect(row!.externalJobId).toBe('4002')

    expect((await call(p.clientA, 'DELETE', `/api/ats/job-link/${jobId}`)).status).toBe(200)
    expect((await (await call(p.clientA, 'GET', `/api/ats/job-link/${jobId}`)).json()).data).toBeNull()
    await disconnect('A')
  })

  it('answers 409 for ATS jobs and links without a connection, and 503 with the vendor reason when it fails', async () => {
    const none = await call(p.clientA, 'GET', '/api/ats/jobs')
    expect(none.status).toBe(409)
    expect((await none.json()).error.message).toBe('This organization has no applicant tracking system connected.')
    await call(p.clientA, 'POST', '/api/ats/connect', greenhouse())
    gh.state.injected.push({ path: /^\/v3\/jobs$/, status: 500, body: { message: 'Internal Server Error' } })
    const failed = await call(p.clientA, 'GET', '/api/ats/jobs')
    expect(failed.status).toBe(503)
    expect((await failed.json()).error.message).toBe('The applicant tracking system answered: Internal Server Error')
    await disconnect('A')
  })

  it('regenerates the webhook secret and disconnects', async () => {
    const { data } = await (await call(p.clientB, 'POST', '/api/ats/connect', lever())).json()
    const regenerated = (await (await call(p.clientB, 'PUT', '/api/ats/regenerate-webhook-secret')).json()).data
    expect(regenerated.webhookSecret).not.toBe(data.webhookSecret)
    const [row] = await t.deps.db.select().from(atsConnectionsTable).where(eq(atsConnectionsTable.id, data.id))
    expect(openSecret(t.deps.config, row!.webhookSecretEncrypted!)).toBe(regenerated.webhookSecret)
    expect((await call(p.clientB, 'PUT', '/api/ats/disconnect')).status).toBe(200)
    expect((await (await call(p.clientB, 'GET', '/api/ats/details')).json()).data).toBeNull()
    expect((await call(p.clientB, 'PUT', '/api/ats/disconnect')).status).toBe(409)
  })

  it('refuses candidates and basic client users', async () => {
    expect((await call(p.candidate, 'GET', '/api/ats/details')).status).toBe(403)
    expect((await call(p.candidate, 'POST', '/api/ats/connect', lever())).status).toBe(403)
    expect((await call(p.basicA, 'GET', '/api/ats')).status).toBe(403)
  })
})

describe('ATS cross-tenant', () => {
  it('another organization gets 404 on every connection and job-link route', async () => {
    const connectionOf = async () => {
      await disconnect('A')
      const res = await call(p.clientA, 'POST', '/api/ats/connect', lever())
      return (await res.json()).data.id as string
    }
    const linkedJob = async () => {
      await connectionOf()
      const jobId = await createJob(t.deps.db, p.orgA)
      const res = await call(p.clientA, 'PUT', '/api/ats/job-link', { jobId, atsJobId: 'posting-1' })
      expect(res.status).toBe(200)
      return jobId
    }
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: [
        {
          name: 'GET ats/{id}/details',
          create: connectionOf,
          request: (id) => ({ method: 'GET', path: `/api/ats/${id}/details` }),
        },
        {
          name: 'POST ats/{id}/tests/{kind}',
          create: connectionOf,
          request: (id) => ({ method: 'POST', path: `/api/ats/${id}/tests/atsConnectionTest` }),
        },
        {
          name: 'PATCH ats/integrate/{id}',
          create: connectionOf,
          request: (id) => ({ method: 'PATCH', path: `/api/ats/integrate/${id}`, json: lever() }),
        },
        {
          name: 'GET ats/job-link/{jobId}',
          create: linkedJob,
          request: (id) => ({ method: 'GET', path: `/api/ats/job-link/${id}` }),
        },
        {
          name: 'PUT ats/job-link',
          create: linkedJob,
          request: (id) => ({ method: 'PUT', path: '/api/ats/job-link', json: { jobId: id, atsJobId: 'posting-2' } }),
        },
        {
          name: 'DELETE ats/job-link/{jobId}',
          create: linkedJob,
          request: (id) => ({ method: 'DELETE', path: `/api/ats/job-link/${id}` }),
        },
        {
          name: 'GET ats/details?organizationId',
          create: async () => p.orgA,
          request: (id) => ({ method: 'GET', path: `/api/ats/details?organizationId=${id}` }),
        },
        {
          name: 'GET ats/jobs?organizationId',
          create: async () => {
            await connectionOf()
            return p.orgA
          },
          request: (id) => ({ method: 'GET', path: `/api/ats/jobs?organizationId=${id}` }),
        },
      ],
    })
    // B's own view stays its own: A's connection never shows in B's list
    const list = (await (await call(p.clientB, 'GET', '/api/ats')).json()).data
    expect(list.every((c: { organizationId: string }) => c.organizationId === p.orgB)).toBe(true)
  })
})
