/**
 * The job's contacts (002 §3: Job Contact, Hiring Manager; roles Sales Contact, Account Manager,
 * Sourcer): the company's users, and for provider staff its own users in a role. Each add or
 * removal is saved at once (jobs/{id}/contacts). A client sees and changes its company's
 * contacts only: the provider's people on a job are the provider's business.
 */
import type { JobContactRole, JobContactType } from '@quota/shared/domain/enums'
import { type FormEvent, useState } from 'react'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { addJobContact, type JobContact, type JobDetail, removeJobContact } from './api'
import { useCompanyUserChoices, useJobManagerChoices } from './job-choices'
import { formErrorsOf } from './job-form'

const TYPE_LABELS: Record<JobContactType, string> = { jobContact: 'Job contact', hiringManager: 'Hiring manager' }
const ROLE_LABELS: Record<JobContactRole, string> = {
  salesContact: 'Sales Contact',
  accountManager: 'Account Manager',
  sourcer: 'Sourcer',
}

const nameOf = (c: JobContact) => `${c.firstName} ${c.lastName}`.trim()
const describe = (c: JobContact) =>
  [TYPE_LABELS[c.type], c.role ? ROLE_LABELS[c.role] : null].filter(Boolean).join(', ')

function AddContact({ job, staff, onAdded }: { job: JobDetail; staff: boolean; onAdded: () => Promise<void> }) {
  const company = useCompanyUserChoices(job.organizationId)
  const provider = useJobManagerChoices(staff)
  const [userId, setUserId] = useState('')
  const [type, setType] = useState<JobContactType>('jobContact')
  const [role, setRole] = useState<JobContactRole | ''>('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const people = [
    ...company.choices.map((c) => ({ value: c.id, label: c.label })),
    ...provider.choices.map((c) => ({ value: c.id, label: `${c.label} (provider)` })),
  ]

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!userId) return setError('Please choose a person.')
    setPending(true)
    try {
      await addJobContact(job.id, { userId, type, ...(role ? { role } : {}) })
      toast.success('The contact was added.')
      setUserId('')
      setRole('')
      setError(undefined)
      await onAdded()
    } catch (err) {
      const own = formErrorsOf(err)
      if (own) setError(own.userId ?? own.form)
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="Add a job contact" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid-2">
        <Select
          label="Person"
          name="userId"
          required
          placeholder={company.loading ? 'Loading…' : 'Choose…'}
          options={people}
          value={userId}
          onChange={(e) => {
            setUserId(e.target.value)
            setError(undefined)
          }}
          error={error}
        />
        <Select
          label="Type"
          name="type"
          options={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          value={type}
          onChange={(e) => setType(e.target.value as JobContactType)}
        />
        {staff && (
          <Select
            label="Role"
            name="role"
            placeholder="None"
            options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
            value={role}
            onChange={(e) => setRole(e.target.value as JobContactRole | '')}
          />
        )}
      </div>
      <div className="row">
        <Button type="submit" variant="secondary" loading={pending}>
          Add contact
        </Button>
      </div>
    </form>
  )
}

export function JobContacts({
  job,
  canEdit,
  staff,
  onChanged,
}: {
  job: JobDetail
  canEdit: boolean
  staff: boolean
  /** Load the job again after a change. */
  onChanged: () => Promise<void>
}) {
  const [removing, setRemoving] = useState<string | null>(null)
  const shown = job.contacts.filter((c) => staff || c.userType === 'client')

  async function remove(c: JobContact) {
    setRemoving(c.id)
    try {
      await removeJobContact(job.id, c.id)
      toast.success(`${nameOf(c)} is no longer a contact of this job.`)
      await onChanged()
    } catch {
      // shown by the app's error handling; the contact stays
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section className="stack" aria-labelledby="job-contacts-title">
      <h3 id="job-contacts-title">Contacts</h3>
      {shown.length ? (
        <ul className="chosen-places" aria-label="The job's contacts">
          {shown.map((c) => (
            <li key={c.id} data-contact={c.userId}>
              <span>
                {nameOf(c)} · {describe(c)}
              </span>
              {canEdit && (
                <Button
                  variant="link"
                  aria-label={`Remove ${nameOf(c)} (${describe(c)})`}
                  loading={removing === c.id}
                  onClick={() => void remove(c)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">No contacts yet.</p>
      )}
      {canEdit && <AddContact job={job} staff={staff} onAdded={onChanged} />}
    </section>
  )
}
