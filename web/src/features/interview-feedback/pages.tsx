/**
 * Interview feedback screens (issue 17 item 8): /interviews/{id}/feedback, reached from the
 * job's Scheduled Interviews table and the candidate profile's Interviews tab once the interview
 * has started (stars, answers to the job's questions, a recommendation; one's own feedback is
 * edited in place; everyone's feedback and the job's per-question summary below); and
 * /interview-report for provider staff and clients (my jobs or all, by interviewer or by round,
 * upcoming excluded unless asked, 100 a page; the filters are kept per user).
 */
import type { PutInterviewFeedbackInput } from '@quota/shared/contracts/interview-feedback'
import { INTERVIEW_RECOMMENDATIONS, type InterviewRecommendation } from '@quota/shared/domain/enums'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { http, isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ChoicePicker } from '../../ui/choice-picker'
import { DataTable } from '../../ui/data-table'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { searchJobChoices } from '../candidates/api'
import { formatDate } from '../pipeline/format'
import { sessionState } from '../session/state'
import {
  type FeedbackSummaryDto,
  fetchFeedbackSheet,
  fetchFeedbackSummary,
  fetchInterviewReport,
  type InterviewFeedbackSheet,
  type InterviewReportDto,
  type ReportFilters,
  saveFeedback,
} from './api'
import { formatStars, RECOMMENDATION_LABELS, reportFiltersFrom } from './model'
import { InterviewQuestionsEditor } from './questions-editor'
import { StarRating } from './star-rating'
import './interview-feedback.css'

type Params = { params: Record<string, string> }

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

interface FormValues {
  rating: number | null
  recommendation: InterviewRecommendation | ''
  answers: Record<string, { rating?: number; comment?: string }>
  notes: string
}

