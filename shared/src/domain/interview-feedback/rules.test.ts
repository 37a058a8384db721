import { describe, expect, it } from 'vitest'
import {
  type FeedbackAccessInput,
  feedbackReadAccess,
  feedbackWriteAccess,
  groupReportRows,
  interviewReportWindow,
  questionsWriteAccess,
  ratingProblem,
  reportWindowProblem,
  summarizeOverall,
  summarizeQuestions,
} from './rules'

describe('ratingProblem (1 to 5 stars, 000 §9)', () => {
  it.each([
    [1, null],
    [3, null],
    [5, null],
    [0, 'must be from 1 to 5 stars'],
    [6, 'must be from 1 to 5 stars'],
    [-1, 'must be from 1 to 5 stars'],
    [2.5, 'must be a whole number of stars'],
    ['4', 'must be a whole number of stars'],
    [null, 'must be a whole number of stars'],
    [Number.NaN, 'must be a whole number of stars'],
  ])('%s -> %s', (value, expected) => {
    expect(ratingProblem(value)).toBe(expected)
  })
})

const past = { state: 'scheduled', startsAt: new Date('2026-01-01T10:00:00Z') }
const now = new Date('2026-02-01T10:00:00Z')
const access = (over: Partial<FeedbackAccessInput>): FeedbackAccessInput => ({
  viewer: 'staff',
  isRecruiter: false,
  sameOrganization: false,
  isInterviewer: false,
  interview: past,
  now,
  ...over,
})

describe('feedbackWriteAccess', () => {
  it.each([
    ['staff interviewer', access({ isInterviewer: true }), 'ok'],
    ['recruiter, not on the panel', access({ isRecruiter: true }), 'ok'],
    ['other staff, not on the panel', access({}), 'forbidden'],
    ['client interviewer of the job', access({ viewer: 'client', sameOrganization: true, isInterviewer: true }), 'ok'],
    ['client of the job, not on the panel', access({ viewer: 'client', sameOrganization: true }), 'forbidden'],
    ['client of another company', access({ viewer: 'client', isInterviewer: true }), 'notFound'],
    ['candidate, even if listed', access({ viewer: 'candidate', isInterviewer: true }), 'forbidden'],
    ['someone else', access({ viewer: 'other', isInterviewer: true }), 'forbidden'],
    [
      'before the interview starts',
      access({ isInterviewer: true, interview: { state: 'scheduled', startsAt: new Date('2026-03-01T10:00:00Z') } }),
      'notHeldYet',
    ],
    ['cancelled', access({ isInterviewer: true, interview: { ...past, state: 'cancelled' } }), 'cancelled'],
    ['completed', access({ isInterviewer: true, interview: { ...past, state: 'completed' } }), 'ok'],
  ])('%s -> %s', (_name, input, expected) => {
    expect(feedbackWriteAccess(input)).toBe(expected)
  })
})

describe('feedbackReadAccess', () => {
  it.each([
    ['staff', access({}), 'ok'],
    ['client of the job', access({ viewer: 'client', sameOrganization: true }), 'ok'],
    ['client of another company', access({ viewer: 'client' }), 'notFound'],
    ['candidate', access({ viewer: 'candidate', sameOrganization: true }), 'forbidden'],
    ['other', access({ viewer: 'other' }), 'forbidden'],
  ])('%s -> %s', (_name, input, expected) => {
    expect(feedbackReadAccess(input)).toBe(expected)
  })
})

describe('questionsWriteAccess', () => {
  it.each([
    ['recruiter', access({ isRecruiter: true }), 'ok'],
    ['other staff', access({}), 'forbidden'],
    ['client of the job', access({ viewer: 'client', sameOrganization: true }), 'ok'],
    ['client of another company', access({ viewer: 'client' }), 'notFound'],
    ['candidate', access({ viewer: 'candidate', sameOrganization: true }), 'forbidden'],
  ])('%s -> %s', (_name, input, expected) => {
    expect(questionsWriteAccess(input)).toBe(expected)
  })
})

