/** GET candidates/{id}/interviews: provider staff see a candidate's interviews across jobs, with interviewers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createInterviewWorld, createPerson, testAuthenticate } from '../pipeline/test-fixtures'

let t: TestApp
let recruiter: string
let client: string
let alice: { userId: string; candidateId: string }
let bob: { userId: string; candidateId: string }

type Json = any
async function call(userId: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, headers: { 'x-test-user': userId }, ...(json !== undefined ? { json } : {}) })
}

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  ;({ recruiter, client, alice, bob } = await createInterviewWorld(t, 'Staff Interviews Corp', {
    interviewer: { email: 'panel.lead@staff-interviews.test', name: 'Panel Lead' },
  }))
})
afterAll(() => t?.close())

describe('GET candidates/{id}/interviews', () => {
  it('gives provider staff the candidate’s interviews across jobs, upcoming first, with interviewers', async () => {
    const res = await call(recruiter, 'GET', `/api/candidates/${alice.candidateId}/interviews`)
    expect(res.status).toBe(200)
    const list = ((await res.json()) as Json).data as Json[]
    expect(list.map((i) => i.job.name)).toEqual(['Enterprise AE', 'SDR Lead'])
    expect(list[0]).toMatchObject({
      title: 'Meet the sales team',
      organization: { name: 'Staff Interviews Corp' },
      interviewDate: '2099-01-15',
      interviewTime: '09:30',
      durationMinutes: 45,
      isPast: false,
    })
    expect(list[0].interviewers).toEqual(
      expect.arrayContaining([{ userId: null, email: 'panel.lead@staff-interviews.test', name: 'Panel Lead' }]),
    )
    expect(list[1]).toMatchObject({ isPast: true, interviewers: expect.any(Array) })
    // staff also learn whether each can be changed here (saved in Quota: yes)
    expect(list.map((i) => [i.saveMode, i.changeability])).toEqual([
      ['save', 'changeable'],
      ['save', 'changeable'],
    ])
    // the same rows (less the interviewers and those two) as the candidate's own calendar
    const own = ((await (await call(alice.userId, 'GET', '/api/candidate-dashboard/interviews')).json()) as Json)
      .data as Json[]
    expect(list.map(({ interviewers: _, saveMode: _m, changeability: _c, ...rest }) => rest)).toEqual(own)
  })

  it('answers an empty list for a candidate without interviews of theirs', async () => {
    const other = await createPerson(t.deps.db, 'candidate')
    const res = await call(recruiter, 'GET', `/api/candidates/${other.candidateId}/interviews`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Json).data).toEqual([])
  })

  it('refuses clients and candidates (403), even for their own interviews', async () => {
    expect((await call(client, 'GET', `/api/candidates/${alice.candidateId}/interviews`)).status).toBe(403)
    expect((await call(alice.userId, 'GET', `/api/candidates/${alice.candidateId}/interviews`)).status).toBe(403)
    expect((await call(bob.userId, 'GET', `/api/candidates/${alice.candidateId}/interviews`)).status).toBe(403)
  })

  it('answers 404 for an unknown candidate', async () => {
    const res = await call(recruiter, 'GET', '/api/candidates/00000000-0000-4000-8000-000000000000/interviews')
    expect(res.status).toBe(404)
  })
})
