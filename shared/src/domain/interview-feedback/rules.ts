/**
 * Interview feedback and the interview report, as pure rules: who may write or read feedback,
 * the star rating's bounds (000 §9: star rating max 5), the per-question summary
 * (`interview-feedback/summary/questions`), the report's date window (000 §9: upcoming excluded,
 * starting a configured number of days back) and its grouping (002 §3 offer filter: By
 * Interviewer or By Round).
 */
import type { InterviewRecommendation, OfferFilter } from '../enums'
import { INTERVIEW_RECOMMENDATIONS } from '../enums'

/** 000 §9 star rating max 5 (the lowest is one star). */
export const STAR_RATING_MIN = 1
export const STAR_RATING_MAX = 5

/**
 * The spec says the report starts "a configured number of days back" without the value: an
 * administrator sets it in the `interviewReportDaysBack` configuration; 30 until one does.
 */
export const INTERVIEW_REPORT_DAYS_BACK_KEY = 'interviewReportDaysBack'
export const INTERVIEW_REPORT_DEFAULT_DAYS_BACK = 30
/** Ours: no window reaches further back than this (keeps the report's scan bounded). */
export const INTERVIEW_REPORT_MAX_DAYS = 366 * 3

/** Why a star rating is refused, or null when it is a whole number from 1 to 5. */
export function ratingProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be a whole number of stars'
  if (value < STAR_RATING_MIN || value > STAR_RATING_MAX)
    return `must be from ${STAR_RATING_MIN} to ${STAR_RATING_MAX} stars`
  return null
}

/** Who is asking, as far as feedback cares. */
export type FeedbackViewer = 'staff' | 'client' | 'candidate' | 'other'

export interface FeedbackAccessInput {
  viewer: FeedbackViewer
  /** Provider staff with the recruiter permission (they may write for any interview). */
  isRecruiter: boolean
  /** A client of the job's organization (another company's interview must look absent). */
  sameOrganization: boolean
  /** The asker is one of the interview's interviewers (by user or by e-mail). */
  isInterviewer: boolean
  interview: { state: string; startsAt: Date }
  now: Date
}

export type FeedbackAccess = 'ok' | 'notFound' | 'forbidden' | 'notHeldYet' | 'cancelled'

/** Reading an interview's feedback: provider staff and the job's client; never a candidate. */
export function feedbackReadAccess(a: Pick<FeedbackAccessInput, 'viewer' | 'sameOrganization'>): FeedbackAccess {
  if (a.viewer === 'staff') return 'ok'
  if (a.viewer === 'client') return a.sameOrganization ? 'ok' : 'notFound'
  return 'forbidden'
}

/**
 * Writing (or editing one's own) feedback: an interviewer of that interview (staff, or the job's
 * client) or a recruiter; only once the interview has started, never on a cancelled one.
 */
export function feedbackWriteAccess(a: FeedbackAccessInput): FeedbackAccess {
  const read = feedbackReadAccess(a)
  if (read !== 'ok') return read
  if (!a.isInterviewer && !(a.viewer === 'staff' && a.isRecruiter)) return 'forbidden'
  if (a.interview.state === 'cancelled') return 'cancelled'
  if (a.interview.startsAt.getTime() > a.now.getTime()) return 'notHeldYet'
  return 'ok'
}

/** Setting the job's interview questions: recruiters and the job's client (other staff only read them). */
export function questionsWriteAccess(
  a: Pick<FeedbackAccessInput, 'viewer' | 'sameOrganization' | 'isRecruiter'>,
): FeedbackAccess {
  const read = feedbackReadAccess(a)
  if (read !== 'ok') return read
  return a.viewer === 'client' || a.isRecruiter ? 'ok' : 'forbidden'
}

/** One interviewer's answer to one question: stars, words, or both. */
export interface QuestionAnswer {
  rating?: number | undefined
  comment?: string | undefined
}

export interface FeedbackForSummary {
  authorName: string
  interviewId: string
  rating: number
  recommendation: InterviewRecommendation
  answers: Record<string, QuestionAnswer>
}

export interface QuestionSummary {
  questionId: string
  text: string
  answerCount: number
  ratedCount: number
  /** Mean of the stars given, to 2 decimals; null when nobody rated. */
  averageRating: number | null
  /** How many gave 1, 2, 3, 4, 5 stars (index 0 is one star). */
  ratingCounts: number[]
  comments: { authorName: string; interviewId: string; comment: string }[]
}

const round2 = (n: number) => Math.round(n * 100) / 100

export function averageOf(values: number[]): number | null {
  return values.length ? round2(values.reduce((s, v) => s + v, 0) / values.length) : null
}

