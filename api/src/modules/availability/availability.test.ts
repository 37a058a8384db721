/**
 * Availability over HTTP: a candidate keeps slots for the next 7 days (PUT users/{id}/availability,
 * refused with the field when out of the window, overlapping or reversed), GET answers them in the
 * asked zone with lastEventUpdatedAt; a recruiter's calendar update request is stamped, shown for 7
 * days and mailed (checked on the real SMTP sink); who may read, save and request.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatesTable } from '../../db/schema'
import { startMailWorker } from '../../mail/worker'
import { apiCaller, type Json, startInterviewTestWorld } from '../../testing/interview-test-world'
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import type { TestApp } from '../../testing/test-app'
import { createPerson, type InterviewWorld } from '../pipeline/test-fixtures'

let t: TestApp
let sink: SmtpSink
let worker: ReturnType<typeof startMailWorker>
let world: InterviewWorld
let otherClient: string
let nonStaff: string
let stranger: { userId: string }

beforeAll(async () => {
  sink = await startSmtpSink()
  ;({ t, world, otherClient } = await startInterviewTestWorld({
    orgName: 'Avail Corp',
    interviewer: { email: 'panel@avail.test', name: 'Panel' },
    otherOrgName: 'Not Avail Inc',
    env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '20', PUBLIC_URL: 'http://quota.test' },
  }))
  worker = startMailWorker({ db: t.deps.db, config: t.deps.config, logger: t.deps.logger })
  nonStaff = (await createPerson(t.deps.db, 'nonStaff')).userId
  stranger = await createPerson(t.deps.db, 'candidate')
}, 300_000)
afterAll(async () => {
  await worker?.stop()
  await sink?.close()
  await t?.close()
})

const call = apiCaller(() => t)

const HOUR = 3_600_000
/** Tomorrow at `hour`:00 UTC plus `days` days. */
function at(days: number, hour: number) {
  const d = new Date(Date.now() + (days + 1) * 24 * HOUR)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

describe('users/{id}/availability', () => {
  it('the candidate saves slots; GET answers them in the asked zone with lastEventUpdatedAt', async () => {
    const path = `/api/users/${world.alice.userId}/availability`
    const saved = await call(world.alice.userId, 'PUT', path, {
      slots: [
        { startsAt: at(1, 15), endsAt: at(1, 17) },
        { startsAt: at(0, 14), endsAt: at(0, 15) },
      ],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.slots).toHaveLength(2)
    const read = await call(world.recruiter, 'GET', `${path}?timezone=America/New_York`)
    expect(read.status).toBe(200)
    const data = read.body.data
    expect(data).toMatchObject({ userId: world.alice.userId, timezone: 'America/New_York', windowDays: 7 })
    // soonest first, local times in New York (UTC-4 or -5)
    expect(data.slots.map((s: Json) => s.startsAt)).toEqual([at(0, 14), at(1, 15)])
    expect(['09:00', '10:00']).toContain(data.slots[0].startTime)
    expect(Date.now() - Date.parse(data.lastEventUpdatedAt)).toBeLessThan(60_000)
    expect(data.lastEventElapsedTime).toBeGreaterThanOrEqual(0)
    // the job's client sees a submitted candidate's slots too
    expect((await call(world.client, 'GET', path)).body.data.slots).toHaveLength(2)
    // saving again replaces them
    await call(world.alice.userId, 'PUT', path, { slots: [{ startsAt: at(2, 9), endsAt: at(2, 10) }] })
    expect((await call(world.alice.userId, 'GET', path)).body.data.slots.map((s: Json) => s.startsAt)).toEqual([
      at(2, 9),
    ])
  })

  it('refuses slots out of the 7 days, reversed or overlapping with the field (422)', async () => {
    const path = `/api/users/${world.alice.userId}/availability`
    const beyond = await call(world.alice.userId, 'PUT', path, { slots: [{ startsAt: at(9, 9), endsAt: at(9, 10) }] })
    expect(beyond.status).toBe(422)
    expect(beyond.body.error.details[0]).toMatchObject({ path: 'slots.0', rule: 'slotBeyondWindow' })
    const reversed = await call(world.alice.userId, 'PUT', path, { slots: [{ startsAt: at(1, 10), endsAt: at(1, 9) }] })
    expect(reversed.body.error.details[0]).toMatchObject({ path: 'slots.0', rule: 'slotOrder' })
    const overlap = await call(world.alice.userId, 'PUT', path, {
      slots: [
        { startsAt: at(1, 9), endsAt: at(1, 11) },
        { startsAt: at(1, 10), endsAt: at(1, 12) },
      ],
    })
    expect(overlap.body.error.details[0]).toMatchObject({ path: 'slots.1', rule: 'slotOverlap' })
    const notADate = await call(world.alice.userId, 'PUT', path, { slots: [{ startsAt: 'soon', endsAt: at(1, 9) }] })
    expect(notADate.status).toBe(422)
    const badZone = await call(world.alice.userId, 'GET', `${path}?timezone=Mars/Base`)
    expect(badZone.status).toBe(422)
    // nothing changed
    expect((await call(world.alice.userId, 'GET', path)).body.data.slots).toHaveLength(1)
  })

  it('only the user saves; other companies’ clients, other candidates and non-recruiting staff do not read', async () => {
    const path = `/api/users/${world.alice.userId}/availability`
    const body = { slots: [] }
    expect((await call(world.recruiter, 'PUT', path, body)).status).toBe(403)
    expect((await call(world.client, 'PUT', path, body)).status).toBe(403)
    expect((await call(otherClient, 'PUT', path, body)).status).toBe(404)
    expect((await call(otherClient, 'GET', path)).status).toBe(404)
    expect((await call(world.bob.userId, 'GET', path)).status).toBe(404)
    expect((await call(nonStaff, 'GET', path)).status).toBe(404)
    // a candidate not submitted to the client's jobs is not the client's to read
    expect((await call(world.client, 'GET', `/api/users/${stranger.userId}/availability`)).status).toBe(404)
  })
})

describe('users/{id}/calendar-update-request', () => {
  it('a recruiter asks: stamped on the candidate, shown for 7 days, mailed to the candidate', async () => {
    const res = await call(world.recruiter, 'POST', `/api/users/${world.alice.userId}/calendar-update-request`)
    expect(res.status).toBe(200)
    const answer = res.body.data
    expect(Date.parse(answer.shownUntil) - Date.parse(answer.requestedAt)).toBe(7 * 24 * HOUR)
    const [row] = await t.deps.db
      .select({ at: candidatesTable.lastCalendarUpdateRequestAt })
      .from(candidatesTable)
      .where(eq(candidatesTable.id, world.alice.candidateId))
    expect(row!.at!.toISOString()).toBe(answer.requestedAt)
    const seen = (await call(world.alice.userId, 'GET', `/api/users/${world.alice.userId}/availability`)).body.data
    expect(seen.calendarUpdateRequest).toEqual({ requestedAt: answer.requestedAt, isShown: true })
    const mail = await sink.waitFor(
      (m) => m.to.includes(answer.mailQueuedFor) && m.subject.includes('update your interview availability'),
      60_000,
    )
    expect(mail.text).toContain('http://quota.test/candidate/availability')
    // after 7 days it is no longer shown
    await t.deps.db
      .update(candidatesTable)
      .set({ lastCalendarUpdateRequestAt: new Date(Date.now() - 8 * 24 * HOUR) })
      .where(eq(candidatesTable.id, world.alice.candidateId))
    const later = (await call(world.recruiter, 'GET', `/api/users/${world.alice.userId}/availability`)).body.data
    expect(later.calendarUpdateRequest.isShown).toBe(false)
  })

  it('the job’s client may ask a submitted candidate; others may not; a non-candidate is refused', async () => {
    const path = (id: string) => `/api/users/${id}/calendar-update-request`
    expect((await call(world.client, 'POST', path(world.bob.userId))).status).toBe(200)
    expect((await call(otherClient, 'POST', path(world.bob.userId))).status).toBe(404)
    expect((await call(world.client, 'POST', path(stranger.userId))).status).toBe(404)
    expect((await call(nonStaff, 'POST', path(world.bob.userId))).status).toBe(403)
    expect((await call(world.alice.userId, 'POST', path(world.bob.userId))).status).toBe(403)
    const notCandidate = await call(world.recruiter, 'POST', path(world.client))
    expect(notCandidate.status).toBe(422)
    expect(notCandidate.body.error.details[0]).toMatchObject({ path: 'id', rule: 'notCandidate' })
  })
})
