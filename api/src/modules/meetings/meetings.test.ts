/**
 * Video meetings over HTTP against a local Zoom contract server (Zoom's documented shapes; Zoom is
 * not reachable here): connecting Zoom signs in first, POST/DELETE meeting-invite make and remove
 * a meeting with the caller's own integration, Zoom's refusals come back as 503 with its status
 * (429 with Retry-After), a revoked token is fetched again; a scheduled interview with the Zoom
 * method stores the meeting's id and join URL and puts the URL in the invitation, a reschedule moves
 * the meeting and a cancel deletes it; a disconnected integration is said, not hidden. The
 * personal meeting link is used as it is; Google Meet and Teams without the calendar they come
 * with answer 409 saying what to connect (meetings-calendar-providers.test.ts makes them).
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import { interviewsTable } from '../../db/schema'
import { apiCaller, type Json, startInterviewTestWorld } from '../../testing/interview-test-world'
import type { TestApp } from '../../testing/test-app'
import { startZoomContractServer, type ZoomContractServer } from '../../testing/zoom-contract-server'
import type { InterviewWorld } from '../pipeline/test-fixtures'

let t: TestApp
let zoom: ZoomContractServer
let world: InterviewWorld
let otherClient: string

beforeAll(async () => {
  zoom = await startZoomContractServer()
  ;({ t, world, otherClient } = await startInterviewTestWorld({
    orgName: 'Meet Corp',
    interviewer: { email: 'panel@meet.test', name: 'Panel' },
    otherOrgName: 'Far Corp',
    env: { ZOOM_API_URL: `${zoom.url}/v2`, ZOOM_OAUTH_URL: zoom.url },
  }))
}, 300_000)
afterAll(async () => {
  await t?.close()
  await zoom?.close()
})

const call = apiCaller(() => t)

const invite = (userId: string, extra: Record<string, unknown> = {}) =>
  call(userId, 'POST', '/api/meeting-invite', {
    userId,
    topic: 'Intro call',
    startsAt: '2099-02-01T15:00:00Z',
    duration: 45,
    timezone: 'America/New_York',
    ...extra,
  })

/** An interviewer the database refuses (a trigger, below): a change naming them fails late. */
const REFUSED = 'rollback@meet.test'

