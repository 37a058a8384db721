/**
 * The interview report (GET interview-report; 000 §9): interviews and the feedback given on them,
 * 100 a page, grouped By Interviewer (one row per interviewer of an interview, with that
 * interviewer's stars) or By Round (one row per interview, with the mean of its stars). Defaults:
 * scope my jobs, upcoming excluded, from a configured number of days back
 * (`interviewReportDaysBack`, 30 until an administrator sets it). Provider staff and client
 * recruiters; a client sees only its own company's jobs, and only the candidates it sees there.
 * With `includeAts`, the page's candidates' feedback held in the client's ATS is added
 * (report-ats.ts).
 */
import {
  INTERVIEW_REPORT_PAGE,
  type InterviewReportDto,
  type InterviewReportQuery,
  type InterviewReportRow,
} from '@quota/shared/contracts/interview-feedback'
import {
  groupReportRows,
  INTERVIEW_REPORT_DAYS_BACK_KEY,
  INTERVIEW_REPORT_DEFAULT_DAYS_BACK,
  INTERVIEW_REPORT_MAX_DAYS,
  interviewReportWindow,
  reportWindowProblem,
} from '@quota/shared/domain/interview-feedback/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import {
  candidatesTable,
  configurationsTable,
  interviewFeedbackTable,
  interviewInterviewersTable,
  interviewsTable,
  jobCandidatesTable,
  jobsTable,
  usersTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'
import { mineCondition } from '../jobs/repository'
import { clientCanSee } from '../pipeline/index'
import { feedbackViewerOf, STAGE_COLUMNS } from './access'
import { reportAtsFeedback } from './report-ats'

type ReportInput = z.output<typeof InterviewReportQuery>

/** The configured default window, or 30 days when none (or a nonsense value) is set. */
export async function reportDaysBack(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: configurationsTable.value })
    .from(configurationsTable)
    .where(eq(configurationsTable.key, INTERVIEW_REPORT_DAYS_BACK_KEY))
  const value = typeof row?.value === 'string' ? Number(row.value) : row?.value
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INTERVIEW_REPORT_MAX_DAYS
    ? value
    : INTERVIEW_REPORT_DEFAULT_DAYS_BACK
}

/**
 * SQL twin of the shared `clientSeesStage` rule (kept in step with it; every row is checked again
 * with the rule itself): only what the client sees of its job's candidates.
 */
const clientSeesSql = sql`(${jobCandidatesTable.removedAt} is null and (
  (${jobCandidatesTable.stageType} in ('submittal', 'send_out', 'offer') and ${jobCandidatesTable.isSubmittedToClient})
  or (${jobCandidatesTable.stageType} in ('matching', 'pitched', 'hidden', 'shortlist')
      and ${candidatesTable.searchStatus} is distinct from 'offTheMarket' and not ${jobCandidatesTable.isLocked}
      and ${jobCandidatesTable.currentStatus} is distinct from 'jit_farming'
      and ${jobCandidatesTable.currentStatus} is distinct from 'jit_suggested')))`

const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim()

