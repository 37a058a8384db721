/** The workspace's building blocks: a row's action buttons, a candidate row, the counts bar. */
import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'
import { ACTION_NAMES, type Action } from '@quota/shared/domain/workflow/vocabulary'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { Button } from '../../ui/button'
import type { JobCandidateListItem } from './api'
import { formatDate, type StageView, stageText, stageTone } from './format'

/**
 * The buttons of one row, exactly the groups the API answered for this viewer and list
 * (`availableActions`): primary as buttons, secondary behind "More".
 */
export function RowActions({
  item,
  busyAction,
  onAction,
}: {
  item: JobCandidateListItem
  busyAction: Action | undefined
  onAction: (action: Action) => void
}) {
  const { primary, secondary } = item.actions
  const name = item.candidate.fullName
  if (!primary.length && !secondary.length) return <p className="row-actions-none">No actions</p>
  return (
    <div className="row-actions">
      <div className="row-actions-primary" data-group="primary">
        {primary.map((action) => (
          <Button
            key={action}
            variant="secondary"
            data-action={action}
            aria-label={`${ACTION_NAMES[action]}: ${name}`}
            loading={busyAction === action}
            disabled={busyAction !== undefined && busyAction !== action}
            onClick={() => onAction(action)}
          >
            {ACTION_NAMES[action]}
          </Button>
        ))}
      </div>
      {secondary.length > 0 && (
        <MoreActions name={name} actions={secondary} disabled={busyAction !== undefined} onAction={onAction} />
      )}
    </div>
  )
}

