/**
 * The read-only profile a recruiter sees on /candidate/profile and a visitor on the shared
 * /public/profile page (001 §2): the heading (name, location and search status, LinkedIn), then
 * about, work experience and education beside what the candidate is looking for and their skills.
 * Presentational only: the public page's chunk imports this module, never the recruiter's page.
 */
import type { CandidateSummary, Education, WorkExperience } from '@quota/shared/contracts/candidates'
import { SEARCH_STATUS_LABELS } from '@quota/shared/domain/enums'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../ui/empty-state'
import { formatDate, formatMoney } from '../../pipeline/format'
import './profile-view.css'
import { type SalesEvidenceInput, salesEvidence } from '@quota/shared/domain/candidates/sales-evidence'

type Heading = Pick<CandidateSummary, 'fullName' | 'formattedLocation' | 'searchStatus' | 'linkedInProfileUrl'>
type Wishes = Pick<CandidateSummary, 'aboutMe' | 'desiredBaseSalary' | 'desiredOTE'> & {
  desiredPositions: readonly CandidateSummary['desiredPositions'][number][]
  interestedLocations: readonly CandidateSummary['interestedLocations'][number][]
  skills: readonly CandidateSummary['skills'][number][]
}
type Experience = Pick<
  WorkExperience,
  'id' | 'title' | 'company' | 'fromDate' | 'toDate' | 'isCurrentWorkplace' | 'duration' | 'description'
> & { details?: SalesEvidenceInput | null | undefined }
type EducationItem = Pick<Education, 'id' | 'school' | 'degree' | 'fieldOfStudy' | 'educationYear'>

/** The name, "location · search status" and the LinkedIn link (for a page header). */
export function ProfileHeading({ candidate: c }: { candidate: Heading }) {
  return (
    <>
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
    </>
  )
}

/** The profile's sections in two columns; `main` and `aside` add to the end of each. */
export function ProfileSections({
  candidate: c,
  experience,
  education,
  className,
  main,
  aside,
}: {
  candidate: Wishes
  experience: readonly Experience[]
  education: readonly EducationItem[]
  className: string
  main?: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className={className}>
      <div className="stack">
        {c.aboutMe && (
          <section className="card" aria-labelledby="about-title">
            <h2 id="about-title">About</h2>
            <p className="prewrap">{c.aboutMe}</p>
          </section>
        )}
        <section className="card" aria-labelledby="experience-title">
          <h2 id="experience-title">Work experience</h2>
          {experience.length === 0 ? (
            <EmptyState title="No work experience yet." />
          ) : (
            <ol className="timeline">
              {experience.map((w) => (
                <li key={w.id}>
                  <h3>
                    {w.title} <span className="muted">at {w.company?.name || '—'}</span>
                  </h3>
                  <p className="muted small">
                    {formatDate(w.fromDate)} – {w.isCurrentWorkplace ? 'Present' : formatDate(w.toDate)}
                    {w.duration ? ` · ${w.duration}` : ''}
                  </p>
                  <SalesFigures details={w.details} />
                  {w.description && <p className="prewrap">{w.description}</p>}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="card" aria-labelledby="education-title">
          <h2 id="education-title">Education</h2>
          {education.length === 0 ? (
            <EmptyState title="No education yet." />
          ) : (
            <ul className="timeline">
              {education.map((e) => (
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
        {main}
      </div>
      <aside className="stack">
        <section className="card" aria-labelledby="wishes-title">
          <h2 id="wishes-title">Looking for</h2>
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
        <section className="card" aria-labelledby="skills-title">
          <h2 id="skills-title">Skills</h2>
          {c.skills.length ? (
            <ul className="chip-list">
              {c.skills.map((k) => (
                <li key={k.id} className="chip">
                  {k.value}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No skills yet.</p>
          )}
        </section>
        {aside}
      </aside>
    </div>
  )
}

/** A role's sales evidence as figures (shared `salesEvidence`: the same words as the PDF and the cards). */
function SalesFigures({ details }: { details: SalesEvidenceInput | null | undefined }) {
  const figures = salesEvidence(details)
  if (!figures.length) return null
  return (
    <dl className="sales-figures">
      {figures.map((f) => (
        <div key={f.key} data-figure={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
