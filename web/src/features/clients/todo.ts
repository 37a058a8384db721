/**
 * The client's To Do list for its recruiters (the spec names the tab; what it lists is ours):
 * what is waiting on the provider, on the client, jobs without submittals, contacts never
 * invited, and account gaps. Pure: built from the client, its open jobs with their aggregates
 * and its contacts, most urgent first.
 */
import type { ClientContact, ClientDetails } from '@quota/shared/contracts/clients'
import type { JobListItem } from '@quota/shared/contracts/jobs'
import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'

export const TODO_KINDS = ['approve', 'followUp', 'source', 'invite', 'setup'] as const
export type TodoKind = (typeof TODO_KINDS)[number]

export const TODO_KIND_LABELS: Record<TodoKind, string> = {
  approve: 'Approve',
  followUp: 'Follow up',
  source: 'Source',
  invite: 'Invite',
  setup: 'Set up',
}

/** An open job this long without a single submittal is flagged for sourcing. */
export const SOURCE_AFTER_DAYS = 14

export interface TodoItem {
  key: string
  kind: TodoKind
  title: string
  detail: string
  href: string | null
  /** Invite items: the contact to invite. */
  contactId?: string
}

type ClientPart = Pick<ClientDetails, 'id' | 'kickoffDate' | 'accountManager' | 'contactsCount' | 'isActive'>
type JobPart = Pick<JobListItem, 'id' | 'name' | 'status' | 'elapsedDays'>
type ContactPart = Pick<
  ClientContact,
  'id' | 'firstName' | 'lastName' | 'title' | 'lastLogin' | 'manualInviteSentAt' | 'noLongerAtCompany' | 'isActive'
> & { email: { email: string } }

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export function clientTodos(input: {
  client: ClientPart
  jobs: readonly JobPart[]
  aggregates: Readonly<Record<string, JobAggregatesDto>>
  contacts: readonly ContactPart[]
}): TodoItem[] {
  const { client, jobs, aggregates, contacts } = input
  const items: (TodoItem & { sort: string })[] = []
  const openJobs = [...jobs].filter((j) => j.status.id !== 'closed').sort((a, b) => a.name.localeCompare(b.name))

  for (const job of openJobs) {
    const a = aggregates[job.id]
    if (!a) continue
    if (a.provider.awaitingAction > 0)
      items.push({
        key: `approve-${job.id}`,
        kind: 'approve',
        title: `Review ${plural(a.provider.awaitingAction, 'candidate')} waiting for approval`,
        detail: job.name,
        href: `/job/${job.id}/candidates`,
        sort: job.name,
      })
    if (a.client.awaitingAction > 0)
      items.push({
        key: `follow-up-${job.id}`,
        kind: 'followUp',
        title: `Chase the client on ${plural(a.client.awaitingAction, 'candidate')}`,
        detail: `${job.name} · waiting for the client's decision or feedback`,
        href: `/job/${job.id}/candidates`,
        sort: job.name,
      })
    if (client.isActive && a.provider.submittal.total === 0 && job.elapsedDays >= SOURCE_AFTER_DAYS)
      items.push({
        key: `source-${job.id}`,
        kind: 'source',
        title: `No candidates submitted in ${plural(job.elapsedDays, 'day')}`,
        detail: job.name,
        href: `/job/${job.id}/search`,
        sort: job.name,
      })
  }

  for (const c of contacts) {
    if (c.noLongerAtCompany || !c.isActive || c.lastLogin || c.manualInviteSentAt) continue
    const name = `${c.firstName} ${c.lastName}`.trim()
    items.push({
      key: `invite-${c.id}`,
      kind: 'invite',
      title: `Invite ${name} to the client portal`,
      detail: [c.title, c.email.email].filter(Boolean).join(' · '),
      href: null,
      contactId: c.id,
      sort: name,
    })
  }

  const setup = (key: string, title: string, detail: string) =>
    items.push({
      key,
      kind: 'setup',
      title,
      detail,
      href: `/client/${client.id}/details`,
      sort: String(items.length).padStart(4, '0'),
    })
  if (!client.kickoffDate)
    setup('kickoff', 'Set the kickoff date', 'The Exec Report counts from the kickoff date by default.')
  if (!client.accountManager) setup('account-manager', 'Assign an account manager', 'Nobody owns this account yet.')
  if (client.contactsCount === 0) setup('contacts', 'Add a contact', 'The client has no contacts yet.')

  const rank = (k: TodoKind) => TODO_KINDS.indexOf(k)
  return items
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.sort.localeCompare(b.sort))
    .map(({ sort: _sort, ...item }) => item)
}