/** Per-question aggregates over every feedback given (questions in the order given). */
export function summarizeQuestions(
  questions: { id: string; text: string }[],
  feedback: FeedbackForSummary[],
): QuestionSummary[] {
  return questions.map((q) => {
    const ratings: number[] = []
    const ratingCounts = Array.from({ length: STAR_RATING_MAX }, () => 0)
    const comments: QuestionSummary['comments'] = []
    let answerCount = 0
    for (const f of feedback) {
      const answer = f.answers[q.id]
      if (!answer) continue
      const comment = answer.comment?.trim()
      const rated = typeof answer.rating === 'number' && ratingProblem(answer.rating) === null
      if (!rated && !comment) continue
      answerCount++
      if (rated) {
        ratings.push(answer.rating!)
        ratingCounts[answer.rating! - 1]!++
      }
      if (comment) comments.push({ authorName: f.authorName, interviewId: f.interviewId, comment })
    }
    return {
      questionId: q.id,
      text: q.text,
      answerCount,
      ratedCount: ratings.length,
      averageRating: averageOf(ratings),
      ratingCounts,
      comments,
    }
  })
}

export interface OverallSummary {
  feedbackCount: number
  averageRating: number | null
  recommendations: Record<InterviewRecommendation, number>
}

/** The overall stars and recommendations of a set of feedback. */
export function summarizeOverall(feedback: Pick<FeedbackForSummary, 'rating' | 'recommendation'>[]): OverallSummary {
  const recommendations = Object.fromEntries(INTERVIEW_RECOMMENDATIONS.map((r) => [r, 0])) as Record<
    InterviewRecommendation,
    number
  >
  for (const f of feedback) recommendations[f.recommendation]++
  return {
    feedbackCount: feedback.length,
    averageRating: averageOf(feedback.map((f) => f.rating)),
    recommendations,
  }
}

/**
 * The report's window: from `fromDate` (default: `daysBack` days before today) to `toDate`; with
 * upcoming excluded (the default), nothing that starts after now. Dates are UTC calendar days.
 */
export function interviewReportWindow(a: {
  fromDate?: string | undefined
  toDate?: string | undefined
  includeUpcoming: boolean
  daysBack: number
  now: Date
}): { from: Date; to: Date | null } {
  const today = Date.UTC(a.now.getUTCFullYear(), a.now.getUTCMonth(), a.now.getUTCDate())
  const from = a.fromDate ? new Date(`${a.fromDate}T00:00:00Z`) : new Date(today - a.daysBack * 86_400_000)
  let to = a.toDate ? new Date(new Date(`${a.toDate}T00:00:00Z`).getTime() + 86_400_000) : null
  if (!a.includeUpcoming && (!to || to.getTime() > a.now.getTime())) to = a.now
  return { from, to }
}

/** Why a report window is refused (to before from, or too long), or null. */
export function reportWindowProblem(w: { from: Date; to: Date | null }, now: Date): string | null {
  const end = w.to ?? now
  if (w.to && w.to.getTime() < w.from.getTime()) return 'toDate must not be before fromDate'
  if (end.getTime() - w.from.getTime() > INTERVIEW_REPORT_MAX_DAYS * 86_400_000)
    return `the window may cover at most ${INTERVIEW_REPORT_MAX_DAYS} days`
  return null
}

export interface ReportRowForGrouping {
  round: number
  interviewer: { email: string; name: string | null } | null
  rating: number | null
}

export interface ReportGroup<R> {
  key: string
  label: string
  rows: R[]
  averageRating: number | null
}

const ordinal = (n: number) => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** The label of a report group: the interviewer's name (or e-mail), or "1st round". */
export function reportGroupOf(row: ReportRowForGrouping, groupBy: OfferFilter): { key: string; label: string } {
  if (groupBy === 'byRound') return { key: `round:${row.round}`, label: `${ordinal(row.round)} round` }
  if (!row.interviewer) return { key: 'interviewer:none', label: 'No interviewer' }
  return {
    key: `interviewer:${row.interviewer.email}`,
    label: row.interviewer.name?.trim() || row.interviewer.email,
  }
}

/** Groups a page of report rows, keeping the rows' order (the query sorts by group first). */
export function groupReportRows<R extends ReportRowForGrouping>(rows: R[], groupBy: OfferFilter): ReportGroup<R>[] {
  const groups = new Map<string, ReportGroup<R>>()
  for (const row of rows) {
    const { key, label } = reportGroupOf(row, groupBy)
    let group = groups.get(key)
    if (!group) {
      group = { key, label, rows: [], averageRating: null }
      groups.set(key, group)
    }
    group.rows.push(row)
  }
  for (const g of groups.values())
    g.averageRating = averageOf(g.rows.map((r) => r.rating).filter((r): r is number => r !== null))
  return [...groups.values()]
}

/** The recommendations as people read them (the web and the feedback mails). */
export const RECOMMENDATION_LABELS: Record<InterviewRecommendation, string> = {
  strongNo: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strongYes: 'Strong yes',
}
