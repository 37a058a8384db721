/**
 * The outside interviewer's feedback page (/interview-feedback/{token}, the link in their feedback
 * request; no sign-in): the interview, then the same form staff use. They may edit their feedback
 * until the link expires (14 days from the mail); link problems are said on the page.
 */
import { useCallback, useEffect, useState } from 'react'
import { isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { BrandLine } from '../../ui/brand-line'
import { Spinner } from '../../ui/spinner'
import { type GuestFeedbackSheet, readGuestFeedback, saveGuestFeedback } from './api'
import { FeedbackForm } from './pages'
import './interview-feedback.css'
import '../interview-response/interview-response.css'

const when = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) })

export function GuestFeedbackPage({ params }: { params: Record<string, string> }) {
  const token = params.token ?? ''
  const [sheet, setSheet] = useState<GuestFeedbackSheet | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const load = useCallback(async () => {
    try {
      setSheet(await readGuestFeedback(token))
      setProblem(null)
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Something went wrong. Please try again.')
    }
  }, [token])
  useEffect(() => {
    void load()
  }, [load])

  return (
    <div className="guest-feedback-page stack">
      <BrandLine className="interview-brand" />
      <h1>Interview feedback</h1>
      {problem && <Alert>{problem}</Alert>}
      {!sheet && !problem && <Spinner label="Loading the interview" />}
      {sheet && (
        <>
          <section className="card stack" aria-labelledby="guest-interview-title">
            <h2 id="guest-interview-title">{sheet.interview.title}</h2>
            <dl className="interview-facts">
              <div>
                <dt>Candidate</dt>
                <dd>{sheet.interview.candidateName}</dd>
              </div>
              <div>
                <dt>Job</dt>
                <dd>
                  {sheet.interview.jobName} at {sheet.interview.organizationName}
                </dd>
              </div>
              <div>
                <dt>When</dt>
                <dd>
                  <time dateTime={sheet.interview.startsAt}>
                    {when(sheet.interview.startsAt, sheet.interview.timezone)} ({sheet.interview.timezone})
                  </time>
                  , {sheet.interview.durationMinutes} minutes
                </dd>
              </div>
            </dl>
            <p className="muted" data-testid="guest-feedback-validity">
              Giving feedback as {sheet.interviewer.name}. No sign-in needed: this link works until{' '}
              {when(sheet.expiresAt)}, and you can change your feedback until then.
            </p>
          </section>
          {sheet.canWrite ? (
            <FeedbackForm
              key={sheet.feedback?.updatedAt ?? 'new'}
              questions={sheet.questions}
              mine={sheet.feedback}
              save={(body) => saveGuestFeedback(token, body)}
              onSaved={() => void load()}
            />
          ) : (
            <Alert>{sheet.cannotWriteReason}</Alert>
          )}
        </>
      )}
    </div>
  )
}
