import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxEventsTable, scrapingStatsTable } from '../../db/schema'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { hourOf } from '../data-extraction/scraping-stats'
import { createPeople, json, type People } from '../jobs/test-fixtures'
import { createJob } from '../pipeline/test-fixtures'

let t: TestApp
let p: People
beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
})
afterAll(() => t.close())

const call = async (who: SignedInUser | null, path: string, body: unknown) => {
  const res = await t.request(path, { method: 'POST', headers: who?.headers ?? {}, json: body })
  return { status: res.status, body: await json(res) }
}
const match = (who: SignedInUser | null, body: unknown) => call(who, '/api/extension/profile-match', body)
const add = (who: SignedInUser | null, body: unknown) => call(who, '/api/extension/candidates', body)

describe('the extension on a profile page', () => {
  it('adds an unknown profile, then matches it by any shape of its URL and by e-mail', async () => {
    const url = 'https://www.linkedin.com/in/Dana-Quinn-42/?locale=en_US'
    const unknown = await match(p.recruiter, { profileUrl: url })
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(200)
    expect(unknown.body.data).toEqual({
      profileUrl: 'https://www.linkedin.com/in/dana-quinn-42',
      matchedBy: null,
      candidate: null,
    })

    const added = await add(p.recruiter, {
      profileUrl: url,
      firstName: 'Dana',
      lastName: 'Quinn',
      headline: 'Enterprise AE at Initech',
      currentTitle: 'Enterprise Account Executive',
      currentCompany: 'Initech',
      location: 'Austin, Texas',
      email: 'Dana.Quinn@example.test',
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const candidate = added.body.data.candidate
    expect(candidate).toMatchObject({
      fullName: 'Dana Quinn',
      currentTitle: 'Enterprise Account Executive',
      currentCompany: 'Initech',
      owner: { id: p.recruiter.user.id, name: 'Rita Recruiter' },
      doNotContact: false,
      permanentlyDisqualified: false,
      hasEmail: true,
      linkedInProfileUrl: 'https://www.linkedin.com/in/dana-quinn-42',
      jobs: [],
      webPath: `/candidate/profile?candidateId=${candidate.id}`,
    })

    for (const shape of [
      'linkedin.com/in/dana-quinn-42',
      'https://uk.linkedin.com/in/DANA-QUINN-42/en/',
      'https://www.linkedin.com/in/dana-quinn-42/overlay/contact-info/?trk=x',
    ]) {
      const found = await match(p.recruiter2, { profileUrl: shape })
      expect(found.body.data.matchedBy, shape).toBe('profileUrl')
      expect(found.body.data.candidate.id).toBe(candidate.id)
    }
    const byEmail = await match(p.recruiter, {
      profileUrl: 'https://www.linkedin.com/in/dana-q-other',
      email: 'dana.quinn@example.test',
    })
    expect(byEmail.body.data).toMatchObject({ matchedBy: 'email', candidate: { id: candidate.id } })

    // shortlisting through the pipeline shows the job and its stage
    const job = await createJob(t.deps.db, p.orgA, { name: 'Enterprise AE' })
    const shortlisted = await call(p.recruiter, `/api/jobs/${job}/candidates/${candidate.id}/actions/shortlist`, {})
    expect(shortlisted.status).toBe(200)
    const again = await match(p.recruiter, { profileUrl: url })
    expect(again.body.data.candidate.jobs).toEqual([
      expect.objectContaining({ jobId: job, jobName: 'Enterprise AE', stage: expect.stringContaining('Shortlist') }),
    ])
  })

  it('refuses duplicates by URL and by e-mail, naming which', async () => {
    await add(p.recruiter, {
      profileUrl: 'https://www.linkedin.com/in/sam-dup',
      firstName: 'Sam',
      email: 'sam@dup.test',
    })
    const byUrl = await add(p.recruiter, { profileUrl: 'https://www.linkedin.com/in/SAM-DUP/', firstName: 'Sam' })
    expect(byUrl.status).toBe(409)
    expect(byUrl.body.error.details[0]).toMatchObject({ path: 'profileUrl', rule: 'linkedInTaken' })
    expect(byUrl.body.error.message).toBe('A candidate with this profile URL is already in Quota')
    const byEmail = await add(p.recruiter, {
      profileUrl: 'https://www.linkedin.com/in/sam-other',
      firstName: 'Sam',
      email: 'SAM@dup.test',
    })
    expect(byEmail.status).toBe(409)
    expect(byEmail.body.error.details[0]).toMatchObject({ path: 'email', rule: 'emailTaken' })
  })

  it.each([
    ['https://www.linkedin.com/talent/profile/AEMAAA', 'recruiterUrl'],
    ['https://www.linkedin.com/company/acme', 'invalidUrl'],
    ['https://www.linkedin.com/feed/', 'invalidUrl'],
  ])('refuses %s (%s)', async (profileUrl, rule) => {
    const res = await match(p.recruiter, { profileUrl })
    expect(res.status).toBe(422)
    expect(res.body.error.details[0]).toMatchObject({ path: 'profileUrl', rule })
    expect((await add(p.recruiter, { profileUrl, firstName: 'X' })).status).toBe(422)
  })

  it('raises the real-time validateLinkedInUrl for the asking recruiter on each check, valid or refused', async () => {
    const who = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    expect((await match(who, { profileUrl: 'https://www.linkedin.com/in/Valid-Vera/?trk=x' })).status).toBe(200)
    const recruiterPage = 'https://www.linkedin.com/talent/profile/AEMAAA'
    const refused = await match(who, { profileUrl: recruiterPage })
    expect(refused.status).toBe(422)
    expect(refused.body.error.details[0].rule).toBe('recruiterUrl')
    const events = await t.deps.db
      .select({ payload: outboxEventsTable.payload })
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'realtime.publish'), eq(outboxEventsTable.aggregateId, who.user.id)))
    // in either order (the outbox has no order of its own)
    const payloads = events.map((e) => e.payload)
    expect(payloads).toHaveLength(2)
    for (const expected of [
      {
        type: 'validateLinkedInUrl',
        userId: who.user.id,
        valid: true,
        profileUrl: 'https://www.linkedin.com/in/valid-vera',
        rule: null,
        candidateId: null,
      },
      {
        type: 'validateLinkedInUrl',
        userId: who.user.id,
        valid: false,
        profileUrl: recruiterPage,
        rule: 'recruiterUrl',
        candidateId: null,
      },
    ])
      expect(payloads).toContainEqual(expected)
  })

  it('an add raises validateLinkedInUrl with the new candidate (the recruiter’s other tabs on the profile follow)', async () => {
    const who = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const added = await add(who, { profileUrl: 'https://www.linkedin.com/in/Added-Ari/', firstName: 'Ari' })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const events = await t.deps.db
      .select({ payload: outboxEventsTable.payload })
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'realtime.publish'), eq(outboxEventsTable.aggregateId, who.user.id)))
    expect(events.map((e) => e.payload)).toEqual([
      {
        type: 'validateLinkedInUrl',
        userId: who.user.id,
        valid: true,
        profileUrl: 'https://www.linkedin.com/in/added-ari',
        rule: null,
        candidateId: added.body.data.candidate.id,
      },
    ])
  })

  it('is for provider recruiters only, and refuses unknown fields', async () => {
    const body = { profileUrl: 'https://www.linkedin.com/in/someone' }
    expect((await match(null, body)).status).toBe(401)
    for (const who of [p.clientA, p.candidate]) expect((await match(who, body)).status).toBe(403)
    expect((await match(p.recruiter, { ...body, extra: 1 })).status).toBe(422)
    expect((await add(p.recruiter, { ...body, firstName: '' })).status).toBe(422)
  })

  it('counts shortlist, pitch and InMail from the extension against daily caps; 429 with the cap past it', async () => {
    const added = await add(p.recruiter2, { profileUrl: 'https://www.linkedin.com/in/cap-casey', firstName: 'Casey' })
    const candidateId = added.body.data.candidate.id
    const job = await createJob(t.deps.db, p.orgA, { name: 'Capped AE' })
    const caps = async () => {
      const res = await t.request('/api/extension/daily-caps?timezone=America/New_York', {
        headers: p.recruiter2.headers,
      })
      expect(res.status).toBe(200)
      return (await json(res)).data.caps as { kind: string; limit: number; used: number; remaining: number }[]
    }
    expect(await caps()).toEqual([
      { kind: 'shortlist', limit: 100, used: 0, remaining: 100 },
      { kind: 'pitchEmail', limit: 50, used: 0, remaining: 50 },
      { kind: 'inMail', limit: 25, used: 0, remaining: 25 },
    ])
    const act = (action: string, body: unknown = {}) =>
      call(p.recruiter2, '/api/extension/actions', {
        jobId: job,
        candidateId,
        action,
        timezone: 'America/New_York',
        body,
      })
    const shortlisted = await act('shortlist')
    expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200)
    expect(shortlisted.body.data.stage.stageType).toBe('shortlist')
    const inMail = await act('inMail', { message: 'Hi Casey, a Capped AE role…' })
    expect(inMail.status, JSON.stringify(inMail.body)).toBe(200)
    expect(inMail.body.data.stage.stageCurrentStatus).toBe('inmail_sequence')
    expect(inMail.body.data.caps.caps).toContainEqual({ kind: 'inMail', limit: 25, used: 1, remaining: 24 })

    // the rest of today's InMail drafts used up (as if drafted earlier this hour)
    await t.deps.db
      .update(scrapingStatsTable)
      .set({ count: 25 })
      .where(and(eq(scrapingStatsTable.userId, p.recruiter2.user.id), eq(scrapingStatsTable.kind, 'inMail')))
    const refused = await act('inMail', { message: 'Hi again' })
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(
      'Daily limit reached: 25 InMail drafts a day from the extension. It resets at midnight in your time zone.',
    )
    expect((await caps()).find((c) => c.kind === 'inMail')).toEqual({
      kind: 'inMail',
      limit: 25,
      used: 25,
      remaining: 0,
    })
    // yesterday's actions do not count today
    await t.deps.db
      .update(scrapingStatsTable)
      .set({ hour: sql`${scrapingStatsTable.hour} - interval '2 days'` })
      .where(and(eq(scrapingStatsTable.userId, p.recruiter2.user.id), eq(scrapingStatsTable.kind, 'inMail')))
    expect((await caps()).find((c) => c.kind === 'inMail')?.remaining).toBe(25)

    // the statistics count the actions
    const stats = await t.request('/api/reports/bot-mode-statistics?timezone=UTC', { headers: p.recruiter2.headers })
    expect((await json(stats)).data.byKind).toMatchObject({ shortlist: 1, inMail: 25 })

    // validation and access
    expect((await act('hide')).status).toBe(422)
    expect((await act('pitchEmail', { subject: 'x' })).status).toBe(422)
    const badZone = await t.request('/api/extension/daily-caps?timezone=Mars/Base', { headers: p.recruiter.headers })
    expect(badZone.status).toBe(422)
    for (const who of [p.clientA, p.candidate])
      expect((await call(who, '/api/extension/actions', { jobId: job, candidateId, action: 'shortlist' })).status).toBe(
        403,
      )
  })

  it('parallel actions at the edge of the cap: exactly the remaining ones succeed, the rest answer 429', async () => {
    const recruiter = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const job = await createJob(t.deps.db, p.orgA, { name: 'Raced AE' })
    const candidates: string[] = []
    for (let i = 0; i < 8; i++) {
      const added = await add(recruiter, { profileUrl: `https://www.linkedin.com/in/race-${i}`, firstName: `Race${i}` })
      candidates.push(added.body.data.candidate.id)
    }
    // 97 of 100 shortlists already used today
    await t.deps.db
      .insert(scrapingStatsTable)
      .values({ userId: recruiter.user.id, hour: hourOf(new Date()), kind: 'shortlist', count: 97, lastAt: new Date() })
    const answers = await Promise.all(
      candidates.map((candidateId) =>
        call(recruiter, '/api/extension/actions', { jobId: job, candidateId, action: 'shortlist', timezone: 'UTC' }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
    const [used] = await t.deps.db
      .select({ n: sql<number>`sum(${scrapingStatsTable.count})::int` })
      .from(scrapingStatsTable)
      .where(and(eq(scrapingStatsTable.userId, recruiter.user.id), eq(scrapingStatsTable.kind, 'shortlist')))
    expect(Number(used!.n)).toBe(100)
    // only the counted ones were shortlisted: a refused action changed nothing
    const shortlisted = await Promise.all(
      candidates.map(async (candidateId) => {
        const res = await t.request(`/api/jobs/${job}/candidate/${candidateId}/status`, { headers: recruiter.headers })
        return res.status === 200 && (await json(res)).data.stage?.stageType === 'shortlist'
      }),
    )
    expect(shortlisted.filter(Boolean)).toHaveLength(3)
  })
})
