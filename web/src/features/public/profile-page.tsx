/**
 * The shared profile page (/public/profile?token=..., 001 §1, §2): what the link's sharer chose
 * to show, as GET guest/candidate-profile/{token} answers it (no internal fields; in anti-bias
 * mode nothing identifying, which the API already removed), with its PDF. A missing, unknown or
 * expired link shows the spec's "Invalid link!". Public: no session needed.
 */
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { SEARCH_STATUS_LABELS } from '@quota/shared/domain/enums'
import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { formatDate, formatMoney } from '../pipeline/format'
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
      <p className="public-profile-brand">
        <span className="brand-mark" aria-hidden="true">
          Q
        </span>{' '}
        Quota
      </p>
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
          <h1>{c.fullName}</h1>
          <p className="muted">
            {[c.formattedLocation, c.searchStatus ? SEARCH_STATUS_LABELS[c.searchStatus] : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {c.linkedInProfileUrl && (
            <p>
              <a href={c.linkedInProfileUrl} target="_blank" rel="noopener noreferrer">
                LinkedIn profile
              </a>
            </p>
          )}
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

      <div className="public-profile-grid">
        <div className="stack">
          {c.aboutMe && (
            <section className="card" aria-labelledby="pp-about">
              <h2 id="pp-about">About</h2>
              <p className="prewrap">{c.aboutMe}</p>
            </section>
          )}
          <section className="card" aria-labelledby="pp-experience">
            <h2 id="pp-experience">Work experience</h2>
            {profile.workExperiences.length === 0 ? (
              <EmptyState title="No work experience yet." />
            ) : (
              <ol className="public-timeline">
                {profile.workExperiences.map((w) => (
                  <li key={w.id}>
                    <h3>
                      {w.title} <span className="muted">at {w.company.name || '—'}</span>
                    </h3>
                    <p className="muted small">
                      {formatDate(w.fromDate)} – {w.isCurrentWorkplace ? 'Present' : formatDate(w.toDate)}
                      {w.duration ? ` · ${w.duration}` : ''}
                    </p>
                    {w.description && <p className="prewrap">{w.description}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className="card" aria-labelledby="pp-education">
            <h2 id="pp-education">Education</h2>
            {profile.educations.length === 0 ? (
              <EmptyState title="No education yet." />
            ) : (
              <ul className="public-timeline">
                {profile.educations.map((e) => (
                  <li key={e.id}>
                    <h3>{e.school ?? '—'}</h3>
                    <p className="muted small">
                      {[e.degree?.value, e.fieldOfStudy?.value, e.educationYear].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {profile.portfolio.length > 0 && (
            <section className="card" aria-labelledby="pp-portfolio">
              <h2 id="pp-portfolio">Portfolio</h2>
              <ul className="public-portfolio">
                {profile.portfolio.map((p) => {
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
          )}
        </div>
        <aside className="stack">
          <section className="card" aria-labelledby="pp-wishes">
            <h2 id="pp-wishes">Looking for</h2>
            <dl className="details-list">
              <div>
                <dt>Positions</dt>
                <dd>{c.desiredPositions.map((d) => d.name).join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>Base salary</dt>
                <dd>{formatMoney(c.desiredBaseSalary)}</dd>
              </div>
              <div>
                <dt>OTE</dt>
                <dd>{formatMoney(c.desiredOTE)}</dd>
              </div>
              <div>
                <dt>Cities</dt>
                <dd>{c.interestedLocations.map((l) => `${l.cityName}, ${l.stateCode}`).join('; ') || '—'}</dd>
              </div>
            </dl>
          </section>
          <section className="card" aria-labelledby="pp-skills">
            <h2 id="pp-skills">Skills</h2>
            {c.skills.length ? (
              <ul className="public-chips">
                {c.skills.map((k) => (
                  <li key={k.id}>{k.value}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">No skills yet.</p>
            )}
          </section>
          {profile.link.expiresAt && (
            <p className="small muted">This shared link works until {formatDate(profile.link.expiresAt)}.</p>
          )}
        </aside>
      </div>
    </article>
  )
}
