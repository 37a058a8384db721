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
    const { data } = await (await call(p.clientB, 'POST', '/api/ats/connect', greenhouse())).json()
    const regenerated = (await (await call(p.clientB, 'PUT', '/api/ats/regenerate-webhook-secret')).json()).data
    expect(regenerated.webhookSecret).not.toBe(data.webhookSecret)
    const [row] = await t.deps.db.select().from(atsConnectionsTable).where(eq(atsConnectionsTable.id, data.id))
    expect(openSecret(t.deps.config, row!.webhookSecretEncrypted!)).toBe(regenerated.webhookSecret)
    expect((await call(p.clientB, 'PUT', '/api/ats/disconnect')).status).toBe(200)
    expect((await (await call(p.clientB, 'GET', '/api/ats/details')).json()).data).toBeNull()
    expect((await call(p.clientB, 'PUT', '/api/ats/disconnect')).status).toBe(409)
  })

  it('POST ats/integrate connects only when the connection test passes with the given credentials', async () => {
    const bad = await call(p.clientA, 'POST', '/api/ats/integrate', { ...lever(), apiKey: 'revoked' })
    expect(bad.status).toBe(422)
    expect((await bad.json()).error.details).toEqual([
      expect.objectContaining({ path: 'apiKey', message: 'The API key is invalid or no longer valid.' }),
    ])
    gh.state.usersPermission = false
    const noUsers = await call(p.clientA, 'POST', '/api/ats/integrate', greenhouse())
    gh.state.usersPermission = true
    expect(noUsers.status).toBe(422)
    expect(JSON.stringify(await noUsers.json())).toContain('The API key is missing permission for the users resource.')
    expect((await (await call(p.clientA, 'GET', '/api/ats/details')).json()).data).toBeNull()

    const ok = await call(p.clientA, 'POST', '/api/ats/integrate', greenhouse())
    expect(ok.status).toBe(201)
    const { data } = await ok.json()
    expect(data).toMatchObject({ provider: 'greenhouse', lastTestOk: true, lastTestMessage: 'Connection verified' })
    expect(data.webhookSecret).toMatch(/.{20,}/)
    expect((await call(p.clientA, 'POST', '/api/ats/integrate', greenhouse())).status).toBe(409)
    // provider staff: for a client they name; basic recruiters of the provider's staff cannot change it
    expect((await call(p.recruiter, 'POST', '/api/ats/integrate', lever())).status).toBe(422)
    const staff = await call(p.recruiter, 'POST', `/api/ats/integrate?organizationId=${p.orgB}`, lever())
    expect(staff.status).toBe(201)
    expect((await staff.json()).data.organizationId).toBe(p.orgB)
    await disconnect('A')
    await disconnect('B')
  })

  it('keeps the Webhook List: every event at first, then as subscribed and unsubscribed', async () => {
    const { data } = await (await call(p.clientA, 'POST', '/api/ats/connect', greenhouse())).json()
    expect(data.webhooks.map((w: { event: string }) => w.event)).toContain('hire_candidate')
    expect(data.webhooks.every((w: { url: string }) => w.url === data.webhookUrl)).toBe(true)
    const un = await call(p.clientA, 'PUT', `/api/ats/${data.id}/webhook/unsubscribe`, { event: 'hire_candidate' })
    expect(un.status).toBe(200)
    expect((await un.json()).data.map((w: { event: string }) => w.event)).not.toContain('hire_candidate')
    const details = (await (await call(p.clientA, 'GET', `/api/ats/${data.id}/details`)).json()).data
    expect(details.webhooks.map((w: { event: string }) => w.event)).not.toContain('hire_candidate')
    const sub = await call(p.clientA, 'PUT', `/api/ats/${data.id}/webhook/subscribe`, { event: 'hire_candidate' })
    const list = (await sub.json()).data
    expect(list.at(-1)).toMatchObject({ event: 'hire_candidate', url: data.webhookUrl })
    // twice: still once
    const again = await call(p.clientA, 'PUT', `/api/ats/${data.id}/webhook/subscribe`, { event: 'hire_candidate' })
    expect((await again.json()).data.filter((w: { event: string }) => w.event === 'hire_candidate')).toHaveLength(1)
    // another vendor's event, an unknown action, an unknown field: 422
    const lever = await call(p.clientA, 'PUT', `/api/ats/${data.id}/webhook/subscribe`, { event: 'candidateHired' })
    expect(lever.status).toBe(422)
    expect(JSON.stringify(await lever.json())).toContain('event')
    expect(
      (await call(p.clientA, 'PUT', `/api/ats/${data.id}/webhook/delete`, { event: 'hire_candidate' })).status,
    ).toBe(422)
    expect(
      (await call(p.clientA, 'PUT', `/api/ats/${data.id}/webhook/subscribe`, { event: 'hire_candidate', x: 1 })).status,
    ).toBe(422)
    // staff without the recruiter permission read but do not change
    expect((await call(p.admin, 'PUT', `/api/ats/${data.id}/webhook/subscribe`, { event: 'job_updated' })).status).toBe(
      403,
    )
    await disconnect('A')
  })

  it('lists the routes (requestType, atsKey) and switches them (route-status)', async () => {
    expect((await call(p.clientA, 'GET', '/api/ats/routes')).status).toBe(409)
    const lever = await call(p.clientA, 'GET', '/api/ats/routes?atsKey=lever&requestType=job')
    expect((await lever.json()).data.map((r: { key: string }) => r.key)).toEqual(['getJobById'])
    await call(p.clientA, 'POST', '/api/ats/connect', greenhouse())
    const all = (await (await call(p.clientA, 'GET', '/api/ats/routes')).json()).data
    expect(all.map((r: { key: string }) => r.key)).toEqual([
      'getJobById',
      'getJobStatusById',
      'getWebhookList',
      'pushCandidate',
      'candidateStageChange',
      'candidateHired',
      'candidateRejected',
      'getFeedback',
      'postFeedback',
    ])
    expect(all.every((r: { enabled: boolean }) => r.enabled)).toBe(true)
    expect(all.find((r: { key: string }) => r.key === 'candidateHired').events).toEqual(['hire_candidate'])
    const off = await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'getFeedback', enabled: false })
    expect(off.status).toBe(200)
    const feedback = (await (await call(p.clientA, 'GET', '/api/ats/routes?requestType=feedback')).json()).data
    expect(feedback.map((r: { key: string; enabled: boolean }) => [r.key, r.enabled])).toEqual([
      ['getFeedback', false],
      ['postFeedback', true],
    ])
    // the feedback route off: 409 before anything is asked of the ATS
    const candidateId = crypto.randomUUID()
    const refused = await call(p.clientA, 'GET', `/api/ats/feedback?candidateId=${candidateId}`)
    expect(refused.status).toBe(409)
    expect((await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'nope', enabled: true })).status).toBe(
      422,
    )
    expect((await call(p.clientA, 'POST', '/api/ats/route-status', { routeKey: 'getFeedback' })).status).toBe(422)
    expect((await call(p.clientA, 'GET', '/api/ats/routes?requestType=other')).status).toBe(422)
    // provider staff read a client's routes when they name it
    expect((await call(p.recruiter, 'GET', '/api/ats/routes')).status).toBe(422)
    const staff = (
      await (await call(p.recruiter, 'GET', `/api/ats/routes?organizationId=${p.orgA}&requestType=feedback`)).json()
    ).data
    expect(staff[0]).toMatchObject({ key: 'getFeedback', enabled: false })
    expect(
      (
        await call(p.admin, 'POST', `/api/ats/route-status?organizationId=${p.orgA}`, {
          routeKey: 'getFeedback',
          enabled: true,
        })
      ).status,
    ).toBe(403)
    await disconnect('A')
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
          name: 'PUT ats/{id}/webhook/{action}',
          create: connectionOf,
          request: (id) => ({
            method: 'PUT',
            path: `/api/ats/${id}/webhook/unsubscribe`,
            json: { event: 'candidateHired' },
          }),
        },
        {
          name: 'GET ats/routes?organizationId',
          create: async () => {
            await connectionOf()
            return p.orgA
          },
          request: (id) => ({ method: 'GET', path: `/api/ats/routes?organizationId=${id}` }),
        },
        {
          name: 'POST ats/route-status?organizationId',
          create: async () => {
            await connectionOf()
            return p.orgA
          },
          request: (id) => ({
            method: 'POST',
            path: `/api/ats/route-status?organizationId=${id}`,
            json: { routeKey: 'pushCandidate', enabled: false },
          }),
        },
        {
          name: 'POST ats/integrate?organizationId',
          create: async () => {
            await disconnect('A')
            return p.orgA
          },
          request: (id) => ({ method: 'POST', path: `/api/ats/integrate?organizationId=${id}`, json: lever() }),
          ownerStatus: 201,
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
