/** The Client Details tab: the account and the company profile, contacts (paged) and notes. */
import { CLIENT_LIMITS, displayPhone } from '@quota/shared/domain/clients/index'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { ListError, ShowMore } from '../../ui/list'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { formatDate, timeAgo } from '../pipeline/format'
import { sessionState } from '../session/state'
import { isRecruiter } from '../session/user'
import type { ClientContact, ClientDetails, ClientNote, OrganizationProfile } from './api'
import {
  CONTACTS_PAGE,
  clientsState,
  loadContacts,
  loadMoreNotes,
  loadNotes,
  openClientDetailsTab,
  saveNewNote,
  saveNoteChange,
  setIncludeFormer,
} from './state'

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v))

/** Plain text of the profile's "about" HTML (never inserted as HTML). */
function htmlToText(html: string | null): string {
  if (!html) return ''
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').trim()
}

function ExternalLink({ href, children }: { href: string | null; children: string }) {
  if (!href) return <>—</>
  const safe = /^https?:\/\//i.test(href) ? href : `https://${href}`
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

export function ClientDetailsTab({ clientId }: { clientId: string }) {
  const { client } = useSnapshot(clientsState)
  const d = useSnapshot(clientsState.details)

  useEffect(() => {
    void openClientDetailsTab(clientId)
  }, [clientId])

  const details = client.details as ClientDetails
  return (
    <div className="client-details stack">
      <AccountSection details={details} />
      <ProfileSection profile={d.profile as OrganizationProfile | null} error={d.profileError} />
      <ContactsSection />
      <NotesSection />
    </div>
  )
}

function AccountSection({ details: c }: { details: ClientDetails }) {
  return (
    <section className="card" aria-labelledby="client-account-title">
      <h2 id="client-account-title">Account</h2>
      <dl className="details-list">
        <div>
          <dt>Company type</dt>
          <dd>{c.companyType.name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{c.isActive ? 'Active' : 'Inactive'}</dd>
        </div>
        <div>
          <dt>Kickoff date</dt>
          <dd>{formatDate(c.kickoffDate)}</dd>
        </div>
        <div>
          <dt>Account manager</dt>
          <dd>{dash(c.accountManager?.name)}</dd>
        </div>
        <div>
          <dt>Business development</dt>
          <dd>{dash(c.businessDevelopment?.name)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{c.feePercentage === null ? '—' : `${c.feePercentage}%`}</dd>
        </div>
        <div>
          <dt>Account status</dt>
          <dd>{dash(c.accountStatus?.value)}</dd>
        </div>
        <div>
          <dt>Branch</dt>
          <dd>{dash(c.branch?.value)}</dd>
        </div>
        <div>
          <dt>Assigned branch</dt>
          <dd>{dash(c.assignedBranch?.value)}</dd>
        </div>
        <div>
          <dt>Jobs</dt>
          <dd>
            {c.openJobsCount} open of {c.totalJobsCount}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{c.phoneDisplay ? <a href={`tel:${c.phone ?? c.phoneDisplay}`}>{c.phoneDisplay}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            <ExternalLink href={c.websiteUrl}>{c.websiteUrl ?? ''}</ExternalLink>
          </dd>
        </div>
        <div>
          <dt>LinkedIn</dt>
          <dd>
            <ExternalLink href={c.linkedinUrl}>Company page</ExternalLink>
          </dd>
        </div>
        <div>
          <dt>Client since</dt>
          <dd>{formatDate(c.createdAt)}</dd>
        </div>
      </dl>
      {(c.sourcingNotes || c.salesTeamNotes) && (
        <div className="client-account-notes">
          {c.sourcingNotes && (
            <div>
              <h3>Sourcing notes</h3>
              <p className="prewrap">{c.sourcingNotes}</p>
            </div>
          )}
          {c.salesTeamNotes && (
            <div>
              <h3>Sales team notes</h3>
              <p className="prewrap">{c.salesTeamNotes}</p>
            </div>
          )}
        </div>
      )}
    </section>
  )
}

function ProfileSection({ profile: p, error }: { profile: OrganizationProfile | null; error: string | null }) {
  return (
    <section className="card" aria-labelledby="client-profile-title">
      <h2 id="client-profile-title">Company profile</h2>
      {error ? (
        <Alert>{error}</Alert>
      ) : !p ? (
        <Spinner label="Loading the company profile" />
      ) : (
        <>
          {p.aboutHtml && <p className="client-about">{htmlToText(p.aboutHtml)}</p>}
          <dl className="details-list">
            <div>
              <dt>Industry</dt>
              <dd>{dash(p.industry?.value)}</dd>
            </div>
            <div>
              <dt>Company size</dt>
              <dd>{dash(p.companySize?.value)}</dd>
            </div>
            <div>
              <dt>Funding round</dt>
              <dd>{dash(p.fundingRound?.value)}</dd>
            </div>
            <div>
              <dt>Total funding</dt>
              <dd>
                {p.totalFunding
                  ? p.totalFunding >= 1_000_000
                    ? `$${(p.totalFunding / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}m`
                    : `$${Math.round(p.totalFunding / 1000)}k`
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>Founded</dt>
              <dd>{dash(p.yearFounded)}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{p.city || p.state ? [p.city?.name, p.state?.code].filter(Boolean).join(', ') : '—'}</dd>
            </div>
            <div>
              <dt>Target market</dt>
              <dd>{dash(p.targetMarket?.value)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{dash(p.crunchbaseStatus?.value)}</dd>
            </div>
          </dl>
          {p.benefits.length > 0 && (
            <>
              <h3 className="client-subtitle">Benefits</h3>
              <ul className="chip-list">
                {p.benefits.map((b) => (
                  <li key={b.id} className="badge">
                    {b.value}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  )
}

function contactName(c: Pick<ClientContact, 'firstName' | 'lastName'>) {
  return `${c.firstName} ${c.lastName}`.trim()
}

function ContactsSection() {
  const d = useSnapshot(clientsState.details)
  const from = d.contactsTotal ? d.contactsOffset + 1 : 0
  const to = Math.min(d.contactsOffset + CONTACTS_PAGE, d.contactsTotal)
  return (
    <section className="card" aria-labelledby="client-contacts-title">
      <div className="list-toolbar">
        <h2 id="client-contacts-title" className="list-title">
          Contacts
        </h2>
        <Checkbox
          label="Include people no longer at the company"
          name="includeFormer"
          checked={d.includeFormer}
          onChange={(e) => setIncludeFormer(e.target.checked)}
        />
      </div>
      {d.contactsError ? (
        <ListError message={d.contactsError} onRetry={() => void loadContacts(d.contactsOffset)} />
      ) : d.contactsLoading && !d.contacts.length ? (
        <Spinner label="Loading contacts" />
      ) : d.contacts.length === 0 ? (
        <EmptyState title="No contacts yet." />
      ) : (
        <>
          <div className="data-table-wrap" aria-busy={d.contactsLoading || undefined}>
            <table className="data-table contacts-table">
              <caption className="visually-hidden">Contacts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Title</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Level</th>
                  <th scope="col">Last login</th>
                  <th scope="col">Access</th>
                </tr>
              </thead>
              <tbody>
                {(d.contacts as ClientContact[]).map((c) => (
                  <tr key={c.id} data-contact-id={c.id}>
                    <th scope="row">
                      {c.linkedInProfileUrl ? (
                        <ExternalLink href={c.linkedInProfileUrl}>{contactName(c)}</ExternalLink>
                      ) : (
                        contactName(c)
                      )}
                      {c.noLongerAtCompany && <span className="badge badge-warning contact-left">Left</span>}
                    </th>
                    <td>{dash(c.title)}</td>
                    <td>
                      <a href={`mailto:${c.email.email}`}>{c.email.email}</a>
                    </td>
                    <td>{dash(displayPhone(c.mobile ?? c.phone))}</td>
                    <td>{dash(c.level?.value)}</td>
                    <td>
                      {c.lastLogin
                        ? timeAgo(c.lastLogin)
                        : c.manualInviteSentAt
                          ? `Invited ${formatDate(c.manualInviteSentAt)}`
                          : 'Never'}
                    </td>
                    <td>
                      {[c.viewJobDashboard && 'Job dashboard', c.canSource && 'Sourcing'].filter(Boolean).join(', ') ||
                        '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label="Contacts pages">
            <Button
              variant="secondary"
              disabled={d.contactsOffset === 0 || d.contactsLoading}
              onClick={() => void loadContacts(Math.max(0, d.contactsOffset - CONTACTS_PAGE))}
            >
              Previous
            </Button>
            <p className="pager-status" aria-live="polite">
              {from}–{to} of {d.contactsTotal}
            </p>
            <Button
              variant="secondary"
              disabled={to >= d.contactsTotal || d.contactsLoading}
              onClick={() => void loadContacts(d.contactsOffset + CONTACTS_PAGE)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  )
}

function NotesSection() {
  const d = useSnapshot(clientsState.details)
  const { user } = useSnapshot(sessionState)
  const canWrite = Boolean(user && isRecruiter(user))
  return (
    <section className="card" aria-labelledby="client-notes-title">
      <h2 id="client-notes-title">Notes</h2>
      {canWrite && <NoteForm />}
      {d.notesError ? (
        <ListError message={d.notesError} onRetry={() => void loadNotes()} />
      ) : d.notesLoading && !d.notes.length ? (
        <Spinner label="Loading notes" />
      ) : d.notes.length === 0 ? (
        <EmptyState title="No notes yet." />
      ) : (
        <>
          <ul className="client-notes">
            {(d.notes as ClientNote[]).map((n) => (
              <NoteItem key={n.id} note={n} canEdit={canWrite} />
            ))}
          </ul>
          {d.notes.length < d.notesTotal && (
            <ShowMore loading={d.notesLoadingMore} onClick={() => void loadMoreNotes()}>
              Show more notes
            </ShowMore>
          )}
        </>
      )}
    </section>
  )
}

function noteError(body: string): string | null {
  if (!body.trim()) return 'This field is required.'
  if (body.length > CLIENT_LIMITS.noteBody) return `At most ${CLIENT_LIMITS.noteBody} characters.`
  return null
}

/**
 * The draft of a note (new or edited): checks it, sends the trimmed text with `save`, and puts
 * the server's message under the field when it refuses. `onSubmit` resolves true once saved.
 */
function useNoteDraft(initial: string, save: (body: string) => Promise<unknown>) {
  const [body, setBody] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(e: FormEvent): Promise<boolean> {
    e.preventDefault()
    const problem = noteError(body)
    setError(problem)
    if (problem) return false
    setSaving(true)
    try {
      await save(body.trim())
      return true
    } catch (err) {
      if (isApiError(err)) setError(err.fieldMessage('body') ?? err.message)
      return false
    } finally {
      setSaving(false)
    }
  }

  return { body, setBody, error, setError, saving, submit }
}

function NoteForm() {
  const { body, setBody, error, saving, submit } = useNoteDraft('', saveNewNote)

  async function onSubmit(e: FormEvent) {
    if (!(await submit(e))) return
    setBody('')
    toast.success('Note added.')
  }

  return (
    <form className="client-note-form" aria-label="Add a note" onSubmit={onSubmit} noValidate>
      <TextArea
        label="New note"
        name="noteBody"
        value={body}
        maxLength={CLIENT_LIMITS.noteBody}
        error={error}
        onChange={(e) => setBody(e.target.value)}
      />
      <Button type="submit" loading={saving}>
        Add note
      </Button>
    </form>
  )
}

function NoteItem({ note, canEdit }: { note: ClientNote; canEdit: boolean }) {
  const [editing, setEditing] = useState(false)
  const { body, setBody, error, setError, saving, submit } = useNoteDraft(note.body, (text) =>
    saveNoteChange(note.id, text),
  )

  async function onSave(e: FormEvent) {
    if (!(await submit(e))) return
    setEditing(false)
    toast.success('Note saved.')
  }

  return (
    <li className="client-note" data-note-id={note.id}>
      <p className="client-note-meta">
        <strong>{note.author?.name ?? 'Someone'}</strong> · {formatDate(note.createdAt)}
        {note.updatedAt !== note.createdAt && <span> · edited</span>}
      </p>
      {editing ? (
        <form aria-label="Edit the note" onSubmit={onSave} noValidate>
          <TextArea
            label="Note"
            name="editNoteBody"
            value={body}
            maxLength={CLIENT_LIMITS.noteBody}
            error={error}
            onChange={(e) => setBody(e.target.value)}
          />
          <div className="row">
            <Button type="submit" loading={saving}>
              Save
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setBody(note.body)
                setError(null)
                setEditing(false)
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="prewrap">{note.body}</p>
          {canEdit && (
            <Button variant="link" onClick={() => setEditing(true)}>
              Edit<span className="visually-hidden"> the note of {formatDate(note.createdAt)}</span>
            </Button>
          )}
        </>
      )}
    </li>
  )
}
