/**
 * The public interview-response page (/interview/{hash}, the link in the invite mail; `?response=`
 * preselects the answer the candidate clicked in the mail). Opening it never answers (mail
 * scanners follow links): the candidate confirms here. Accept sends at once; Decline and Propose
 * another time open a short note (which times suit is required). Answered links show the answer and
 * offer to log in (000 §8 "Interview responses: already responded, offering login").
 */
import type { InterviewResponse } from '@quota/shared/domain/enums'
import {
  INTERVIEW_LINK_MESSAGES,
  INTERVIEW_RESPONSE_ACTIONS,
  INTERVIEW_RESPONSE_LABELS,
  INTERVIEW_RESPONSE_NOTE_MAX,
  type InterviewResponseChoice,
  interviewResponseNoteProblem,
} from '@quota/shared/domain/interview-response/index'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { BrandLine } from '../../ui/brand-line'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { clock, dayHeading, durationText, validZone, zoneName } from '../candidate-home/interview-time'
import type { InterviewLinkAnswer } from './api'
import { interviewResponseState, openInterviewLink, sendInterviewResponse } from './state'
import './interview-response.css'

const LOGIN_HREF = `/auth/login?${new URLSearchParams({ returnUrl: '/candidate/calendar' })}`

function LogIn({ hint }: { hint?: string }) {
  return (
    <>
      {hint && <p className="muted">{hint}</p>}
      <p>
        <Link href={LOGIN_HREF} className="btn btn-primary">
          Log in
        </Link>
      </p>
    </>
  )
}

const isLink = (value: string | null) => !!value && /^https?:\/\//i.test(value)

/** What, when (in the visitor's zone, and the interview's when it differs), how long, where. */
function InterviewFacts({ interview }: { interview: InterviewLinkAnswer['interview'] }) {
  const zone = validZone(null)
  const where = interview.meetingUrl ?? interview.location
  return (
    <dl className="interview-facts">
      <div>
        <dt>When</dt>
        <dd data-testid="interview-when">
          <time dateTime={interview.startsAt}>
            {dayHeading(interview.startsAt, zone)}, {clock(interview.startsAt, zone)} – {clock(interview.endsAt, zone)}{' '}
            {zoneName(interview.startsAt, zone)}
          </time>
          {interview.timezone !== zone && (
            <span className="muted small">
              {' '}
              ({clock(interview.startsAt, interview.timezone)} {zoneName(interview.startsAt, interview.timezone)})
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{durationText(interview.durationMinutes)}</dd>
      </div>
      {where && (
        <div>
          <dt>Where</dt>
          <dd className="interview-where">
            {isLink(where) ? (
              <a href={where} target="_blank" rel="noopener noreferrer">
                {where}
                <span className="visually-hidden"> (opens a new tab)</span>
              </a>
            ) : (
              where
            )}
          </dd>
        </div>
      )}
    </dl>
  )
}

const choiceOf = (value: string | null): InterviewResponseChoice | null =>
  value === 'accepted' || value === 'declined' || value === 'rescheduleRequested' ? value : null

const THANKS: Record<InterviewResponseChoice, (company: string) => string> = {
  accepted: (company) => `You accepted the interview. We let ${company} know you will be there.`,
  declined: (company) => `You declined the interview. We let ${company} know.`,
  rescheduleRequested: (company) => `We sent the times that suit you to ${company}. They will get back to you.`,
}

export function InterviewResponsePage({ params }: { params: Record<string, string> }) {
  const hash = params.hash ?? ''
  const preselected = choiceOf(new URLSearchParams(useSearch()).get('response'))
  const s = useSnapshot(interviewResponseState)

  useEffect(() => {
    void openInterviewLink(hash)
  }, [hash])

  // the buttons are gone once answered: keyboard focus moves to the confirmation
  const answeredRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (s.status === 'answered') answeredRef.current?.focus()
  }, [s.status])

  const interview = s.link?.interview
  const company = interview?.organization.name ?? 'the company'

  return (
    <div className="interview-response-page">
      <div className="interview-response-card">
        <BrandLine className="interview-brand" />
        {s.status === 'checking' ? (
          <Spinner label="Checking your link" />
        ) : s.status === 'failed' ? (
          <>
            <h1>Interview</h1>
            <Alert>{s.message}</Alert>
            <LogIn hint="Log in to see your interviews." />
          </>
        ) : (
          <>
            <h1>{interview?.title ?? 'Interview'}</h1>
            {interview && (
              <>
                <p className="muted">
                  {interview.job.name} · {interview.organization.name}
                </p>
                <InterviewFacts interview={interview} />
              </>
            )}
            {s.status === 'answered' ? (
              <div className="stack" data-testid="interview-answered" ref={answeredRef} tabIndex={-1}>
                <Alert tone="success">{THANKS[choiceOf(s.response) ?? 'accepted'](company)}</Alert>
                <LogIn hint="Log in to see your interviews." />
              </div>
            ) : s.status === 'responded' ? (
              <div className="stack" data-testid="interview-already-responded">
                <Alert tone="info">{INTERVIEW_LINK_MESSAGES.alreadyResponded}</Alert>
                {s.response && s.response !== 'pending' && <AnswerOnRecord response={s.response} />}
                <LogIn />
              </div>
            ) : (
              <Answer
                key={preselected ?? 'none'}
                hash={hash}
                preselected={preselected}
                firstName={s.link?.candidateFirstName ?? ''}
                sending={s.status === 'sending'}
              />
            )}
          </>
        )}
      </div>
    </div>
  )
}

