/**
 * Interview feedback over HTTP (issue 17 item 8): the job's questions, an interviewer's feedback
 * (1 to 5 stars, answers, recommendation; edited in place), who may write and read it, the
 * per-question summary (`interview-feedback/summary/questions`) and the interview report.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurationsTable, interviewInterviewersTable, interviewsTable, usersTable } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import {
  createInterviewWorld,
  createOrganization,
  createPerson,
  type InterviewWorld,
  testAuthenticate,
} from '../pipeline/test-fixtures'

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = any
let t: TestApp
let world: InterviewWorld
let otherClient: string
let colleague: string
let panelStaff: string
let past: typeof interviewsTable.$inferSelect
let upcoming: typeof interviewsTable.$inferSelect
let questions: { id: string; text: string }[]

const call = async (userId: string, method: string, path: string, json?: unknown) => {
  const res = await t.request(path, {
    method,
    headers: { 'x-test-user': userId },
    ...(json !== undefined ? { json } : {}),
  })
  const text = await res.text()
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : null) as Json }
}

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  world = await createInterviewWorld(t, 'Feedback Corp', {
    interviewer: { email: 'panel@feedback.test', name: 'Panel' },
  })
  const db = t.deps.db
  otherClient = (await createPerson(db, 'client', await createOrganization(db, 'Elsewhere Inc'))).userId
  colleague = (await createPerson(db, 'client', world.org)).userId
  panelStaff = (await createPerson(db, 'nonStaff')).userId
  const alices = await db.select().from(interviewsTable).where(eq(interviewsTable.candidateId, world.alice.candidateId))
  upcoming = alices.find((i) => i.title === 'Meet the sales team')!
  // the interview that took place: two days ago, so inside the report's default window
  const [held] = await db
    .update(interviewsTable)
    .set({ startsAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(interviewsTable.id, alices.find((i) => i.id !== upcoming.id)!.id))
    .returning()
  past = held!
  const [client] = await db.select().from(usersTable).where(eq(usersTable.id, world.client))
  await db.insert(interviewInterviewersTable).values([
    // the client by e-mail only (how outside-entered panels arrive), the staff member by user
    { interviewId: past.id, email: client!.email.toUpperCase().toLowerCase(), name: 'Cleo Client' },
    { interviewId: past.id, email: 'panel-staff@feedback.test', name: 'Sam Staff', userId: panelStaff },
  ])
}, 300_000)
afterAll(async () => {
  await t?.close()
})

describe('the job’s interview questions', () => {
  it('the job’s client sets them; staff and the client read them in order', async () => {
    const put = await call(world.client, 'PUT', `/api/jobs/${past.jobId}/interview-questions`, {
      questions: [{ text: 'Discovery skills' }, { text: 'Closing' }, { text: 'To be removed' }],
    })
    expect(put.status).toBe(200)
    expect(put.body.data.map((q: Json) => q.text)).toEqual(['Discovery skills', 'Closing', 'To be removed'])
    const [a, b] = put.body.data
    const again = await call(world.recruiter, 'PUT', `/api/jobs/${past.jobId}/interview-questions`, {
      questions: [
        { id: b.id, text: 'Closing the deal' },
        { id: a.id, text: 'Discovery skills' },
      ],
    })
    expect(again.status).toBe(200)
    expect(again.body.data.map((q: Json) => [q.id, q.text])).toEqual([
      [b.id, 'Closing the deal'],
      [a.id, 'Discovery skills'],
    ])
    questions = again.body.data
    expect((await call(world.client, 'GET', `/api/jobs/${past.jobId}/interview-questions`)).body.data).toEqual(
      again.body.data,
    )
  })

  it('refuses candidates (403), another company (404), a foreign id and empty text (422)', async () => {
    const path = `/api/jobs/${past.jobId}/interview-questions`
    expect((await call(world.alice.userId, 'GET', path)).status).toBe(403)
    expect((await call(otherClient, 'GET', path)).status).toBe(404)
    expect((await call(otherClient, 'PUT', path, { questions: [] })).status).toBe(404)
    expect((await call(panelStaff, 'PUT', path, { questions: [] })).status).toBe(403)
    const foreign = await call(world.client, 'PUT', path, { questions: [{ id: upcoming.id, text: 'x' }] })
    expect(foreign.status).toBe(422)
    expect(JSON.stringify(foreign.body.error)).toContain('questions.0.id')
    expect((await call(world.client, 'PUT', path, { questions: [{ text: '  ' }] })).status).toBe(422)
  })
})

describe('PUT and GET interviews/{id}/feedback', () => {
  const good = () => ({
    rating: 4,
    recommendation: 'yes',
    answers: { [questions[0]!.id]: { rating: 2, comment: 'Hesitant close' }, [questions[1]!.id]: { rating: 5 } },
    notes: 'Would see again',
  })

  it('refuses stars outside 1 to 5 and unknown recommendations with the field named (422)', async () => {
    for (const rating of [0, 6, 2.5, '4', null]) {
      const res = await call(world.client, 'PUT', `/api/interviews/${past.id}/feedback`, { ...good(), rating })
      expect(res.status, String(rating)).toBe(422)
      expect(JSON.stringify(res.body.error)).toContain('rating')
    }
    const answer = await call(world.client, 'PUT', `/api/interviews/${past.id}/feedback`, {
      ...good(),
      answers: { [questions[0]!.id]: { rating: 9 } },
    })
    expect(answer.status).toBe(422)
    const rec = await call(world.client, 'PUT', `/api/interviews/${past.id}/feedback`, {
      ...good(),
      recommendation: 'maybe',
    })
    expect(rec.status).toBe(422)
    const stray = await call(world.client, 'PUT', `/api/interviews/${past.id}/feedback`, {
      ...good(),
      answers: { [upcoming.id]: { rating: 3 } },
    })
    expect(stray.status).toBe(422)
    expect(JSON.stringify(stray.body.error)).toContain(`answers.${upcoming.id}`)
  })

  it('the client on the panel (matched by e-mail) gives feedback and edits it in place', async () => {
    const first = await call(world.client, 'PUT', `/api/interviews/${past.id}/feedback`, good())
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ rating: 4, recommendation: 'yes', isMine: true, notes: 'Would see again' })
    const edit = await call(world.client, 'PUT', `/api/interviews/${past.id}/feedback`, {
      ...good(),
      rating: 3,
      recommendation: 'no',
    })
    expect(edit.status).toBe(200)
    expect(edit.body.data).toMatchObject({ id: first.body.data.id, rating: 3, recommendation: 'no' })
  })

  it('a staff interviewer (by user) gives feedback; a recruiter may too', async () => {
    const staff = await call(panelStaff, 'PUT', `/api/interviews/${past.id}/feedback`, {
      rating: 5,
      recommendation: 'strongYes',
      answers: { [questions[0]!.id]: { rating: 4 }, [questions[1]!.id]: { comment: 'Asked for the deal twice' } },
    })
    expect(staff.status).toBe(200)
    const recruiter = await call(world.recruiter, 'PUT', `/api/interviews/${past.id}/feedback`, {
      rating: 2,
      recommendation: 'strongNo',
    })
    expect(recruiter.status).toBe(200)
  })

  it('refuses a client not on the panel (403), another company (404), a candidate (403), an upcoming interview (409)', async () => {
    expect((await call(colleague, 'PUT', `/api/interviews/${past.id}/feedback`, good())).status).toBe(403)
    expect((await call(otherClient, 'PUT', `/api/interviews/${past.id}/feedback`, good())).status).toBe(404)
    expect((await call(world.alice.userId, 'PUT', `/api/interviews/${past.id}/feedback`, good())).status).toBe(403)
    // the recruiter may write on any interview, once it has started
    const early = await call(world.recruiter, 'PUT', `/api/interviews/${upcoming.id}/feedback`, {
      rating: 4,
      recommendation: 'yes',
    })
    expect(early.status).toBe(409)
    expect(early.body.error.message).toMatch(/once the interview has started/)
  })

  it('staff and the job’s client read every feedback with whether they may write; others are refused', async () => {
    const mine = await call(world.client, 'GET', `/api/interviews/${past.id}/feedback`)
    expect(mine.status).toBe(200)
    expect(mine.body.data.canWrite).toBe(true)
    expect(mine.body.data.canEditQuestions).toBe(true)
    // staff on the panel who are not recruiters give feedback but do not set the questions
    expect((await call(panelStaff, 'GET', `/api/interviews/${past.id}/feedback`)).body.data).toMatchObject({
      canWrite: true,
      canEditQuestions: false,
    })
    expect(mine.body.data.questions.map((q: Json) => q.text)).toEqual(['Closing the deal', 'Discovery skills'])
    expect(mine.body.data.feedback).toHaveLength(3)
    expect(mine.body.data.feedback.filter((f: Json) => f.isMine)).toHaveLength(1)
    const other = await call(colleague, 'GET', `/api/interviews/${past.id}/feedback`)
    expect(other.status).toBe(200)
    expect(other.body.data).toMatchObject({ canWrite: false, cannotWriteReason: expect.stringMatching(/interviewers/) })
    expect(other.body.data.feedback).toHaveLength(3)
    expect((await call(otherClient, 'GET', `/api/interviews/${past.id}/feedback`)).status).toBe(404)
    expect((await call(world.alice.userId, 'GET', `/api/interviews/${past.id}/feedback`)).status).toBe(403)
    expect((await call(world.client, 'GET', '/api/interviews/not-a-uuid/feedback')).status).toBe(422)
  })
})

describe('GET interview-feedback/summary/questions', () => {
  it('aggregates per question over every interviewer’s feedback', async () => {
    const res = await call(world.recruiter, 'GET', `/api/interview-feedback/summary/questions?jobId=${past.jobId}`)
    expect(res.status).toBe(200)
    const s = res.body.data
    expect(s).toMatchObject({
      feedbackCount: 3,
      averageRating: 3.33,
      recommendations: { strongNo: 1, no: 1, yes: 0, strongYes: 1 },
    })
    const [closing, discovery] = s.questions
    expect(closing).toMatchObject({
      text: 'Closing the deal',
      answerCount: 2,
      ratedCount: 2,
      averageRating: 3,
      ratingCounts: [0, 1, 0, 1, 0],
    })
    expect(closing.comments).toEqual([
      { authorName: expect.any(String), interviewId: past.id, comment: 'Hesitant close' },
    ])
    expect(discovery).toMatchObject({ answerCount: 2, ratedCount: 1, averageRating: 5, ratingCounts: [0, 0, 0, 0, 1] })
    expect(discovery.comments.map((c: Json) => c.comment)).toEqual(['Asked for the deal twice'])
    // the removed question had no answers: left out
    expect(s.questions).toHaveLength(2)
  })

  it('questionsFilter narrows to the ids given; bad or foreign ids answer 422', async () => {
    const base = `/api/interview-feedback/summary/questions?jobId=${past.jobId}`
    const one = await call(world.client, 'GET', `${base}&questionsFilter=${questions[1]!.id}`)
    expect(one.status).toBe(200)
    expect(one.body.data.questions.map((q: Json) => q.questionId)).toEqual([questions[1]!.id])
    expect((await call(world.client, 'GET', `${base}&questionsFilter=nope`)).status).toBe(422)
    expect((await call(world.client, 'GET', `${base}&questionsFilter=${upcoming.id}`)).status).toBe(422)
  })

  it('another company gets 404, a candidate 403, a missing jobId 422', async () => {
    const path = `/api/interview-feedback/summary/questions?jobId=${past.jobId}`
    expect((await call(otherClient, 'GET', path)).status).toBe(404)
    expect((await call(world.alice.userId, 'GET', path)).status).toBe(403)
    expect((await call(world.client, 'GET', '/api/interview-feedback/summary/questions')).status).toBe(422)
  })
})

describe('GET interview-report', () => {
  it('defaults: my jobs, upcoming excluded, 30 days back, by interviewer, 100 a page', async () => {
    const res = await call(world.client, 'GET', '/api/interview-report')
    expect(res.status).toBe(200)
    const r = res.body.data
    expect(r.filters).toMatchObject({ scope: 'myJobs', groupBy: 'byInterviewer', includeUpcoming: false, daysBack: 30 })
    expect(r.meta).toMatchObject({ limit: 100, offset: 0, total: 2 })
    expect(r.groups.map((g: Json) => g.label)).toEqual(['Cleo Client', 'Sam Staff'])
    const cleo = r.groups[0].rows[0]
    expect(cleo).toMatchObject({ interviewId: past.id, rating: 3, recommendation: 'no', feedbackCount: 3 })
    expect(cleo.interviewers).toHaveLength(2)
    expect(r.groups[1]).toMatchObject({ averageRating: 5 })
  })

  it('by round: one row per interview with the mean of its stars; upcoming ones only when asked', async () => {
    const res = await call(world.recruiter, 'GET', '/api/interview-report?scope=allJobs&groupBy=byRound')
    const ours = res.body.data.groups.flatMap((g: Json) => g.rows).filter((row: Json) => row.interviewId === past.id)
    expect(ours).toEqual([expect.objectContaining({ rating: 3.33, feedbackCount: 3, interviewer: null })])
    expect(res.body.data.groups[0].label).toBe('1st round')
    const ids = (body: Json) => body.data.groups.flatMap((g: Json) => g.rows.map((row: Json) => row.interviewId))
    expect(ids(res.body)).not.toContain(upcoming.id)
    const withUpcoming = await call(
      world.recruiter,
      'GET',
      '/api/interview-report?scope=allJobs&groupBy=byRound&includeUpcoming=true',
    )
    expect(ids(withUpcoming.body)).toContain(upcoming.id)
  })

  it('a recruiter’s "my jobs" leaves out jobs that are not theirs; all jobs has them', async () => {
    const mine = await call(world.recruiter, 'GET', '/api/interview-report')
    const all = await call(world.recruiter, 'GET', '/api/interview-report?scope=allJobs')
    const has = (body: Json) => JSON.stringify(body.data.groups).includes(past.id)
    expect(has(mine.body)).toBe(false)
    expect(has(all.body)).toBe(true)
    // the staff member on the panel sees it as theirs
    expect(has((await call(panelStaff, 'GET', '/api/interview-report')).body)).toBe(true)
  })

  it('a client sees only its own company’s interviews; candidates are refused', async () => {
    const res = await call(otherClient, 'GET', '/api/interview-report?scope=allJobs&includeUpcoming=true')
    expect(res.status).toBe(200)
    expect(res.body.data.meta.total).toBe(0)
    expect(res.body.data.groups).toEqual([])
    expect((await call(world.alice.userId, 'GET', '/api/interview-report')).status).toBe(403)
  })

  it('starts the configured number of days back; refuses a window that ends before it starts', async () => {
    const [row] = await t.deps.db
      .insert(configurationsTable)
      .values({ key: 'interviewReportDaysBack', displayName: 'Interview report days back', value: 1 })
      .returning()
    try {
      const res = await call(world.client, 'GET', '/api/interview-report')
      expect(res.body.data.filters.daysBack).toBe(1)
      expect(res.body.data.meta.total).toBe(0)
    } finally {
      await t.deps.db.delete(configurationsTable).where(eq(configurationsTable.id, row!.id))
    }
    const bad = await call(world.client, 'GET', '/api/interview-report?fromDate=2026-02-01&toDate=2026-01-01')
    expect(bad.status).toBe(422)
    expect((await call(world.client, 'GET', '/api/interview-report?groupBy=byStage')).status).toBe(422)
  })
})
