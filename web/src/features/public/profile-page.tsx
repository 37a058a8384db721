/**
 * The shared profile page (/public/profile?token=..., 001 §1, §2): what the link's sharer chose
 * to show, as GET guest/candidate-profile/{token} answers it (no internal fields; in anti-bias
 * mode nothing identifying, which the API already removed), with its PDF. A missing, unknown or
 * expired link shows the spec's "Invalid link!". Public: no session needed.
 */
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { BrandLine } from '../../ui/brand-line'
import { Spinner } from '../../ui/spinner'
import { ProfileHeading, ProfileSections } from '../candidate-profile/view/profile-view'
import { formatDate } from '../pipeline/format'
import { fetchPublicProfile, type PublicProfile, publicPdfUrl } from './api'
import './public-profile.css'

type Load =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'failed' }
  | { state: 'ready'; profile: PublicProfile }

export function PublicProfilePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  useEffect(() => {
    if (!token) {
      setLoad({ state: 'invalid' })
      return
    }
    let live = true
    setLoad({ state: 'loading' })
    fetchPublicProfile(token).then(
      (profile) => live && setLoad({ state: 'ready', profile }),
      // a refused link is "Invalid link!"; anything else (server down) may work on a retry
      (error) =>
        live &&
        setLoad({ state: isApiError(error) && error.status !== 0 && error.status < 500 ? 'invalid' : 'failed' }),
    )
    return () => {
      live = false
    }
  }, [token])

  return (
    <div className="public-profile-page">
      <BrandLine className="public-profile-brand" />
      {load.state === 'loading' && <Spinner label="Loading the profile" />}
      {load.state === 'invalid' && (
        <section className="card public-profile-card">
          <h1>Shared profile</h1>
          <Alert>{CANDIDATE_MESSAGES.invalidLink}</Alert>
        </section>
      )}
      {load.state === 'failed' && (
        <section className="card public-profile-card">
          <h1>Shared profile</h1>
          <Alert>The profile could not be loaded. Please try again later.</Alert>
        </section>
      )}
      {load.state === 'ready' && <ProfileView profile={load.profile} token={token} />}
    </div>
  )
}

function ProfileView({ profile, token }: { profile: PublicProfile; token: string }) {
  const c = profile.candidate
  const initials = `${c.firstName.charAt(0)}${c.lastName.charAt(0)}`.toUpperCase()
  return (
    <article className="public-profile" data-anti-bias={c.isAntiBiasMode ? 'true' : undefined}>
      {profile.link.warningText && <Alert tone="warning">{profile.link.warningText}</Alert>}
      <header className="card public-profile-header">
        {c.pictureUrl ? (
          <img src={c.pictureUrl} alt="" className="public-profile-picture" />
        ) : (
          <span className="public-profile-picture public-profile-initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div className="public-profile-title">
          <ProfileHeading candidate={c} />
          {c.pronunciationAudioUrl && (
            <p className="public-profile-audio">
              <span className="small muted">How to say my name</span>
              {/* biome-ignore lint/a11y/useMediaCaption: a spoken name; the heading above is its text */}
              <audio controls preload="none" src={c.pronunciationAudioUrl} />
            </p>
          )}
        </div>
        <a className="btn btn-secondary public-profile-pdf" href={publicPdfUrl(token)} target="_blank" rel="noopener">
          <span>Download PDF</span>
        </a>
      </header>

      <ProfileSections
        candidate={c}
        experience={profile.workExperiences}
        education={profile.educations}
        className="public-profile-grid"
        main={profile.portfolio.length > 0 && <PortfolioSection items={profile.portfolio} />}
        aside={
          profile.link.expiresAt && (
            <p className="small muted">This shared link works until {formatDate(profile.link.expiresAt)}.</p>
          )
        }
      />
    </article>
  )
}

function PortfolioSection({ items }: { items: PublicProfile['portfolio'] }) {
  return (
    <section className="card" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">Portfolio</h2>
      <ul className="timeline">
        {items.map((p) => {
          const href = p.url ?? p.fileUrl
          return (
            <li key={p.id}>
              {p.thumbnailUrl && <img src={p.thumbnailUrl} alt="" className="public-portfolio-thumb" />}
              <h3>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {p.title}
                  </a>
                ) : (
                  p.title
                )}
              </h3>
              {p.description && <p className="small prewrap">{p.description}</p>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
