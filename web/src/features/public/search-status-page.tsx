/**
 * The public search-status page (/public/search-status?candidateId=...&token=..., 001 §1, §7
 * PATCH guest/candidate/{id}): the link a recruiter's "Are you still looking?" mail carries. The
 * candidate sees their current status and sets a new one in one click, without signing in. A
 * missing, unknown or expired link shows the spec's "Invalid link!".
 */
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { SEARCH_STATUS_LABELS, SEARCH_STATUSES, type SearchStatus } from '@quota/shared/domain/enums'
import { type FormEvent, useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { http, isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { BrandLine } from '../../ui/brand-line'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import './public-profile.css'

interface StatusPage {
  candidateId: string
  firstName: string
  searchStatus: SearchStatus | null
  expiresAt: string | null
}

const LINK_STATUSES = [400, 404, 410, 422]
const HINTS: Record<SearchStatus, string> = {
  activelySearching: 'I am looking for a new role now.',
  passivelySearching: 'I am not in a hurry, but show me good roles.',
  openToOffers: 'I am happy where I am, an exceptional offer could change that.',
  offTheMarket: 'Not now: companies will not see my profile.',
}

type Load = { state: 'loading' } | { state: 'invalid' } | { state: 'failed' } | { state: 'ready'; page: StatusPage }

export function SearchStatusPage() {
  const params = new URLSearchParams(useSearch())
  const candidateId = params.get('candidateId') ?? ''
  const token = params.get('token') ?? ''
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [choice, setChoice] = useState<SearchStatus | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<SearchStatus | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!candidateId || !token) {
      setLoad({ state: 'invalid' })
      return
    }
    let live = true
    http
      .get<{ data: StatusPage }>(`/guest/candidate/${encodeURIComponent(candidateId)}`, {
        query: { token },
        handledStatuses: LINK_STATUSES,
      })
      .then(
        (a) => {
          if (!live) return
          setLoad({ state: 'ready', page: a.data })
          setChoice(a.data.searchStatus)
        },
        (e) => live && setLoad({ state: isApiError(e) && e.status !== 0 && e.status < 500 ? 'invalid' : 'failed' }),
      )
    return () => {
      live = false
    }
  }, [candidateId, token])

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!choice) {
      setError('Please choose where your search stands.')
      return
    }
    setSaving(true)
    setError(null)
    try {
      await http.patch(
        `/guest/candidate/${encodeURIComponent(candidateId)}`,
        { searchStatus: choice },
        { query: { token }, handledStatuses: LINK_STATUSES },
      )
      setSaved(choice)
    } catch (err) {
      setError(
        isApiError(err) && err.status === 410
          ? CANDIDATE_MESSAGES.invalidLink
          : 'It could not be saved. Please try again.',
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="public-profile-page">
      <BrandLine className="public-profile-brand" />
      {load.state === 'loading' && <Spinner label="Loading" />}
      {load.state !== 'loading' && (
        <section className="card public-profile-card search-status-card">
          <h1>Your job search</h1>
          {load.state === 'invalid' && <Alert>{CANDIDATE_MESSAGES.invalidLink}</Alert>}
          {load.state === 'failed' && <Alert>The page could not be loaded. Please try again later.</Alert>}
          {load.state === 'ready' &&
            (saved ? (
              <Alert tone="success">
                Thank you, {load.page.firstName}. Your search status is now “{SEARCH_STATUS_LABELS[saved]}”.
              </Alert>
            ) : (
              <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
                <p>
                  Hi {load.page.firstName}, where does your search stand?
                  {load.page.searchStatus && (
                    <> Today your profile says “{SEARCH_STATUS_LABELS[load.page.searchStatus]}”.</>
                  )}
                </p>
                <fieldset className="choice-list">
                  <legend className="field-label">My search status</legend>
                  {SEARCH_STATUSES.map((s) => (
                    <label key={s} className="choice-row">
                      <input
                        type="radio"
                        name="searchStatus"
                        value={s}
                        checked={choice === s}
                        onChange={() => setChoice(s)}
                      />
                      <span>
                        {SEARCH_STATUS_LABELS[s]} <small className="muted">— {HINTS[s]}</small>
                      </span>
                    </label>
                  ))}
                </fieldset>
                {error && <Alert>{error}</Alert>}
                <Button type="submit" loading={saving}>
                  Save my status
                </Button>
              </form>
            ))}
        </section>
      )}
    </div>
  )
}
