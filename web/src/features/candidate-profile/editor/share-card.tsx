/**
 * "Share my profile" on the candidate's own profile (001 §7 GET candidates/{id}/profile/shareable-url,
 * §9: a candidate's link works 6 days): a read-only public page of the profile (and its PDF),
 * without contact details beyond what a company sees.
 */
import { useState } from 'react'
import { isApiError } from '../../../app/http'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { fetchShareLink, type ShareLink } from '../api'
import { ShareLinkNotice } from '../share-link-notice'

export function ShareProfileCard({ candidateId }: { candidateId: string }) {
  const [share, setShare] = useState<ShareLink | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function make() {
    setBusy(true)
    setError(null)
    try {
      setShare(await fetchShareLink(candidateId))
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The link could not be made. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card share-card" aria-labelledby="share-title">
      <h2 id="share-title">Share my profile</h2>
      <p className="small muted">
        A read-only page of your profile for anyone you send it to. Each link works for 6 days.
      </p>
      {share && <ShareLinkNotice share={share} />}
      {error && <Alert>{error}</Alert>}
      <Button variant="secondary" loading={busy} onClick={() => void make()}>
        {share ? 'Make a new link' : 'Make a link'}
      </Button>
    </section>
  )
}
