/**
 * The candidate's profile editor (/candidate/profile for the candidate role, 001 §2, §3): the
 * completion percentage and what is missing, the search status, then one card per section.
 * Loaded as its own chunk from the candidate-profile screen.
 */
import { SEARCH_STATUS_LABELS, type SearchStatus } from '@quota/shared/domain/enums'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { toast } from '../../../app/toasts'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Select } from '../../../ui/select'
import { Spinner } from '../../../ui/spinner'
import type { CandidateSummary } from './api'
import { EducationSection, SkillsSection } from './education-section'
import { ExperienceSection } from './experience-section'
import { FilesSection } from './files-section'
import { missingFieldLinks, SEARCH_STATUS_ORDER } from './model'
import { PortfolioSection } from './portfolio-section'
import { BasicsSection, DemographicsSection, PreferencesSection, SalarySection } from './profile-sections'
import { editorState, openEditor, updateSearchStatus } from './state'
import { ProgressBar } from './widgets'
import './editor.css'
import { ShareProfileCard } from './share-card'

const SECTIONS = [
  ['files', 'Picture & resume'],
  ['basics', 'About you'],
  ['preferences', 'Preferences'],
  ['salary', 'Salary'],
  ['experience', 'Experience'],
  ['education', 'Education'],
  ['skills', 'Skills'],
  ['portfolio', 'Portfolio'],
  ['demographics', 'Demographics'],
] as const

export function CandidateProfileEditor({ candidateId, userId }: { candidateId: string; userId: string | null }) {
  const s = useSnapshot(editorState)
  useEffect(() => {
    void openEditor(candidateId, userId)
  }, [candidateId, userId])

  if (s.error) {
    return (
      <section className="page">
        <h1>My profile</h1>
        <Alert>{s.error}</Alert>
        <Button variant="secondary" onClick={() => void openEditor(candidateId, userId)}>
          Try again
        </Button>
      </section>
    )
  }
  const summary = s.summary as CandidateSummary | null
  if (!summary || s.candidateId !== candidateId) return <Spinner label="Loading your profile" />

  return (
    <section className="page profile-editor" data-candidate-id={candidateId}>
      <header className="page-header editor-header">
        <div>
          <p className="muted editor-kicker">My profile</p>
          <h1>{summary.fullName}</h1>
          <p className="muted">
            {[summary.formattedLocation, summary.searchStatus ? SEARCH_STATUS_LABELS[summary.searchStatus] : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </header>
      <div className="editor-top">
        <CompletionCard />
        <SearchStatusCard current={summary.searchStatus} />
        <ShareProfileCard candidateId={candidateId} />
      </div>
      <nav className="editor-jump" aria-label="Jump to a section">
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="editor-sections">
        <FilesSection summary={summary} />
        <BasicsSection summary={summary} />
        <PreferencesSection summary={summary} />
        <SalarySection summary={summary} />
        <ExperienceSection />
        <EducationSection />
        <SkillsSection />
        <PortfolioSection />
        <DemographicsSection />
      </div>
    </section>
  )
}

function CompletionCard() {
  const { completion } = useSnapshot(editorState)
  if (!completion) {
    return (
      <section className="card completion-card" aria-labelledby="completion-title">
        <h2 id="completion-title">Profile completion</h2>
        <p className="muted">Not available right now.</p>
      </section>
    )
  }
  const missing = missingFieldLinks(completion.missingFields)
  return (
    <section className="card completion-card" aria-labelledby="completion-title">
      <h2 id="completion-title">
        Your profile is <span className="completion-value">{completion.profilePercentage}%</span> complete
      </h2>
      <ProgressBar value={completion.profilePercentage} label="Profile completion" />
      {missing.length ? (
        <>
          <p className="small muted">Still missing:</p>
          <ul className="missing-fields">
            {missing.map((m) => (
              <li key={m.key} data-missing={m.key}>
                <a href={`#${m.section}`}>{m.label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="small">Everything recruiters look for is there. Well done!</p>
      )}
    </section>
  )
}

function SearchStatusCard({ current }: { current: SearchStatus | null }) {
  const [value, setValue] = useState<string>(current ?? '')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setValue(current ?? ''), [current])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!value) return setError('Choose your search status.')
    if (value === current) return
    setSaving(true)
    const result = await updateSearchStatus(value as SearchStatus)
    setSaving(false)
    if (!result.ok) return setError(result.errors.searchStatus ?? result.message)
    setError(null)
    toast.success(`Search status: ${SEARCH_STATUS_LABELS[value as SearchStatus]}.`)
  }

  return (
    <section className="card status-card" id="status" aria-labelledby="status-title" tabIndex={-1}>
      <h2 id="status-title">Search status</h2>
      <form className="form" noValidate aria-label="Search status" onSubmit={(e) => void onSubmit(e)}>
        <Select
          label="Where are you in your job search?"
          name="searchStatus"
          placeholder={current ? undefined : 'Choose…'}
          options={SEARCH_STATUS_ORDER.map((s) => ({ value: s, label: SEARCH_STATUS_LABELS[s] }))}
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            setError(null)
          }}
          error={error}
          hint={
            value === 'offTheMarket' ? 'Companies will not see your profile while you are off the market.' : undefined
          }
        />
        <div>
          <Button type="submit" variant="secondary" loading={saving} disabled={!value || value === current}>
            Update status
          </Button>
        </div>
      </form>
    </section>
  )
}