/** The database refuses interviewer rows with this e-mail: a change fails after its meeting was made. */
async function failInterviewerInsertsFor(email: string) {
  await t.deps.db.execute(
    sql.raw(`create or replace function refuse_interviewer() returns trigger language plpgsql as $$
      begin
        if new.email = '${email}' then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
  )
  await t.deps.db.execute(sql.raw('drop trigger if exists refuse_interviewer on interview_interviewers'))
  await t.deps.db.execute(
    sql.raw(`create trigger refuse_interviewer before insert on interview_interviewers
      for each row execute function refuse_interviewer()`),
  )
}

async function interviewOf(jobId: string) {
  const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, jobId))
  return row!
}

describe('meeting integration and meeting-invite', () => {
  it('has no meeting integration at first: POST meeting-invite answers 409', async () => {
    const state = await call(world.client, 'GET', `/api/settings/integrate-meeting/${world.client}/active`)
    expect(state.body.data).toEqual({ active: false, provider: null, account: null, connectedAt: null })
    const res = await invite(world.client)
    expect(res.status).toBe(409)
    expect(res.body.error.meta.rule).toBe('noMeetingIntegration')
  })

  it('refuses Zoom app credentials Zoom refuses, with the field; connects good ones', async () => {
    const bad = await call(world.client, 'PUT', '/api/settings/integrate-meeting/zoom', {
      ...zoom.app,
      clientSecret: 'wrong',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0]).toMatchObject({ path: 'clientId', rule: 'meetingUnreachable' })
    expect(bad.body.error.details[0].message).toMatch(/Invalid client_id or client_secret/)
    const good = await call(world.client, 'PUT', '/api/settings/integrate-meeting/zoom', zoom.app)
    expect(good.status).toBe(200)
    expect(good.body.data).toMatchObject({ active: true, provider: 'zoom', account: 'me' })
    // the recruiter sees it; another company does not
    const seen = await call(world.recruiter, 'GET', `/api/settings/integrate-meeting/${world.client}/active`)
    expect(seen.body.data).toMatchObject({ active: true, provider: 'zoom' })
    expect((await call(otherClient, 'GET', `/api/settings/integrate-meeting/${world.client}/active`)).status).toBe(404)
  })

  it('creates a Zoom meeting (id and join URL) and deletes it', async () => {
    const res = await invite(world.client)
    expect(res.status).toBe(200)
    const { meetingId, meetingUrl } = res.body.data
    expect(res.body.data.meetingType).toBe('zoom')
    const stored = zoom.meetings.get(meetingId)!
    expect(stored).toMatchObject({
      userId: 'me',
      topic: 'Intro call',
      type: 2,
      start_time: '2099-02-01T15:00:00Z',
      duration: 45,
      timezone: 'America/New_York',
    })
    expect(meetingUrl).toBe(stored.join_url)
    const del = await call(
      world.client,
      'DELETE',
      `/api/meeting-invite/${meetingId}?meetingType=zoom&userId=${world.client}`,
    )
    expect(del.status).toBe(200)
    expect(del.body.data).toEqual({ meetingId, deleted: true })
    expect(zoom.meetings.has(meetingId)).toBe(false)
    // already gone (Zoom's 404 code 3001): what was asked is true
    const again = await call(
      world.client,
      'DELETE',
      `/api/meeting-invite/${meetingId}?meetingType=zoom&userId=${world.client}`,
    )
    expect(again.status).toBe(200)
  })

  it('answers Zoom’s 429 as 503 with its Retry-After, and fetches a revoked token again', async () => {
    zoom.rateLimitNext(17)
    const limited = await t.request('/api/meeting-invite', {
      method: 'POST',
      headers: { 'x-test-user': world.client },
      json: { userId: world.client, topic: 'Intro', startsAt: '2099-02-01T15:00:00Z', duration: 30 },
    })
    expect(limited.status).toBe(503)
    expect(limited.headers.get('retry-after')).toBe('17')
    const body = (await limited.json()) as Json
    expect(body.error.meta).toMatchObject({ rule: 'meetingProvider', providerStatus: 429 })
    expect(body.error.message).toMatch(/rate limit/)
    const before = zoom.tokensIssued()
    zoom.revokeTokens()
    const ok = await invite(world.client)
    expect(ok.status).toBe(200)
    expect(zoom.tokensIssued()).toBe(before + 1)
  })

  it('answers Zoom’s daily-limit 429 with the wait its Retry-After date gives, and one without Retry-After without one', async () => {
    const at = { userId: world.client, topic: 'Intro', startsAt: '2099-02-01T15:00:00Z', duration: 30 }
    zoom.rateLimitNext(new Date(Date.now() + 3 * 3600_000))
    const daily = await t.request('/api/meeting-invite', {
      method: 'POST',
      headers: { 'x-test-user': world.client },
      json: at,
    })
    expect(daily.status).toBe(503)
    // the reset time as a date, read as the seconds until then (an HTTP date has whole seconds)
    expect(Number(daily.headers.get('retry-after'))).toBeGreaterThan(3 * 3600 - 5)
    expect(Number(daily.headers.get('retry-after'))).toBeLessThanOrEqual(3 * 3600)
    expect(((await daily.json()) as Json).error.message).toMatch(/daily rate limit/)
    zoom.rateLimitNext(null)
    const bare = await t.request('/api/meeting-invite', {
      method: 'POST',
      headers: { 'x-test-user': world.client },
      json: at,
    })
    expect(bare.status).toBe(503)
    // no wait was said, none is made up
    expect(bare.headers.get('retry-after')).toBeNull()
    expect(((await bare.json()) as Json).error.meta).toMatchObject({ rule: 'meetingProvider', providerStatus: 429 })
  })

  it('uses only your own integration; Google Meet and Teams say which calendar to connect', async () => {
    const other = await invite(world.recruiter, { userId: world.client })
    expect(other.status).toBe(403)
    const meet = await invite(world.client, { meetingType: 'googleMeet' })
    expect(meet.status).toBe(409)
    expect(meet.body.error.meta).toMatchObject({ rule: 'noMeetingIntegration', connect: 'google' })
    expect(meet.body.error.message).toMatch(/connect Google Calendar under Settings, Calendar/)
    const teams = await invite(world.client, { meetingType: 'microsoftTeams' })
    expect(teams.status).toBe(409)
    expect(teams.body.error.message).toMatch(/connect Microsoft 365 under Settings, Calendar/)
    expect((await invite(world.client, { duration: 0 })).status).toBe(422)
  })
})

describe('the meeting of an interview', () => {
  let jobId: string
  let meetingId: string

  it('schedules with a Zoom meeting: id and URL stored, the URL in the invitation', async () => {
    jobId = await world.scheduleFor(world.alice.candidateId, 'Zoom AE', {
      interviewDate: '2099-02-10',
      interviewTime: '10:00',
      interviewTimezone: 'America/New_York',
      duration: 30,
      meetingMethod: 'zoom',
      saveMode: 'send',
      interviewers: [{ email: 'panel@meet.test', name: 'Panel' }],
    })
    const row = await interviewOf(jobId)
    meetingId = row.meetingId!
    const stored = zoom.meetings.get(meetingId)!
    expect(stored).toMatchObject({ start_time: '2099-02-10T15:00:00Z', duration: 30, timezone: 'America/New_York' })
    expect(row).toMatchObject({
      meetingUrl: stored.join_url,
      meetingIntegrationBy: world.client,
      isActiveMeetingIntegration: true,
      isPersonalMeetingLink: false,
    })
    const mails = await rawRows<{ content: string }>(
      t.deps.db,
      sql`select payload->'calendar'->>'content' as content from outbox_events
          where topic = 'mail.send' and payload->>'to' = 'panel@meet.test' and payload->'calendar' is not null
          order by created_at desc limit 1`,
    )
    // folded lines (RFC 5545 §3.1) put back together before looking for the URL
    expect(mails[0]!.content.replace(/\r?\n[ \t]/g, '')).toContain(`URL;VALUE=URI:${stored.join_url}`)
  })

  it('moves the meeting with the interview, and deletes it with the cancel', async () => {
    const row = await interviewOf(jobId)
    const moved = await call(world.client, 'PATCH', `/api/interviews/${row.id}`, {
      interviewTime: '11:00',
      saveMode: 'save',
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ meetingId, meetingNotice: null })
    expect(zoom.meetings.get(meetingId)).toMatchObject({ start_time: '2099-02-10T16:00:00Z' })
    const cancelled = await call(world.client, 'DELETE', `/api/interviews/${row.id}?saveMode=save`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.meetingNotice).toBeNull()
    expect(zoom.meetings.has(meetingId)).toBe(false)
  })

  /**
   * Changes that fail after Zoom was called (the database refuses the interviewers row, written
   * after the meeting was made or moved): each is undone at Zoom. One trigger set-up, one row each:
   * `arrange` makes what the change works on, `change` is the failing request (500), `check` what
   * Zoom and the database hold afterwards (`made`: Zoom's meetings before the change).
   */
  describe('a change that rolls back after the meeting was made or moved is undone at Zoom', () => {
    beforeAll(() => failInterviewerInsertsFor(REFUSED))
    afterAll(async () => {
      await t.deps.db.execute(sql.raw('drop trigger if exists refuse_interviewer on interview_interviewers'))
    })
    interface RollbackCase {
      name: string
      arrange(): Promise<{ id: string; meetingId: string | null }>
      change(row: { id: string }): Promise<{ status: number }>
      check(row: { id: string; meetingId: string | null }, made: number): Promise<void>
    }
    const scheduleFor = async (jobName: string, interviewDate: string, meetingMethod: 'zoom' | 'customLink') =>
      interviewOf(
        await world.scheduleFor(world.bob.candidateId, jobName, {
          interviewDate,
          interviewTime: '10:00',
          interviewTimezone: 'America/New_York',
          meetingMethod,
        }),
      )
    it.each<RollbackCase>([
      {
        name: 'a scheduling deletes the meeting it made again; no interview',
        arrange: async () => ({ id: '', meetingId: null }),
        change: () =>
          t.request(`/api/jobs/${jobId}/candidates/${world.alice.candidateId}/actions/scheduleInterview`, {
            method: 'POST',
            headers: { 'x-test-user': world.client },
            json: {
              interviewDate: '2099-02-20',
              interviewTime: '10:00',
              interviewTimezone: 'America/New_York',
              meetingMethod: 'zoom',
              interviewers: [{ email: REFUSED, name: 'Rolled back' }],
            },
          }),
        async check(_row, made) {
          const created = zoom.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/meetings'))
          const last = created.at(-1)!
          expect((last.body as Json).start_time).toBe('2099-02-20T15:00:00Z')
          // the meeting Zoom made was deleted again: none left over, and no interview row
          const deleted = zoom.requests.filter((r) => r.method === 'DELETE').at(-1)!
          expect(deleted.path).toMatch(/^\/v2\/meetings\/\d+$/)
          expect(zoom.meetings.size).toBe(made)
          const rows = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, jobId))
          expect(rows.filter((r) => r.startsAt.toISOString() === '2099-02-20T15:00:00.000Z')).toHaveLength(0)
        },
      },
      {
        name: 'a reschedule to Zoom deletes the meeting it made; the interview unchanged',
        arrange: () => scheduleFor('Rollback AE', '2099-02-24', 'customLink'),
        change: (row) =>
          call(world.client, 'PATCH', `/api/interviews/${row.id}`, {
            meetingMethod: 'zoom',
            interviewers: [{ email: REFUSED }],
          }),
        async check(row, made) {
          expect(zoom.meetings.size).toBe(made)
          const [unchanged] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.id, row.id))
          expect(unchanged).toMatchObject({ meetingMethod: 'customLink', meetingId: null, sequence: 0 })
        },
      },
      {
        name: 'a Zoom interview moved: its meeting goes back to the old time',
        arrange: () => scheduleFor('Rollback SDR', '2099-02-26', 'zoom'),
        change: (row) =>
          call(world.client, 'PATCH', `/api/interviews/${row.id}`, {
            interviewTime: '12:00',
            interviewers: [{ email: REFUSED }],
          }),
        async check(row) {
          const patches = zoom.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/${row.meetingId}`))
          expect(patches.map((p) => (p.body as Json).start_time)).toEqual([
            '2099-02-26T17:00:00Z',
            '2099-02-26T15:00:00Z',
          ])
          expect(zoom.meetings.get(row.meetingId!)).toMatchObject({ start_time: '2099-02-26T15:00:00Z' })
        },
      },
    ])('$name', async ({ arrange, change, check }) => {
      const row = await arrange()
      const made = zoom.meetings.size
      expect((await change(row)).status).toBe(500)
      await check(row, made)
    })
  })

  it('a change of meeting method on a reschedule makes the new meeting and deletes the old one', async () => {
    // Zoom is this client's meeting integration: the personal-link method has none, so no link
    const id = (await interviewOf(
      await world.scheduleFor(world.bob.candidateId, 'Method AE', {
        interviewDate: '2099-02-22',
        interviewTime: '10:00',
        interviewTimezone: 'America/New_York',
        meetingMethod: 'customLink',
      }),
    ))!.id
    const rowOf = async () => (await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.id, id)))[0]!
    expect(await rowOf()).toMatchObject({ meetingId: null, meetingUrl: null })

    const toZoom = await call(world.client, 'PATCH', `/api/interviews/${id}`, {
      meetingMethod: 'zoom',
      saveMode: 'save',
    })
    expect(toZoom.status).toBe(200)
    const zoomed = await rowOf()
    expect(zoomed).toMatchObject({
      meetingMethod: 'zoom',
      isActiveMeetingIntegration: true,
      meetingIntegrationBy: world.client,
    })
    expect(zoom.meetings.get(zoomed.meetingId!)).toMatchObject({ start_time: '2099-02-22T15:00:00Z' })
    expect(zoomed.meetingUrl).toBe(zoom.meetings.get(zoomed.meetingId!)!.join_url)

    const back = await call(world.client, 'PATCH', `/api/interviews/${id}`, {
      meetingMethod: 'customLink',
      saveMode: 'save',
    })
    expect(back.status).toBe(200)
    expect(await rowOf()).toMatchObject({
      meetingMethod: 'customLink',
      meetingId: null,
      meetingUrl: null,
      isActiveMeetingIntegration: false,
    })
    expect(zoom.meetings.has(zoomed.meetingId!)).toBe(false)
  })

  it('a refused meeting stops the scheduling (503, no interview); a disconnected Zoom is said on cancel', async () => {
    zoom.rateLimitNext(5)
    const refused = await t.request(
      `/api/jobs/${jobId}/candidates/${world.alice.candidateId}/actions/scheduleInterview`,
      {
        method: 'POST',
        headers: { 'x-test-user': world.client },
        json: { interviewDate: '2099-02-12', interviewTime: '10:00', meetingMethod: 'zoom' },
      },
    )
    expect(refused.status).toBe(503)
    const count = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, jobId))
    expect(count).toHaveLength(1)

    const other = await world.scheduleFor(world.alice.candidateId, 'Zoom SDR', {
      interviewDate: '2099-02-14',
      meetingMethod: 'zoom',
    })
    const row = await interviewOf(other)
    expect(row.meetingId).not.toBeNull()
    const off = await call(world.client, 'DELETE', '/api/settings/integrate-meeting')
    expect(off.body.data.active).toBe(false)
    const cancelled = await call(world.client, 'DELETE', `/api/interviews/${row.id}?saveMode=save`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.meetingNotice).toMatch(/not changed: No Zoom account is connected/)
    expect(zoom.meetings.has(row.meetingId!)).toBe(true)
  })

  it('no integration: the interview is stored without a meeting link; a personal link is used as it is', async () => {
    const plain = await interviewOf(
      await world.scheduleFor(world.bob.candidateId, 'No Zoom', { interviewDate: '2099-03-01', meetingMethod: 'zoom' }),
    )
    expect(plain).toMatchObject({ meetingId: null, meetingUrl: null, isActiveMeetingIntegration: false })
    const link = await call(world.client, 'PUT', '/api/settings/integrate-meeting/personal-link', {
      url: 'https://meet.example.com/panel-room',
    })
    expect(link.body.data).toMatchObject({
      active: true,
      provider: 'personalLink',
      account: 'https://meet.example.com/panel-room',
    })
    expect(
      (await call(world.client, 'PUT', '/api/settings/integrate-meeting/personal-link', { url: 'http://x.test' }))
        .status,
    ).toBe(422)
    const personal = await interviewOf(
      await world.scheduleFor(world.bob.candidateId, 'Own Room', {
        interviewDate: '2099-03-02',
        meetingMethod: 'customLink',
      }),
    )
    expect(personal).toMatchObject({
      meetingId: null,
      meetingUrl: 'https://meet.example.com/panel-room',
      isPersonalMeetingLink: true,
      isActiveMeetingIntegration: true,
    })
  })
})
