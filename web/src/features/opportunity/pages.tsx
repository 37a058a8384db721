/** The opportunity response page (/public/jit-opportunity/{hash}/{response}): public, one chunk. */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { Alert } from '../../ui/alert'
import { BrandLine } from '../../ui/brand-line'
import { Button } from '../../ui/button'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { useListOfValues } from '../reference/state'
import type { OpportunityResponse } from './api'
import { checkLink, opportunityState, sendAnswer } from './state'
import './opportunity.css'

export const REASON_REQUIRED = 'Please select at least one reason.'

export function JitOpportunityPage({ params }: { params: Record<string, string> }) {
  const hash = params.hash ?? ''
  const response: OpportunityResponse = params.response === 'notInterested' ? 'notInterested' : 'interested'
  const s = useSnapshot(opportunityState)

  useEffect(() => {
    void checkLink(hash, response)
  }, [hash, response])

  const base = `/public/jit-opportunity/${encodeURIComponent(hash)}`
  const job = s.opportunity?.job

  return (
    <div className="opportunity-page">
      <div className="opportunity-card">
        <BrandLine className="brand-line" />
        {s.status === 'checking' ? (
          <Spinner label="Checking your link" />
        ) : s.status === 'failed' ? (
          <>
            <h1>Opportunity</h1>
            <Alert>{s.message}</Alert>
            <p>
              <Link href="/auth/login">Sign in to Quota</Link> to see your jobs.
            </p>
          </>
        ) : s.status === 'answered' ? (
          <>
            <h1>Thank you!</h1>
            <Alert tone="success">
              {response === 'interested'
                ? `We let ${job?.organizationName ?? 'the company'} know you are interested in ${job?.name ?? 'the role'}. They will be in touch.`
                : `We let ${job?.organizationName ?? 'the company'} know you are not interested in ${job?.name ?? 'the role'}.`}
            </Alert>
            <p>
              <Link href="/auth/login">Sign in to Quota</Link> to follow your jobs.
            </p>
          </>
        ) : (
          <>
            <h1>{job?.name}</h1>
            <p className="muted">{job?.organizationName} would like to talk to you about this role.</p>
            {response === 'interested' ? (
              <Interested hash={hash} sending={s.status === 'sending'} otherHref={`${base}/notInterested`} />
            ) : (
              <NotInterested hash={hash} sending={s.status === 'sending'} otherHref={`${base}/interested`} />
            )}
          </>
        )}
      </div>
    </div>
  )
}

function Interested({ hash, sending, otherHref }: { hash: string; sending: boolean; otherHref: string }) {
  return (
    <div className="stack">
      <p>Confirm that you are interested and the company will review your profile.</p>
      <Button loading={sending} onClick={() => void sendAnswer(hash, 'interested', {})}>
        Yes, I'm interested
      </Button>
      <p>
        <Link href={otherHref}>I'm not interested</Link>
      </p>
    </div>
  )
}

function NotInterested({ hash, sending, otherHref }: { hash: string; sending: boolean; otherHref: string }) {
  const reasons = useListOfValues('jitOpportunityNotInterestedReason')
  const { fieldErrors } = useSnapshot(opportunityState)
  const [reasonIds, setReasonIds] = useState<string[]>([])
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string | null>(null)

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const problem = reasonIds.length === 0 ? REASON_REQUIRED : null
    setError(problem)
    if (problem) return
    void sendAnswer(hash, 'notInterested', {
      notInterestedReasonIds: reasonIds,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Not interested">
      <CheckboxGroup
        legend="Why not? (choose at least one)"
        name="notInterestedReasonIds"
        required
        max={10}
        options={reasons.items.map((r) => ({ value: r.id, label: r.value }))}
        value={reasonIds}
        onChange={setReasonIds}
        error={error ?? fieldErrors.notInterestedReasonIds}
      />
      <TextArea
        label="Anything else?"
        name="notes"
        maxLength={LIMITS.notes}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        error={fieldErrors.notes}
      />
      <Button type="submit" loading={sending}>
        Send
      </Button>
      <p>
        <Link href={otherHref}>Actually, I'm interested</Link>
      </p>
    </form>
  )
}