export async function interviewReport({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: ReportInput
  /** Needed only for includeAts (the ATS credentials are sealed with it). */
  config?: Config
}): Promise<InterviewReportDto> {
  const viewer = feedbackViewerOf(ctx.actor)
  if (viewer !== 'staff' && viewer !== 'client') throw new AppError('FORBIDDEN')
  const now = new Date()
  const daysBack = await reportDaysBack(ctx.db)
  const window = interviewReportWindow({ ...input, daysBack, now })
  const problem = reportWindowProblem(window, now)
  if (problem) throw AppError.field(input.fromDate && input.toDate ? 'toDate' : 'fromDate', 'invalidWindow', problem)

  const panelist = alias(usersTable, 'panelist')
  const conditions: SQL[] = [
    ne(interviewsTable.state, 'cancelled'),
    isNull(jobsTable.deletedAt),
    gte(interviewsTable.startsAt, window.from),
  ]
  if (window.to) conditions.push(lt(interviewsTable.startsAt, window.to))
  if (input.jobId) conditions.push(eq(jobsTable.id, input.jobId))
  if (viewer === 'client') conditions.push(eq(jobsTable.organizationId, ctx.actor.organizationId!), clientSeesSql)
  if (input.scope === 'myJobs') {
    // my jobs, and any interview I sat on
    const onPanel = sql`exists (select 1 from ${interviewInterviewersTable} mine where mine.interview_id = ${interviewsTable.id}
      and (mine.user_id = ${ctx.actor.userId} or mine.email = (select lower(${usersTable.email}) from ${usersTable} where ${usersTable.id} = ${ctx.actor.userId})))`
    conditions.push(or(mineCondition(ctx.actor.userId, viewer), onPanel)!)
  }
  const where = and(...conditions)
  const byInterviewer = input.groupBy === 'byInterviewer'
  const offset = input.offset
  const limit = INTERVIEW_REPORT_PAGE

  const base = {
    interview: {
      id: interviewsTable.id,
      title: interviewsTable.title,
      type: interviewsTable.type,
      round: interviewsTable.round,
      startsAt: interviewsTable.startsAt,
      duration: interviewsTable.durationMinutes,
    },
    job: { id: jobsTable.id, name: jobsTable.name },
    candidate: {
      id: candidatesTable.id,
      firstName: candidatesTable.firstName,
      lastName: candidatesTable.lastName,
      searchStatus: candidatesTable.searchStatus,
    },
    stage: STAGE_COLUMNS,
  }
  let total: number
  let pageRows: (InterviewReportRow & { visible: boolean })[]
  if (byInterviewer) {
    const authorOfRow = sql`coalesce(${interviewInterviewersTable.userId}, ${panelist.id})`
    const query = ctx.db
      .select({
        ...base,
        interviewer: { email: interviewInterviewersTable.email, name: interviewInterviewersTable.name },
        rating: interviewFeedbackTable.rating,
        recommendation: interviewFeedbackTable.recommendation,
      })
      .from(interviewsTable)
      .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
      .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
      .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
      .leftJoin(interviewInterviewersTable, eq(interviewInterviewersTable.interviewId, interviewsTable.id))
      .leftJoin(panelist, sql`lower(${panelist.email}) = ${interviewInterviewersTable.email}`)
      .leftJoin(
        interviewFeedbackTable,
        and(
          eq(interviewFeedbackTable.interviewId, interviewsTable.id),
          // an outside interviewer's feedback is theirs by address (given through the mailed link)
          sql`(${interviewFeedbackTable.authorId} = ${authorOfRow} or ${interviewFeedbackTable.authorEmail} = ${interviewInterviewersTable.email})`,
        ),
      )
      .where(where)
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviewsTable)
      .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
      .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
      .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
      .leftJoin(interviewInterviewersTable, eq(interviewInterviewersTable.interviewId, interviewsTable.id))
      .where(where)
    total = count?.n ?? 0
    const rows = await query
      .orderBy(
        sql`lower(coalesce(nullif(${interviewInterviewersTable.name}, ''), ${interviewInterviewersTable.email})) asc nulls last`,
        asc(interviewInterviewersTable.email),
        desc(interviewsTable.startsAt),
        asc(interviewsTable.id),
      )
      .limit(limit)
      .offset(offset)
    pageRows = rows.map((r) => ({
      ...rowOf(r),
      interviewer: r.interviewer?.email ? { email: r.interviewer.email, name: r.interviewer.name } : null,
      rating: r.rating,
      recommendation: r.recommendation,
      feedbackCount: 0,
      visible: viewer !== 'client' || clientCanSee(r.stage, r.candidate),
    }))
  } else {
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviewsTable)
      .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
      .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
      .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
      .where(where)
    total = count?.n ?? 0
    const rows = await ctx.db
      .select(base)
      .from(interviewsTable)
      .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
      .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
      .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
      .where(where)
      .orderBy(asc(interviewsTable.round), desc(interviewsTable.startsAt), asc(interviewsTable.id))
      .limit(limit)
      .offset(offset)
    pageRows = rows.map((r) => ({
      ...rowOf(r),
      interviewer: null,
      rating: null,
      recommendation: null,
      feedbackCount: 0,
      visible: viewer !== 'client' || clientCanSee(r.stage, r.candidate),
    }))
  }

  const ids = [...new Set(pageRows.map((r) => r.interviewId))]
  if (ids.length) {
    const people = await ctx.db
      .select({
        interviewId: interviewInterviewersTable.interviewId,
        email: interviewInterviewersTable.email,
        name: interviewInterviewersTable.name,
      })
      .from(interviewInterviewersTable)
      .where(inArray(interviewInterviewersTable.interviewId, ids))
      .orderBy(asc(interviewInterviewersTable.createdAt), asc(interviewInterviewersTable.email))
    const stats = await ctx.db
      .select({
        interviewId: interviewFeedbackTable.interviewId,
        count: sql<number>`count(*)::int`,
        mean: sql<string | null>`round(avg(${interviewFeedbackTable.rating}), 2)`,
      })
      .from(interviewFeedbackTable)
      .where(inArray(interviewFeedbackTable.interviewId, ids))
      .groupBy(interviewFeedbackTable.interviewId)
    const statOf = new Map(stats.map((s) => [s.interviewId, s]))
    for (const row of pageRows) {
      row.interviewers = people
        .filter((p) => p.interviewId === row.interviewId)
        .map(({ email, name }) => ({ email, name }))
      const s = statOf.get(row.interviewId)
      row.feedbackCount = s?.count ?? 0
      if (!byInterviewer) row.rating = s?.mean == null ? null : Number(s.mean)
    }
  }
  const rows = pageRows.filter((r) => r.visible).map(({ visible: _v, ...r }) => r)
  return {
    filters: {
      scope: input.scope,
      groupBy: input.groupBy,
      includeUpcoming: input.includeUpcoming,
      from: window.from.toISOString(),
      to: window.to?.toISOString() ?? null,
      daysBack,
    },
    ats: input.includeAts && config ? await reportAtsFeedback(ctx.db, config, rows) : null,
    groups: groupReportRows(rows, input.groupBy).map(({ key, label, averageRating, rows: r }) => ({
      key,
      label,
      averageRating,
      rows: r,
    })),
    meta: { total, limit, offset },
  }
}

function rowOf(r: {
  interview: {
    id: string
    title: string | null
    type: InterviewReportRow['type']
    round: number
    startsAt: Date
    duration: number
  }
  job: { id: string; name: string }
  candidate: { id: string; firstName: string | null; lastName: string | null }
}) {
  return {
    interviewId: r.interview.id,
    job: r.job,
    candidate: { id: r.candidate.id, fullName: fullName(r.candidate) },
    title: r.interview.title?.trim() || `Interview, round ${r.interview.round}`,
    type: r.interview.type,
    round: r.interview.round,
    startsAt: r.interview.startsAt.toISOString(),
    duration: r.interview.duration,
    interviewers: [] as InterviewReportRow['interviewers'],
  }
}
