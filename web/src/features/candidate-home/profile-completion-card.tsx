/**
 * The profile's completeness on the candidate's dashboard: the same number the profile editor and
 * the PDF show (GET candidates/{id}/profile-completion-percentage, computed by the one shared rule
 * `profileCompletion`), with a link to what is missing. Hidden when it cannot be loaded.
 */

import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { type DataAnswer, http } from '../../app/http'
import { ProgressBar } from '../../ui/progress-bar'
import type { ProfileCompletion } from '../candidate-profile/editor/api'
import { sessionState } from '../session/state'

export function ProfileCompletionCard() {
  const { user } = useSnapshot(sessionState)
  const candidateId = user?.candidateId ?? null
  const [completion, setCompletion] = useState<ProfileCompletion | null>(null)

  useEffect(() => {
    if (!candidateId) return
    let live = true
    http
      .get<DataAnswer<ProfileCompletion>>(`/candidates/${candidateId}/profile-completion-percentage`, {
        ignoreError: true,
      })
      .then((a) => live && setCompletion(a.data))
      .catch(() => live && setCompletion(null))
    return () => {
      live = false
    }
  }, [candidateId])

  if (!completion) return null
  const missing = completion.missingFields.length
  return (
    <section className="card profile-completion-card" aria-labelledby="dashboard-completion-title">
      <h2 id="dashboard-completion-title">Your profile</h2>
      <ProgressBar value={completion.profilePercentage} label="Profile completion" />
      <p className="small">
        {missing ? (
          <>
            {missing} {missing === 1 ? 'thing is' : 'things are'} missing.{' '}
            <Link href="/candidate/profile">Complete my profile</Link>
          </>
        ) : (
          <>
            Complete. <Link href="/candidate/profile">Open my profile</Link>
          </>
        )}
      </p>
    </section>
  )
}
