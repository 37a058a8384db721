import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createInterviewWorld, testAuthenticate } from '../pipeline/test-fixtures'

let t: TestApp
let recruiter: string
let client: string
let alice: { userId: string; candidateId: string }
let bob: { userId: string; candidateId: string }
let aliceUpcoming: string
let alicePast: string
let bobInterview: string

type Json = any
async function call(userId: string | null, method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    headers: userId ? { 'x-test-user': userId } : {},
    ...(json !== undefined ? { json } : {}),
  })
  return res
}
const jsonOf = async (res: Response) => (await res.json()) as Json
const interviewsOf = async (userId: string) =>
  (await jsonOf(await call(userId, 'GET', '/api/candidate-dashboard/interviews'))).data as Json[]

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  ;({ recruiter, client, alice, bob } = await createInterviewWorld(t, 'Calendar Corp', {
    location: 'https://meet.example.com/abc',
    interviewer: { email: 'secret.interviewer@calendar.test', name: 'Secret Interviewer' },
  }))
  const list = await interviewsOf(alice.userId)
  aliceUpcoming = list.find((i) => i.job.name === 'Enterprise AE').id
  alicePast = list.find((i) => i.job.name === 'SDR Lead').id
  bobInterview = (await interviewsOf(bob.userId))[0].id
})
afterAll(() => t?.close())

describe('GET candidate-dashboard/interviews', () => {
  it('lists only the candidate’s own interviews, upcoming first then past, without interviewers', async () => {
    const list = await interviewsOf(alice.userId)
    expect(list.map((i) => i.id)).toEqual([aliceUpcoming, alicePast])
    expect(list.some((i) => i.id === bobInterview)).toBe(false)
    expect(list[0]).toMatchObject({
      job: { name: 'Enterprise AE' },
      organization: { name: 'Calendar Corp' },
      title: 'Meet the sales team',
      startsAt: '2099-01-15T14:30:00.000Z',
      endsAt: '2099-01-15T15:15:00.000Z',
      interviewDate: '2099-01-15',
      interviewTime: '09:30',
      timezone: 'America/New_York',
      durationMinutes: 45,
      location: 'https://meet.example.com/abc',
      isPast: false,
      // not answered: saved without "Send", no invite went out
      response: 'pending',
      respondedAt: null,
      responseNote: null,
    })
    expect(list[1]).toMatchObject({
      isPast: true,
      durationMinutes: 30,
      interviewTime: '09:00',
      title: 'Interview for SDR Lead at Calendar Corp',
    })
    expect(JSON.stringify(list)).not.toContain('secret.interviewer')
    expect(list[0]).not.toHaveProperty('interviewers')
    expect(list[0]).not.toHaveProperty('notes')
  })

  it('is for candidates only: 401 signed out, 403 for recruiters and clients', async () => {
    expect((await call(null, 'GET', '/api/candidate-dashboard/interviews')).status).toBe(401)
    expect((await call(recruiter, 'GET', '/api/candidate-dashboard/interviews')).status).toBe(403)
    expect((await call(client, 'GET', '/api/candidate-dashboard/interviews')).status).toBe(403)
  })
})

describe('GET candidate-dashboard/interviews/{id}/ics', () => {
  it('answers an iCalendar file for the candidate’s own interview', async () => {
    const res = await call(alice.userId, 'GET', `/api/candidate-dashboard/interviews/${aliceUpcoming}/ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/calendar')
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const text = await res.text()
    // unfold (RFC 5545 §3.1) and split into content lines
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain('END:VEVENT')
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR')
    expect(lines).toContain('DTSTART:20990115T143000Z')
    expect(lines).toContain('DTEND:20990115T151500Z')
    expect(lines).toContain('SUMMARY:Meet the sales team')
    expect(lines.some((l) => l.startsWith('UID:') && l.includes(aliceUpcoming))).toBe(true)
    expect(lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes('Enterprise AE'))).toBe(true)
    expect(text).not.toContain('secret.interviewer')
  })

  it('is 404 for another candidate’s interview or an unknown one, 401/403 for others', async () => {
    expect((await call(alice.userId, 'GET', `/api/candidate-dashboard/interviews/${bobInterview}/ics`)).status).toBe(
      404,
    )
    expect(
      (await call(alice.userId, 'GET', '/api/candidate-dashboard/interviews/00000000-0000-4000-8000-000000000000/ics'))
        .status,
    ).toBe(404)
    expect((await call(alice.userId, 'GET', '/api/candidate-dashboard/interviews/not-a-uuid/ics')).status).toBe(422)
    expect((await call(null, 'GET', `/api/candidate-dashboard/interviews/${aliceUpcoming}/ics`)).status).toBe(401)
    expect((await call(client, 'GET', `/api/candidate-dashboard/interviews/${aliceUpcoming}/ics`)).status).toBe(403)
    expect((await call(recruiter, 'GET', `/api/candidate-dashboard/interviews/${aliceUpcoming}/ics`)).status).toBe(403)
  })
})