/** A disclosure with the secondary actions; Escape closes it and gives focus back to its button. */
function MoreActions({
  name,
  actions,
  disabled,
  onAction,
}: {
  name: string
  actions: readonly Action[]
  disabled: boolean
  onAction: (action: Action) => void
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      e.stopPropagation()
      setOpen(false)
      toggle.current?.focus()
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the menu closes it; the items are buttons
    <div className="more-actions" ref={root} onKeyDown={onKeyDown} data-group="secondary">
      <button
        ref={toggle}
        type="button"
        className="btn btn-ghost more-actions-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`More actions: ${name}`}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <span>More</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="more-actions-menu" hidden={!open}>
        {actions.map((action) => (
          <li key={action}>
            <button
              type="button"
              className="more-actions-item"
              data-action={action}
              aria-label={`${ACTION_NAMES[action]}: ${name}`}
              onClick={() => {
                setOpen(false)
                onAction(action)
              }}
            >
              {ACTION_NAMES[action]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The InMail the extension drafted is sent (or not) by the recruiter on the site: they say which
 * here, through the same call the extension uses (InMail Sent / InMail Error).
 */
function InMailOutcome({
  name,
  onOutcome,
}: {
  name: string
  onOutcome: (outcome: 'sent' | 'failed') => Promise<unknown>
}) {
  const [busy, setBusy] = useState<'sent' | 'failed' | null>(null)
  const [error, setError] = useState<string | null>(null)
  async function confirm(outcome: 'sent' | 'failed') {
    setBusy(outcome)
    setError(null)
    try {
      await onOutcome(outcome)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(null)
    }
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons
    <span className="inmail-outcome" role="group" aria-label={`InMail outcome: ${name}`}>
      <Button
        variant="secondary"
        aria-label={`InMail Sent: ${name}`}
        loading={busy === 'sent'}
        disabled={busy !== null}
        onClick={() => void confirm('sent')}
      >
        InMail Sent
      </Button>
      <Button
        variant="ghost"
        aria-label={`InMail Error: ${name}`}
        loading={busy === 'failed'}
        disabled={busy !== null}
        onClick={() => void confirm('failed')}
      >
        InMail Error
      </Button>
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </span>
  )
}

export function StageBadge({ stage }: { stage: StageView }) {
  return <span className={`badge badge-${stageTone(stage)}`}>{stageText(stage)}</span>
}

/** Where the row's Push to ATS stands: what the ATS answered, never assumed. */
export function AtsPushBadge({ stage }: { stage: JobCandidateListItem['stage'] }) {
  if (!stage.atsPushState) return null
  if (stage.atsPushState === 'pushed') return <span className="badge badge-success ats-push-state">In the ATS</span>
  if (stage.atsPushState === 'pending')
    return (
      <span className="badge badge-info ats-push-state" title={stage.atsPushError ?? undefined}>
        {stage.atsPushError ? `ATS push retrying: ${stage.atsPushError}` : 'Sending to the ATS…'}
      </span>
    )
  return (
    <span className="badge badge-danger ats-push-state">ATS push failed: {stage.atsPushError ?? 'unknown reason'}</span>
  )
}

export interface RowSelection {
  checked: boolean
  disabled: boolean
  onToggle: () => void
}

export function CandidateRow({
  item,
  jobId,
  busyAction,
  onAction,
  selection,
  children,
  onInMailOutcome,
}: {
  item: JobCandidateListItem
  /** The job of the list: the profile link brings its stage actions along. */
  jobId: string | null
  busyAction: Action | undefined
  onAction: (action: Action) => void
  /** Shown on rows that can be approved in bulk. */
  selection?: RowSelection | undefined
  /** More about the row under its badges (the recommended list's explanation). */
  children?: ReactNode
  /** Provider staff confirm a drafted InMail's outcome (shown while the row is in InMail Sequence). */
  onInMailOutcome?: ((outcome: 'sent' | 'failed') => Promise<unknown>) | undefined
}) {
  const { candidate, stage } = item
  return (
    <li
      className="candidate-row row-list-item"
      data-candidate-id={candidate.id}
      data-stage={`${stage.stageType}/${stage.stageStatus}/${stage.stageCurrentStatus ?? ''}`}
      aria-busy={busyAction ? true : undefined}
    >
      {selection && (
        <div className="candidate-row-select">
          <input
            type="checkbox"
            name="bulkSelected"
            aria-label={`Select ${candidate.fullName}`}
            checked={selection.checked}
            disabled={selection.disabled}
            onChange={selection.onToggle}
          />
        </div>
      )}
      <div className="candidate-row-main">
        <h3 className="candidate-name">
          {/* provider staff and clients alike open the profile; with the job, its stage actions come along */}
          <Link href={`/candidate/profile?candidateId=${candidate.id}${jobId ? `&jobId=${jobId}` : ''}`}>
            {candidate.fullName}
          </Link>
        </h3>
        <p className="candidate-meta">
          {candidate.email && <span>{candidate.email}</span>}
          <span>Updated {formatDate(stage.statusUpdatedAt)}</span>
        </p>
        <StageBadge stage={stage} />
        <AtsPushBadge stage={item.stage} />
        {onInMailOutcome && stage.stageCurrentStatus === 'inmail_sequence' && (
          <InMailOutcome name={candidate.fullName} onOutcome={onInMailOutcome} />
        )}
        {stage.score !== null && stage.stageType === 'recommended' && (
          <span className="badge badge-info fit-score" data-pool={stage.pool ?? ''}>
            Fit {Math.round(stage.score)}
          </span>
        )}
        {children}
      </div>
      <RowActions item={item} busyAction={busyAction} onAction={onAction} />
    </li>
  )
}

interface Tile {
  key: string
  label: string
  value: number
}

/** The job's counts as a small funnel: what a viewer sees of it, bars scaled to the largest. */
export function AggregatesBar({ aggregates, provider }: { aggregates: JobAggregatesDto | null; provider: boolean }) {
  if (!aggregates) {
    return (
      <section className="aggregates is-loading" aria-label="Candidate counts" aria-busy="true">
        <p className="muted">Loading counts…</p>
      </section>
    )
  }
  const { provider: p, client: c } = aggregates
  const tiles: Tile[] = [
    ...(provider
      ? [
          { key: 'pitched', label: 'Pitched', value: p.pitched.current },
          { key: 'shortlist', label: 'Shortlist', value: p.shortList.current },
          { key: 'awaitingApproval', label: 'Pending AM Approval', value: p.submittal.current },
        ]
      : []),
    { key: 'submitted', label: 'Pending Client Review', value: c.submittal.current },
    { key: 'interviewing', label: 'Interviewing', value: c.sendOut.current },
    { key: 'offer', label: 'Offer', value: c.offer.current },
    { key: 'hired', label: 'Hired', value: c.offer.accepted },
  ]
  const max = Math.max(1, ...tiles.map((t) => t.value))
  const awaiting = provider ? p.awaitingAction : c.awaitingAction
  return (
    <section className="aggregates" aria-label="Candidate counts">
      <dl className="aggregate-tiles">
        {tiles.map((t) => (
          <div key={t.key} className="aggregate-tile" data-aggregate={t.key}>
            <dt>{t.label}</dt>
            <dd>
              <span className="aggregate-value">{t.value}</span>
              <span className="aggregate-bar" aria-hidden="true">
                <span style={{ width: `${(t.value / max) * 100}%` }} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {awaiting > 0 && (
        <p className="aggregate-awaiting" data-aggregate="awaiting">
          {awaiting} {awaiting === 1 ? 'candidate is' : 'candidates are'} waiting for you
        </p>
      )}
    </section>
  )
}