/** The feedback form; `save` is the signed-in call or the outside interviewer's link (guest-page.tsx). */
export function FeedbackForm({
  questions,
  mine,
  save,
  onSaved,
}: {
  questions: InterviewFeedbackSheet['questions']
  mine: InterviewFeedbackSheet['feedback'][number] | null | undefined
  save: (body: PutInterviewFeedbackInput) => Promise<unknown>
  onSaved: () => void
}) {
  const [values, setValues] = useState<FormValues>({
    rating: mine?.rating ?? null,
    recommendation: mine?.recommendation ?? '',
    answers: mine?.answers ?? {},
    notes: mine?.notes ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const answer = (id: string) => values.answers[id] ?? {}
  const setAnswer = (id: string, patch: { rating?: number; comment?: string }) =>
    setValues((v) => ({ ...v, answers: { ...v.answers, [id]: { ...v.answers[id], ...patch } } }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const local: Record<string, string> = {}
    if (!values.rating) local.rating = 'Choose from 1 to 5 stars'
    if (!values.recommendation) local.recommendation = 'Choose a recommendation'
    setErrors(local)
    setFormError(null)
    if (Object.keys(local).length) return
    // only answers with stars or words are sent
    const answers = Object.fromEntries(
      Object.entries(values.answers)
        .map(
          ([id, a]) =>
            [
              id,
              {
                ...(a.rating ? { rating: a.rating } : {}),
                ...(a.comment?.trim() ? { comment: a.comment.trim() } : {}),
              },
            ] as const,
        )
        .filter(([, a]) => a.rating !== undefined || a.comment !== undefined),
    )
    setPending(true)
    try {
      await save({
        rating: values.rating!,
        recommendation: values.recommendation as InterviewRecommendation,
        answers,
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      })
      toast.success(mine ? 'Your feedback was updated.' : 'Your feedback was saved.')
      onSaved()
    } catch (error) {
      if (isApiError(error)) {
        const fields: Record<string, string> = {}
        for (const d of error.details) if (d.path) fields[d.path.split('.')[0]!] = d.message
        setErrors(fields)
        setFormError(error.message)
      } else setFormError('Something went wrong. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="card stack feedback-form" onSubmit={onSubmit} noValidate aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title">{mine ? 'Edit your feedback' : 'Your feedback'}</h2>
      {formError && <Alert>{formError}</Alert>}
      <StarRating
        name="overall"
        label="Overall rating"
        required
        value={values.rating}
        onChange={(rating) => setValues((v) => ({ ...v, rating }))}
        error={errors.rating}
      />
      <fieldset className={['field', errors.recommendation && 'has-error'].filter(Boolean).join(' ')}>
        <legend className="field-label">Recommendation *</legend>
        <div className="recommendation-choices">
          {INTERVIEW_RECOMMENDATIONS.map((r) => (
            <label key={r} className="radio">
              <input
                type="radio"
                name="recommendation"
                value={r}
                checked={values.recommendation === r}
                onChange={() => setValues((v) => ({ ...v, recommendation: r }))}
              />{' '}
              {RECOMMENDATION_LABELS[r]}
            </label>
          ))}
        </div>
        {errors.recommendation && (
          <p className="field-error" role="alert">
            {errors.recommendation}
          </p>
        )}
      </fieldset>
      {questions.length > 0 && (
        <div className="stack feedback-questions">
          <h3>The job’s interview questions</h3>
          {questions.map((q) => (
            <div key={q.id} className="feedback-question" data-question-id={q.id}>
              <StarRating
                name={`question-${q.id}`}
                label={q.text}
                value={answer(q.id).rating ?? null}
                onChange={(rating) => setAnswer(q.id, { rating })}
              />
              <TextArea
                label={`Comments on “${q.text}”`}
                value={answer(q.id).comment ?? ''}
                maxLength={2000}
                onChange={(e) => setAnswer(q.id, { comment: e.target.value })}
              />
            </div>
          ))}
        </div>
      )}
      <TextArea
        label="Notes"
        name="notes"
        value={values.notes}
        maxLength={4000}
        onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
        error={errors.notes}
      />
      <div>
        <Button type="submit" loading={pending}>
          {mine ? 'Update feedback' : 'Save feedback'}
        </Button>
      </div>
    </form>
  )
}

function SummarySection({ jobId, version }: { jobId: string; version: number }) {
  const [summary, setSummary] = useState<FeedbackSummaryDto | null>(null)
  useEffect(() => {
    void version
    fetchFeedbackSummary(jobId).then(setSummary, () => setSummary(null))
  }, [jobId, version])
  if (!summary?.questions.length) return null
  return (
    <section className="card" aria-labelledby="feedback-summary-title">
      <h2 id="feedback-summary-title">Question summary for this job</h2>
      <p className="muted small">
        {summary.feedbackCount} feedback · average {formatStars(summary.averageRating)}
      </p>
      <DataTable columns={['Question', 'Answers', 'Average', 'Comments']} className="feedback-summary-table">
        {summary.questions.map((q) => (
          <tr key={q.questionId}>
            <td>
              {q.text}
              {q.isRemoved && <span className="muted small"> (removed)</span>}
            </td>
            <td>{q.answerCount}</td>
            <td>{formatStars(q.averageRating)}</td>
            <td>{q.comments.map((c) => `${c.authorName}: ${c.comment}`).join(' · ') || '—'}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}

export function InterviewFeedbackPage({ params }: Params) {
  const interviewId = params.interviewId ?? ''
  const [sheet, setSheet] = useState<InterviewFeedbackSheet | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const load = useCallback(async () => {
    try {
      setSheet(await fetchFeedbackSheet(interviewId))
      setError(null)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The feedback could not be loaded.')
    }
  }, [interviewId])
  useEffect(() => {
    void load()
  }, [load])
  if (error) return <Alert>{error}</Alert>
  if (!sheet) return <Spinner label="Loading the feedback" />
  const i = sheet.interview
  return (
    <div className="stack interview-feedback-page">
      <header>
        <h1>Interview feedback</h1>
        <p>
          <strong>{i.candidate.fullName}</strong> · {i.title} (round {i.round}) · {i.jobName} ·{' '}
          <time dateTime={i.startsAt}>{when(i.startsAt)}</time>
        </p>
        <p className="small">
          <Link href={`/job/${i.jobId}/details`}>Back to the job</Link>
        </p>
      </header>
      {sheet.canWrite ? (
        <FeedbackForm
          key={sheet.feedback.find((f) => f.isMine)?.updatedAt ?? 'new'}
          questions={sheet.questions}
          mine={sheet.feedback.find((f) => f.isMine)}
          save={(body) => saveFeedback(sheet.interview.id, body)}
          onSaved={() => {
            setVersion((v) => v + 1)
            void load()
          }}
        />
      ) : (
        <Alert tone="info">{sheet.cannotWriteReason}</Alert>
      )}
      {sheet.canEditQuestions && (
        <InterviewQuestionsEditor
          key={sheet.questions.map((q) => q.id + q.text).join('|')}
          jobId={i.jobId}
          questions={sheet.questions}
          onSaved={() => {
            setVersion((v) => v + 1)
            void load()
          }}
        />
      )}
      <section className="card" aria-labelledby="all-feedback-title">
        <h2 id="all-feedback-title">Feedback given</h2>
        {!sheet.feedback.length ? (
          <p className="muted">No feedback yet.</p>
        ) : (
          <ul className="feedback-list">
            {sheet.feedback.map((f) => (
              <li key={f.id} data-feedback-id={f.id}>
                <strong>{f.author.fullName}</strong>
                {f.isMine && <span className="muted small"> (you)</span>} · {formatStars(f.rating)} ·{' '}
                {f.recommendation ? RECOMMENDATION_LABELS[f.recommendation] : 'No recommendation'}
                {f.notes && <p>{f.notes}</p>}
                {sheet.questions.map((q) => {
                  const a = f.answers[q.id]
                  return a ? (
                    <p key={q.id} className="small">
                      {q.text}: {a.rating ? formatStars(a.rating) : ''} {a.comment ?? ''}
                    </p>
                  ) : null
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <SummarySection jobId={i.jobId} version={version} />
    </div>
  )
}

async function keepFilters(filters: ReportFilters) {
  const user = sessionState.user
  if (user) user.uiState = { ...(user.uiState ?? {}), interviewReport: filters }
  // the filters are persisted per user (000 §9); losing them is not worth a toast
  await http.patch('/users', { uiState: { interviewReport: filters } }, { ignoreError: true }).catch(() => undefined)
}

/**
 * The client's ATS feedback for the page's candidates pushed there (issue 18): each candidate's
 * scorecards as the ATS holds them, or the vendor's refusal said as it is (nothing is invented
 * when the ATS could not be read).
 */
function AtsFeedbackSection({ entries }: { entries: NonNullable<InterviewReportDto['ats']> }) {
  return (
    <section className="card stack report-ats" aria-labelledby="report-ats-title">
      <h2 id="report-ats-title">ATS feedback</h2>
      {!entries.length && <p className="muted">None of these candidates was pushed to the client’s ATS.</p>}
      {entries.map((e) => (
        <div key={`${e.candidate.id}-${e.job.id}`} className="stack" data-ats-candidate={e.candidate.id}>
          <h3>
            {e.candidate.fullName}{' '}
            <span className="muted small">
              {e.job.name} · {e.atsDisplayName}
            </span>
          </h3>
          {e.error ? (
            <Alert>
              {e.atsDisplayName} could not be read: {e.error}
            </Alert>
          ) : !e.feedback.length ? (
            <p className="muted">No feedback in {e.atsDisplayName} yet.</p>
          ) : (
            <DataTable
              columns={['Interview', 'Interviewer', 'Submitted', 'Recommendation', 'Summary']}
              className="report-ats-table"
            >
              {e.feedback.map((f) => (
                <tr key={f.id}>
                  <td>{f.interview ?? '—'}</td>
                  <td>{f.interviewer ?? '—'}</td>
                  <td>{f.submittedAt ? <time dateTime={f.submittedAt}>{when(f.submittedAt)}</time> : '—'}</td>
                  <td>{f.recommendation?.replaceAll('_', ' ') ?? '—'}</td>
                  <td>{f.summary ?? '—'}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      ))}
    </section>
  )
}

export function InterviewReportPage() {
  const [filters, setFilters] = useState<ReportFilters>(() =>
    reportFiltersFrom(sessionState.user?.uiState?.interviewReport),
  )
  const [offset, setOffset] = useState(0)
  const [report, setReport] = useState<InterviewReportDto | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    let live = true
    setLoading(true)
    fetchInterviewReport(filters, offset).then(
      (r) => {
        if (!live) return
        setReport(r)
        setError(null)
        setLoading(false)
      },
      (e) => {
        if (!live) return
        setError(isApiError(e) ? (e.details[0]?.message ?? e.message) : 'The report could not be loaded.')
        setLoading(false)
      },
    )
    return () => {
      live = false
    }
  }, [filters, offset])
  const change = (patch: Partial<ReportFilters>) => {
    const next = { ...filters, ...patch }
    setFilters(next)
    setOffset(0)
    void keepFilters(next)
  }
  const meta = report?.meta
  return (
    <div className="stack interview-report-page">
      <h1>Interview report</h1>
      <form className="card interview-report-filters" onSubmit={(e) => e.preventDefault()} aria-label="Report filters">
        <Select
          label="Scope"
          name="scope"
          value={filters.scope}
          options={[
            { value: 'myJobs', label: 'My jobs' },
            { value: 'allJobs', label: 'All jobs' },
          ]}
          onChange={(e) => change({ scope: e.target.value as ReportFilters['scope'] })}
        />
        <Select
          label="Group"
          name="groupBy"
          value={filters.groupBy}
          options={[
            { value: 'byInterviewer', label: 'By Interviewer' },
            { value: 'byRound', label: 'By Round' },
          ]}
          onChange={(e) => change({ groupBy: e.target.value as ReportFilters['groupBy'] })}
        />
        <ChoicePicker
          legend="Job"
          name="jobId"
          noun="jobs"
          value={filters.job ? [filters.job] : []}
          onChange={(next) => change({ job: next[0] ?? null })}
          search={(text, signal) => searchJobChoices(text, signal, 'all')}
          max={1}
          hint="Every job in the scope when none is chosen"
          searchLabel="Find a job"
          searchHint="Type at least 2 letters of the job or the client"
        />
        <TextField
          label="From"
          name="fromDate"
          type="date"
          value={filters.fromDate}
          hint={!filters.fromDate && report ? `Default: ${report.filters.daysBack} days back` : undefined}
          onChange={(e) => change({ fromDate: e.target.value })}
        />
        <TextField
          label="To"
          name="toDate"
          type="date"
          value={filters.toDate}
          onChange={(e) => change({ toDate: e.target.value })}
        />
        <Checkbox
          label="Include upcoming interviews"
          name="includeUpcoming"
          checked={filters.includeUpcoming}
          onChange={(e) => change({ includeUpcoming: e.target.checked })}
        />
        <Checkbox
          label="Include ATS feedback"
          name="includeAts"
          checked={filters.includeAts}
          onChange={(e) => change({ includeAts: e.target.checked })}
        />
      </form>
      {error && <Alert>{error}</Alert>}
      {!report ? (
        !error && <Spinner label="Loading the report" />
      ) : !report.groups.length ? (
        <EmptyState title="No interviews in this period." />
      ) : (
        <div className="stack" aria-busy={loading}>
          <p className="muted small">
            {formatDate(report.filters.from)} to {report.filters.to ? formatDate(report.filters.to) : 'any time'} ·{' '}
            {meta!.total} {report.filters.groupBy === 'byRound' ? 'interviews' : 'rows'}
          </p>
          {report.groups.map((g) => (
            <section key={g.key} className="card report-group" data-group={g.key} aria-label={g.label}>
              <h2>
                {g.label} <span className="muted small">average {formatStars(g.averageRating)}</span>
              </h2>
              <DataTable
                columns={[
                  'Candidate',
                  'Job',
                  'Interview',
                  'Date',
                  'Interviewers',
                  'Rating',
                  'Recommendation',
                  'Feedback',
                ]}
                className="interview-report-table"
              >
                {g.rows.map((r) => (
                  <tr key={`${r.interviewId}-${r.interviewer?.email ?? ''}`} data-interview-id={r.interviewId}>
                    <td>{r.candidate.fullName}</td>
                    <td>{r.job.name}</td>
                    <td>
                      {r.title} <span className="muted small">(round {r.round})</span>
                    </td>
                    <td>
                      <time dateTime={r.startsAt}>{when(r.startsAt)}</time>
                    </td>
                    <td>{r.interviewers.map((p) => p.name || p.email).join(', ') || '—'}</td>
                    <td data-field="rating">{formatStars(r.rating)}</td>
                    <td>{r.recommendation ? RECOMMENDATION_LABELS[r.recommendation] : '—'}</td>
                    <td>
                      <Link href={`/interviews/${r.interviewId}/feedback`}>{r.feedbackCount} given</Link>
                    </td>
                  </tr>
                ))}
              </DataTable>
            </section>
          ))}
          {report.ats && <AtsFeedbackSection entries={report.ats} />}
          <div className="report-pager">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - meta!.limit))}
            >
              Previous
            </Button>{' '}
            <Button
              variant="secondary"
              disabled={offset + meta!.limit >= meta!.total}
              onClick={() => setOffset(offset + meta!.limit)}
            >
              Next
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