describe('summarizeQuestions', () => {
  const questions = [
    { id: 'q1', text: 'Discovery skills' },
    { id: 'q2', text: 'Closing' },
    { id: 'q3', text: 'Nobody answered' },
  ]
  const fb = (authorName: string, answers: Record<string, { rating?: number; comment?: string }>) => ({
    authorName,
    interviewId: 'i1',
    rating: 4,
    recommendation: 'yes' as const,
    answers,
  })
  const summary = summarizeQuestions(questions, [
    fb('Ann', { q1: { rating: 5, comment: ' Great questions ' }, q2: { rating: 2 } }),
    fb('Bob', { q1: { rating: 4 }, q2: { comment: 'Did not ask for the deal' } }),
    fb('Cy', { q1: { rating: 4 }, q2: { comment: '   ' }, other: { rating: 1 } }),
  ])

  it('counts answers and stars per question, in the questions’ order', () => {
    expect(summary.map((s) => [s.questionId, s.answerCount, s.ratedCount, s.averageRating])).toEqual([
      ['q1', 3, 3, 4.33],
      ['q2', 2, 1, 2],
      ['q3', 0, 0, null],
    ])
    expect(summary[0]!.ratingCounts).toEqual([0, 0, 0, 2, 1])
    expect(summary[1]!.ratingCounts).toEqual([0, 1, 0, 0, 0])
  })

  it('keeps trimmed comments with their author; blank comments do not count as answers', () => {
    expect(summary[0]!.comments).toEqual([{ authorName: 'Ann', interviewId: 'i1', comment: 'Great questions' }])
    expect(summary[1]!.comments).toEqual([
      { authorName: 'Bob', interviewId: 'i1', comment: 'Did not ask for the deal' },
    ])
  })
})

describe('summarizeOverall', () => {
  it.each([
    [[], { feedbackCount: 0, averageRating: null, recommendations: { strongNo: 0, no: 0, yes: 0, strongYes: 0 } }],
    [
      [
        { rating: 5, recommendation: 'strongYes' as const },
        { rating: 2, recommendation: 'no' as const },
        { rating: 4, recommendation: 'yes' as const },
      ],
      { feedbackCount: 3, averageRating: 3.67, recommendations: { strongNo: 0, no: 1, yes: 1, strongYes: 1 } },
    ],
  ])('%#', (input, expected) => {
    expect(summarizeOverall(input)).toEqual(expected)
  })
})

describe('interviewReportWindow (upcoming excluded, N days back by default)', () => {
  const at = new Date('2026-11-26T16:00:00Z')
  it.each([
    [
      'defaults',
      { includeUpcoming: false, daysBack: 30 },
      { from: '2026-10-27T00:00:00.000Z', to: '2026-11-26T16:00:00.000Z' },
    ],
    ['upcoming included', { includeUpcoming: true, daysBack: 7 }, { from: '2026-11-19T00:00:00.000Z', to: null }],
    [
      'explicit dates in the past',
      { includeUpcoming: false, daysBack: 30, fromDate: '2026-01-01', toDate: '2026-01-31' },
      { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
    ],
    [
      'a toDate in the future is cut at now when upcoming is excluded',
      { includeUpcoming: false, daysBack: 30, fromDate: '2026-11-01', toDate: '2026-12-31' },
      { from: '2026-11-01T00:00:00.000Z', to: '2026-11-26T16:00:00.000Z' },
    ],
    [
      'a toDate in the future stays when upcoming is included',
      { includeUpcoming: true, daysBack: 30, fromDate: '2026-11-01', toDate: '2026-12-31' },
      { from: '2026-11-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
    ],
  ])('%s', (_name, input, expected) => {
    const w = interviewReportWindow({ ...input, now: at })
    expect({ from: w.from.toISOString(), to: w.to?.toISOString() ?? null }).toEqual(expected)
  })

  it.each([
    [{ from: new Date('2026-02-01'), to: new Date('2026-01-01') }, 'toDate must not be before fromDate'],
    [{ from: new Date('2020-01-01'), to: null }, 'the window may cover at most 1098 days'],
    [{ from: new Date('2026-01-01'), to: null }, null],
  ])('reportWindowProblem %#', (w, expected) => {
    expect(reportWindowProblem(w, at)).toBe(expected)
  })
})

describe('groupReportRows', () => {
  const row = (round: number, email: string | null, rating: number | null, name: string | null = null) => ({
    round,
    interviewer: email ? { email, name } : null,
    rating,
  })
  it('by interviewer: one group per interviewer, labelled by name or e-mail, with the average of its ratings', () => {
    const groups = groupReportRows(
      [row(1, 'ann@x.test', 5, 'Ann'), row(2, 'ann@x.test', 3, 'Ann'), row(1, 'bo@x.test', null), row(1, null, null)],
      'byInterviewer',
    )
    expect(groups.map((g) => [g.label, g.rows.length, g.averageRating])).toEqual([
      ['Ann', 2, 4],
      ['bo@x.test', 1, null],
      ['No interviewer', 1, null],
    ])
  })
  it.each([
    [1, '1st round'],
    [2, '2nd round'],
    [3, '3rd round'],
    [4, '4th round'],
    [11, '11th round'],
    [12, '12th round'],
    [21, '21st round'],
    [22, '22nd round'],
  ])('by round: round %i is "%s"', (round, label) => {
    expect(groupReportRows([row(round, 'a@x.test', 4)], 'byRound')[0]!.label).toBe(label)
  })
})
