/**
 * The contract servers on their own: they refuse what the vendors would refuse (unknown or mistyped
 * fields, strings where integers are required, filters an endpoint does not take, writes without
 * a Lever user) and change nothing when they do, and they answer the documented shapes.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { startGreenhouseContract } from './greenhouse-contract-server'
import { startLeverContract } from './lever-contract-server'
import { startZoomContractServer } from './zoom-contract-server'

const gh = startGreenhouseContract({ clientId: 'c', clientSecret: 's', userId: '77' })
const lv = startLeverContract({ apiKey: 'k', performAs: 'u-1' })
afterAll(() => {
  gh.stop()
  lv.stop()
})

async function ghToken() {
  const res = await fetch(`${gh.origin}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('c:s').toString('base64')}` },
    body: 'grant_type=client_credentials&sub=77',
  })
  return ((await res.json()) as { access_token: string }).access_token
}
const ghCall = async (method: string, path: string, body?: unknown) =>
  fetch(`${gh.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${await ghToken()}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const lvCall = (method: string, path: string, body?: unknown) =>
  fetch(`${lv.origin}${path}`, {
    method,
    headers: { authorization: `Basic ${Buffer.from('k:').toString('base64')}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

describe('Greenhouse contract server', () => {
  it.each([
    ['a string where an integer is required', { first_name: 'A', last_name: 'B', application: { job_id: '4001' } }],
    ['an unknown field', { first_name: 'A', last_name: 'B', source: 'Quota' }],
    [
      'a typed social profile (v3 takes only value)',
      { first_name: 'A', last_name: 'B', social_media_addresses: [{ value: 'x', type: 'linkedin' }] },
    ],
    ['a missing last name', { first_name: 'A' }],
  ])('refuses a candidate with %s (422) and creates nothing', async (_what, body) => {
    const before = gh.state.candidates.size
    const res = await ghCall('POST', '/v3/candidates', body)
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toBe('Validation error')
    expect(gh.state.candidates.size).toBe(before)
  })

  it('creates a candidate with its application in one call and answers {candidate, application} with integer ids', async () => {
    const res = await ghCall('POST', '/v3/candidates', {
      first_name: 'A',
      last_name: 'B',
      application: { job_id: 4001 },
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as {
      candidate: { id: unknown }
      application: { id: unknown; candidate_id: unknown }
    }
    expect(typeof body.candidate.id).toBe('number')
    expect(body.application.candidate_id).toBe(body.candidate.id)
    // the application has no current_stage: its stage is the open application_stages row
    const app = (await (await ghCall('GET', `/v3/applications?ids=${body.application.id}`)).json()) as object[]
    expect(app[0]).not.toHaveProperty('current_stage')
    const rows = (await (
      await ghCall('GET', `/v3/application_stages?application_ids=${body.application.id}`)
    ).json()) as {
      exited_at: string | null
    }[]
    expect(rows.filter((r) => r.exited_at === null)).toHaveLength(1)
  })

  it('refuses notes without their author or with string ids, and list filters it does not take', async () => {
    const before = gh.state.notes.length
    const candidate = [...gh.state.candidates.keys()][0]!
    expect(
      (await ghCall('POST', '/v3/notes', { candidate_id: candidate, body: 'x', visibility: 'public' })).status,
    ).toBe(422)
    expect(
      (
        await ghCall('POST', '/v3/notes', {
          candidate_id: String(candidate),
          user_id: 77,
          body: 'x',
          visibility: 'public',
        })
      ).status,
    ).toBe(422)
    expect(gh.state.notes.length).toBe(before)
    expect((await ghCall('GET', '/v3/scorecards?candidate_ids=1')).status).toBe(422)
    expect((await ghCall('GET', '/v3/jobs?ids=abc')).status).toBe(422)
    expect((await ghCall('GET', '/v3/jobs?cursor=2&per_page=5')).status).toBe(422)
    const jobs = (await (await ghCall('GET', '/v3/jobs?ids=4001')).json()) as object[]
    expect(jobs[0]).toMatchObject({ office_ids: [50], department_id: 60 })
    expect(jobs[0]).not.toHaveProperty('location')
  })
})

describe('Lever contract server', () => {
  it('refuses writes without a Lever user and opportunities with unknown or mistyped fields', async () => {
    const before = lv.state.opportunities.size
    expect((await lvCall('POST', '/v1/opportunities', { name: 'A' })).status).toBe(400)
    expect((await lvCall('POST', '/v1/opportunities?perform_as=u-1', { name: 'A', emails: 'a@b.test' })).status).toBe(
      400,
    )
    expect((await lvCall('POST', '/v1/opportunities?perform_as=u-1', { name: 'A', candidateId: 'x' })).status).toBe(400)
    expect(
      (await lvCall('POST', '/v1/opportunities?perform_as=u-1', { name: 'A', postings: ['posting-1', 'posting-2'] }))
        .status,
    ).toBe(400)
    expect(lv.state.opportunities.size).toBe(before)
  })

  it('answers archive reasons with their type and users by id', async () => {
    const reasons = (await (await lvCall('GET', '/v1/archive_reasons')).json()) as { data: { type: string }[] }
    expect(reasons.data.map((r) => r.type)).toContain('hired')
    expect((await lvCall('GET', '/v1/users/u-1')).status).toBe(200)
    expect((await lvCall('GET', '/v1/users/nobody')).status).toBe(404)
  })
})

describe('Zoom contract server', () => {
  it('answers 429 in each documented form: seconds, a reset date, and none', async () => {
    const zoom = await startZoomContractServer()
    const basic = `Basic ${Buffer.from(`${zoom.app.clientId}:${zoom.app.clientSecret}`).toString('base64')}`
    const token = (
      (await (
        await fetch(`${zoom.url}/oauth/token?grant_type=account_credentials&account_id=${zoom.app.accountId}`, {
          method: 'POST',
          headers: { authorization: basic },
        })
      ).json()) as { access_token: string }
    ).access_token
    const meet = () =>
      fetch(`${zoom.url}/v2/meetings/1`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    zoom.rateLimitNext(3)
    expect((await meet()).headers.get('retry-after')).toBe('3')
    const reset = new Date(Date.UTC(2099, 0, 2))
    zoom.rateLimitNext(reset)
    const daily = await meet()
    expect(daily.status).toBe(429)
    expect(daily.headers.get('x-ratelimit-type')).toBe('Daily-limit')
    expect(Date.parse(daily.headers.get('retry-after')!)).toBe(reset.getTime())
    zoom.rateLimitNext(null)
    const bare = await meet()
    expect(bare.status).toBe(429)
    expect(bare.headers.get('retry-after')).toBeNull()
    await zoom.close()
  })

  it('refuses a meeting body with a mistyped field in Zoom’s validation shape, and takes a well-typed one', async () => {
    const zoom = await startZoomContractServer()
    const basic = `Basic ${Buffer.from(`${zoom.app.clientId}:${zoom.app.clientSecret}`).toString('base64')}`
    const { access_token } = (await (
      await fetch(`${zoom.url}/oauth/token?grant_type=account_credentials&account_id=${zoom.app.accountId}`, {
        method: 'POST',
        headers: { authorization: basic },
      })
    ).json()) as { access_token: string }
    const create = (body: unknown) =>
      fetch(`${zoom.url}/v2/users/me/meetings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const good = { topic: 'Interview', type: 2, start_time: '2099-01-06T15:30:00Z', duration: 45, timezone: 'UTC' }
    for (const [field, value] of [
      ['duration', '45'],
      ['start_time', '2099-01-06T15:30:00.000Z'],
      ['type', 5],
      ['topic', 'x'.repeat(201)],
    ] as const) {
      const res = await create({ ...good, [field]: value })
      expect(res.status, field).toBe(400)
      expect(await res.json()).toEqual({
        code: 300,
        message: 'Validation Failed.',
        errors: [{ field, message: 'Invalid field.' }],
      })
    }
    const made = await create(good)
    expect(made.status).toBe(201)
    const { id } = (await made.json()) as { id: number }
    const patch = await fetch(`${zoom.url}/v2/meetings/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ duration: 'long' }),
    })
    expect(patch.status).toBe(400)
    expect(zoom.meetings.get(String(id))?.duration).toBe(45)
    await zoom.close()
  })
})