function AnswerOnRecord({ response }: { response: Exclude<InterviewResponse, 'pending'> }) {
  return (
    <p>
      Your response: <strong data-response={response}>{INTERVIEW_RESPONSE_LABELS[response]}</strong>
    </p>
  )
}

function Answer({
  hash,
  preselected,
  firstName,
  sending,
}: {
  hash: string
  preselected: InterviewResponseChoice | null
  firstName: string
  sending: boolean
}) {
  const { fieldErrors } = useSnapshot(interviewResponseState)
  // Decline and Propose another time ask for a note first; Accept needs nothing more
  const [choice, setChoice] = useState<'declined' | 'rescheduleRequested' | null>(
    preselected === 'accepted' ? null : preselected,
  )
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const noteRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    if (choice) noteRef.current?.focus()
  }, [choice])
  useEffect(() => {
    // the mail's Accept link lands on the Accept button: Enter confirms
    if (preselected === 'accepted') document.getElementById('interview-accept')?.focus()
  }, [preselected])

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!choice) return
    const problem = interviewResponseNoteProblem(choice, note)
    setError(problem?.message ?? null)
    if (problem) return
    void sendInterviewResponse(hash, choice, note)
  }

  return (
    <section className="stack" aria-labelledby="interview-answer-title">
      <h2 id="interview-answer-title">{firstName ? `${firstName}, will you attend?` : 'Will you attend?'}</h2>
      <div className="interview-answer-buttons">
        <Button
          id="interview-accept"
          loading={sending && !choice}
          onClick={() => {
            setChoice(null)
            void sendInterviewResponse(hash, 'accepted', '')
          }}
        >
          {INTERVIEW_RESPONSE_ACTIONS.accepted}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={choice === 'declined'}
          aria-controls="interview-answer-form"
          onClick={() => setChoice('declined')}
        >
          {INTERVIEW_RESPONSE_ACTIONS.declined}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={choice === 'rescheduleRequested'}
          aria-controls="interview-answer-form"
          onClick={() => setChoice('rescheduleRequested')}
        >
          {INTERVIEW_RESPONSE_ACTIONS.rescheduleRequested}
        </Button>
      </div>
      {choice && (
        <form
          id="interview-answer-form"
          className="form"
          onSubmit={onSubmit}
          noValidate
          aria-label={INTERVIEW_RESPONSE_ACTIONS[choice]}
        >
          <TextArea
            ref={noteRef}
            label={
              choice === 'rescheduleRequested'
                ? 'Which days and times suit you?'
                : 'Anything you would like the company to know? (optional)'
            }
            name="note"
            required={choice === 'rescheduleRequested'}
            maxLength={INTERVIEW_RESPONSE_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={error ?? fieldErrors.note}
          />
          <div className="interview-answer-buttons">
            <Button type="submit" loading={sending}>
              {choice === 'declined' ? 'Decline interview' : 'Send proposed times'}
            </Button>
            <Button variant="ghost" onClick={() => setChoice(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
