/**
 * The clients store (provider staff): the client list with its filters and favourites, the open
 * client with its tabs (Exec Report, Client Details, To Do, Analytics). The list's filters and
 * sort, the report's filters and the last tab are kept per user in the browser (spec 002 §9).
 */
import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'
import { CLIENT_SORTS, type ClientSort } from '@quota/shared/domain/clients/index'
import { COMPANY_TYPES, type CompanyType } from '@quota/shared/domain/enums'
import { EXEC_REPORT_PAGE_SIZE } from '@quota/shared/domain/reports/index'
import { PAGE_SIZE } from '@quota/shared/domain/validation/limits'
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { toast } from '../../app/toasts'
import { sessionState } from '../session/state'
import {
  addNote,
  type ClientContact,
  type ClientDetails,
  type ClientListItem,
  type ClientNote,
  type ExecutiveSummary,
  fetchAggregates,
  fetchClientDetails,
  fetchClientJobs,
  fetchClientProfile,
  fetchClients,
  fetchContacts,
  fetchExecutiveSummary,
  fetchManagers,
  fetchNotes,
  fetchRejectionReasons,
  fetchRoleMetrics,
  type JobListItem,
  type OrganizationProfile,
  type PersonRef,
  type RejectionReasonsReport,
  type RoleMetrics,
  sendLoginInvite,
  setClientFavorite,
  setClientStatus,
  updateNote,
} from './api'
import {
  DEFAULT_EXEC_REPORT_FILTERS,
  type ExecReportFilters,
  execReportQuery,
  type FilterErrors,
  queryKey,
  restoreExecReportFilters,
} from './report-filter'

// ---- tabs ------------------------------------------------------------------------------------

/** Client details tabs in the spec's order (000/002 §2); the first is the default (002 §9 "tab 0"). */
export const CLIENT_TABS = ['exec-report', 'details', 'to-do', 'analytics'] as const
export type ClientTab = (typeof CLIENT_TABS)[number]
export const CLIENT_TAB_LABELS: Record<ClientTab, string> = {
  'exec-report': 'Exec Report',
  details: 'Client Details',
  'to-do': 'To Do',
  analytics: 'Analytics',
}

// ---- per-user storage ------------------------------------------------------------------------

const storageKey = (name: string) => `quota.${name}.${sessionState.user?.id ?? 'anonymous'}`

function readStored(name: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(name))
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}

function writeStored(name: string, value: unknown) {
  try {
    globalThis.localStorage?.setItem(storageKey(name), JSON.stringify(value))
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}

/** The tab a client opens on: the last one this user chose (Exec Report at first). */
export function savedClientTab(): ClientTab {
  const t = readStored('clientTab')
  return (CLIENT_TABS as readonly unknown[]).includes(t) ? (t as ClientTab) : 'exec-report'
}

export function rememberClientTab(tab: ClientTab) {
  writeStored('clientTab', tab)
}

// ---- the client list -------------------------------------------------------------------------

export const CLIENT_STATUSES = ['all', 'active', 'inactive'] as const
export type ClientStatusFilter = (typeof CLIENT_STATUSES)[number]

export const CLIENT_SORT_LABELS: Record<ClientSort, string> = {
  name: 'Name',
  createdAt: 'Date added',
  updatedAt: 'Last updated',
  kickoffDate: 'Kickoff date',
  openJobs: 'Open jobs',
}

export interface ClientFilters {
  searchText: string
  status: ClientStatusFilter
  companyType: CompanyType | ''
  accountManagerId: string
  favoritesOnly: boolean
  sortBy: ClientSort
}

export const DEFAULT_CLIENT_FILTERS: ClientFilters = {
  searchText: '',
  status: 'all',
  companyType: '',
  accountManagerId: '',
  favoritesOnly: false,
  sortBy: 'name',
}

function restoreClientFilters(saved: unknown): ClientFilters {
  if (!saved || typeof saved !== 'object') return { ...DEFAULT_CLIENT_FILTERS }
  const s = saved as Record<string, unknown>
  const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
    (list as readonly unknown[]).includes(v) ? (v as T) : fallback
  return {
    searchText: typeof s.searchText === 'string' ? s.searchText.slice(0, 100) : '',
    status: oneOf(CLIENT_STATUSES, s.status, 'all'),
    companyType: oneOf<CompanyType | ''>(['', ...COMPANY_TYPES], s.companyType, ''),
    accountManagerId:
      typeof s.accountManagerId === 'string' && /^[0-9a-f-]{36}$/i.test(s.accountManagerId) ? s.accountManagerId : '',
    favoritesOnly: s.favoritesOnly === true,
    sortBy: oneOf(CLIENT_SORTS, s.sortBy, 'name'),
  }
}

/** The list call's body for the filters. */
export function clientListBody(f: ClientFilters) {
  return {
    ...(f.searchText.trim() ? { searchText: f.searchText.trim() } : {}),
    ...(f.status !== 'all' ? { isActive: f.status === 'active' } : {}),
    ...(f.companyType ? { companyTypes: [f.companyType] } : {}),
    ...(f.accountManagerId ? { accountManagerIds: [f.accountManagerId] } : {}),
    ...(f.favoritesOnly ? { favoritesOnly: true } : {}),
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback)

function listInitial() {
  return {
    filters: { ...DEFAULT_CLIENT_FILTERS } as ClientFilters,
    restored: false,
    rows: [] as ClientListItem[],
    total: 0,
    loading: true,
    loadingMore: false,
    error: null as string | null,
    managers: [] as PersonRef[],
  }
}

// ---- the open client -------------------------------------------------------------------------

function clientInitial() {
  return {
    id: null as string | null,
    details: null as ClientDetails | null,
    loading: false,
    error: null as string | null,
    notFound: false,
    statusPending: false,
  }
}

function detailsInitial() {
  return {
    profile: null as OrganizationProfile | null,
    profileError: null as string | null,
    contacts: [] as ClientContact[],
    contactsTotal: 0,
    contactsOffset: 0,
    contactsLoading: false,
    contactsError: null as string | null,
    includeFormer: false,
    notes: [] as ClientNote[],
    notesTotal: 0,
    notesLoading: false,
    notesLoadingMore: false,
    notesError: null as string | null,
  }
}

function reportInitial() {
  return {
    filters: { ...DEFAULT_EXEC_REPORT_FILTERS, positionIds: [] } as ExecReportFilters,
    restored: false,
    errors: {} as FilterErrors,
    /** The query the numbers shown belong to. */
    shownKey: null as string | null,
    loading: false,
    error: null as string | null,
    /** The clientExecReporting feature is off for this client and this user (403). */
    notEnabled: false,
    summary: null as ExecutiveSummary | null,
    metrics: [] as RoleMetrics[],
    metricsTotal: 0,
    metricsLoadingMore: false,
    reasons: null as RejectionReasonsReport | null,
    reasonsLoadingMore: false,
    /** The positions of the client's jobs, to filter by. */
    positions: [] as { id: string; name: string }[],
    positionsFor: null as string | null,
  }
}

/** Open jobs with their aggregates and the contacts (To Do and Analytics). */
function workInitial() {
  return {
    for: null as string | null,
    loading: false,
    error: null as string | null,
    jobs: [] as JobListItem[],
    aggregates: {} as Record<string, JobAggregatesDto>,
    contacts: [] as ClientContact[],
    /** Contact ids whose invitation is being sent. */
    inviting: {} as Record<string, boolean>,
  }
}

export const ANALYTICS_WINDOWS = ['7', '30', '90', 'all'] as const
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number]

function analyticsInitial() {
  return {
    window: '30' as AnalyticsWindow,
    loading: false,
    error: null as string | null,
    contacts: [] as ClientContact[],
    total: 0,
  }
}

function initial() {
  return {
    list: listInitial(),
    client: clientInitial(),
    details: detailsInitial(),
    report: reportInitial(),
    work: workInitial(),
    analytics: analyticsInitial(),
    /** Client ids whose favourite toggle is running. */
    favoritePending: {} as Record<string, boolean>,
  }
}

export const clientsState = proxy(initial())
onResetAll(() => Object.assign(clientsState, initial()))

const tokens = { list: 0, client: 0, contacts: 0, notes: 0, report: 0, work: 0, analytics: 0 }
const next = (k: keyof typeof tokens) => ++tokens[k]
const current = (k: keyof typeof tokens, t: number) => tokens[k] === t

// ---- list actions ----------------------------------------------------------------------------

/** Restores the user's saved filters once, loads the first page and the account managers. */
export async function openClientList() {
  const s = clientsState.list
  if (!s.restored) {
    s.filters = restoreClientFilters(readStored('clientFilters'))
    s.restored = true
  }
  if (!s.managers.length)
    void fetchManagers()
      .then((m) => {
        clientsState.list.managers = m
      })
      .catch(() => {})
  await loadClients()
}

export async function loadClients() {
  const mine = next('list')
  const s = clientsState.list
  s.loading = true
  s.error = null
  try {
    const answer = await fetchClients(clientListBody(s.filters), {
      sortBy: s.filters.sortBy,
      limit: PAGE_SIZE.initial,
      offset: 0,
    })
    if (!current('list', mine)) return
    s.rows = answer.data
    s.total = answer.meta.total
  } catch (error) {
    if (!current('list', mine)) return
    s.rows = []
    s.total = 0
    s.error = errorText(error, 'The clients could not be loaded.')
  } finally {
    if (current('list', mine)) s.loading = false
  }
}

export async function loadMoreClients() {
  const s = clientsState.list
  if (s.loadingMore || s.rows.length >= s.total) return
  const mine = tokens.list
  s.loadingMore = true
  try {
    const answer = await fetchClients(clientListBody(s.filters), {
      sortBy: s.filters.sortBy,
      limit: PAGE_SIZE.initial,
      offset: s.rows.length,
    })
    if (!current('list', mine)) return
    const seen = new Set(s.rows.map((r) => r.id))
    s.rows.push(...answer.data.filter((r) => !seen.has(r.id)))
    s.total = answer.meta.total
  } catch {
    // the global handler shows the error; the button stays for another try
  } finally {
    s.loadingMore = false
  }
}

export function setClientFilters(patch: Partial<ClientFilters>) {
  Object.assign(clientsState.list.filters, patch)
  writeStored('clientFilters', clientsState.list.filters)
  void loadClients()
}

export const resetClientFilters = () => setClientFilters({ ...DEFAULT_CLIENT_FILTERS })

export const isFavorite = (client: { favoriteByUsers: readonly string[] }) =>
  Boolean(sessionState.user && client.favoriteByUsers.includes(sessionState.user.id))

/** Adds or removes the user in the client's favourites: shown at once, then as the server says. */
export async function toggleClientFavorite(clientId: string) {
  const userId = sessionState.user?.id
  if (!userId || clientsState.favoritePending[clientId]) return
  const row = clientsState.list.rows.find((r) => r.id === clientId)
  const details = clientsState.client.details?.id === clientId ? clientsState.client.details : null
  const before = [...(row?.favoriteByUsers ?? details?.favoriteByUsers ?? [])]
  const on = !before.includes(userId)
  const apply = (ids: string[]) => {
    if (row) {
      row.favoriteByUsers = ids
      row.meta.favoriteByUsers = ids
    }
    if (details) {
      details.favoriteByUsers = ids
      details.meta.favoriteByUsers = ids
    }
  }
  apply(on ? [...before, userId] : before.filter((id) => id !== userId))
  clientsState.favoritePending[clientId] = true
  try {
    apply(await setClientFavorite(clientId, on))
    const list = clientsState.list
    if (!on && list.filters.favoritesOnly && row) {
      list.rows = list.rows.filter((r) => r.id !== clientId)
      list.total = Math.max(0, list.total - 1)
    }
  } catch {
    apply(before)
  } finally {
    delete clientsState.favoritePending[clientId]
  }
}

// ---- the open client -------------------------------------------------------------------------

/** Opens a client: loads its details once (a different client resets every tab). */
export async function openClient(clientId: string) {
  const s = clientsState
  if (s.client.id === clientId && (s.client.details || s.client.loading)) return
  Object.assign(s.client, clientInitial(), { id: clientId })
  Object.assign(s.details, detailsInitial())
  Object.assign(s.work, workInitial())
  Object.assign(s.analytics, analyticsInitial(), { window: s.analytics.window })
  const { filters, restored, positions, positionsFor } = s.report
  Object.assign(s.report, reportInitial(), { filters, restored, positions, positionsFor })
  await loadClient()
}

export async function loadClient() {
  const c = clientsState.client
  const id = c.id
  if (!id) return
  const mine = next('client')
  if (!UUID.test(id)) {
    Object.assign(c, { loading: false, notFound: true, error: 'Client not found' })
    return
  }
  c.loading = true
  c.error = null
  c.notFound = false
  try {
    const details = await fetchClientDetails(id)
    if (!current('client', mine)) return
    c.details = details
  } catch (error) {
    if (!current('client', mine)) return
    c.notFound = isApiError(error) && error.status === 404
    c.error = errorText(error, 'The client could not be loaded.')
  } finally {
    if (current('client', mine)) c.loading = false
  }
}

/** Activates or deactivates the client (recruiters). */
export async function changeClientStatus(isActive: boolean) {
  const c = clientsState.client
  if (!c.details || c.statusPending) return
  c.statusPending = true
  try {
    const updated = await setClientStatus(c.details.id, isActive)
    c.details = updated
    const row = clientsState.list.rows.find((r) => r.id === updated.id)
    if (row) row.isActive = updated.isActive
    toast.success(`${updated.name} is now ${updated.isActive ? 'active' : 'inactive'}.`)
  } catch {
    // the global handler shows the error
  } finally {
    c.statusPending = false
  }
}

// ---- Client Details tab ----------------------------------------------------------------------

export const CONTACTS_PAGE = PAGE_SIZE.list
export const NOTES_PAGE = PAGE_SIZE.list

export async function openClientDetailsTab(clientId: string) {
  const d = clientsState.details
  if (!d.profile)
    void fetchClientProfile(clientId)
      .then((p) => {
        if (clientsState.client.id === clientId) clientsState.details.profile = p
      })
      .catch((error) => {
        if (clientsState.client.id === clientId)
          clientsState.details.profileError = errorText(error, 'The company profile could not be loaded.')
      })
  await Promise.all([loadContacts(d.contactsOffset), d.notes.length ? null : loadNotes()])
}

export async function loadContacts(offset = 0) {
  const id = clientsState.client.id
  if (!id) return
  const d = clientsState.details
  const mine = next('contacts')
  d.contactsLoading = true
  d.contactsError = null
  try {
    const answer = await fetchContacts(id, {
      limit: CONTACTS_PAGE,
      offset,
      sortBy: 'name',
      ...(d.includeFormer ? { includeNoLongerAtCompany: true } : {}),
    })
    if (!current('contacts', mine)) return
    d.contacts = answer.data
    d.contactsTotal = answer.meta.total
    d.contactsOffset = offset
  } catch (error) {
    if (!current('contacts', mine)) return
    d.contactsError = errorText(error, 'The contacts could not be loaded.')
  } finally {
    if (current('contacts', mine)) d.contactsLoading = false
  }
}

export function setIncludeFormer(on: boolean) {
  clientsState.details.includeFormer = on
  void loadContacts(0)
}

export async function loadNotes() {
  const id = clientsState.client.id
  if (!id) return
  const d = clientsState.details
  const mine = next('notes')
  d.notesLoading = true
  d.notesError = null
  try {
    const answer = await fetchNotes(id, { limit: NOTES_PAGE, offset: 0 })
    if (!current('notes', mine)) return
    d.notes = answer.data
    d.notesTotal = answer.meta.total
  } catch (error) {
    if (!current('notes', mine)) return
    d.notesError = errorText(error, 'The notes could not be loaded.')
  } finally {
    if (current('notes', mine)) d.notesLoading = false
  }
}

export async function loadMoreNotes() {
  const id = clientsState.client.id
  const d = clientsState.details
  if (!id || d.notesLoadingMore || d.notes.length >= d.notesTotal) return
  const mine = tokens.notes
  d.notesLoadingMore = true
  try {
    const answer = await fetchNotes(id, { limit: NOTES_PAGE, offset: d.notes.length })
    if (!current('notes', mine)) return
    const seen = new Set(d.notes.map((n) => n.id))
    d.notes.push(...answer.data.filter((n) => !seen.has(n.id)))
    d.notesTotal = answer.meta.total
  } catch {
    // the global handler shows the error
  } finally {
    d.notesLoadingMore = false
  }
}

/** Adds a note (newest first); throws the API error for the form to show. */
export async function saveNewNote(body: string) {
  const id = clientsState.client.id
  if (!id) return
  const note = await addNote(id, body)
  const d = clientsState.details
  d.notes.unshift(note)
  d.notesTotal += 1
}

export async function saveNoteChange(noteId: string, body: string) {
  const id = clientsState.client.id
  if (!id) return
  const note = await updateNote(id, noteId, body)
  const d = clientsState.details
  const i = d.notes.findIndex((n) => n.id === noteId)
  if (i >= 0) d.notes[i] = note
}

// ---- Exec Report tab -------------------------------------------------------------------------

const isForbidden = (error: unknown) => isApiError(error) && error.status === 403

/** Restores the user's report filters once, loads the positions to filter by, then the report. */
export async function openExecReport(clientId: string) {
  const r = clientsState.report
  if (!r.restored) {
    r.filters = restoreExecReportFilters(readStored('execReportFilters'))
    r.restored = true
  }
  if (r.positionsFor !== clientId) void loadPositions(clientId)
  await loadReport()
}

/** The positions of every job of the client (the role metrics of all its jobs). */
async function loadPositions(clientId: string) {
  const r = clientsState.report
  r.positionsFor = clientId
  r.positions = []
  try {
    const answer = await fetchRoleMetrics(clientId, { isOpenJob: 'false', dateFilter: 'kickoff', limit: '200' })
    if (clientsState.client.id !== clientId) return
    r.positions = answer.data
      .filter((m): m is RoleMetrics & { position: { id: string; name: string } } => m.position.id !== null)
      .map((m) => ({ id: m.position.id, name: m.position.name }))
      .sort((a, b) => a.name.localeCompare(b.name))
    // Positions saved for another client do not apply here.
    const known = new Set(r.positions.map((p) => p.id))
    if (r.filters.positionIds.some((id) => !known.has(id))) {
      r.filters.positionIds = r.filters.positionIds.filter((id) => known.has(id))
      void loadReport()
    }
  } catch {
    r.positionsFor = null
  }
}

/** Loads the three report parts for the current filters (nothing when the filters are invalid). */
export async function loadReport() {
  const id = clientsState.client.id
  if (!id) return
  const r = clientsState.report
  const built = execReportQuery(r.filters)
  if (!built.ok) {
    r.errors = built.errors
    return
  }
  r.errors = {}
  const mine = next('report')
  r.loading = true
  r.error = null
  const page = { limit: String(EXEC_REPORT_PAGE_SIZE), offset: '0' }
  try {
    const [summary, metrics, reasons] = await Promise.all([
      fetchExecutiveSummary(id, built.query),
      fetchRoleMetrics(id, { ...built.query, ...page }),
      fetchRejectionReasons(id, { ...built.query, ...page }),
    ])
    if (!current('report', mine)) return
    r.notEnabled = false
    r.summary = summary
    r.metrics = metrics.data
    r.metricsTotal = metrics.meta.total
    r.reasons = ref(reasons)
    r.shownKey = queryKey(built.query)
  } catch (error) {
    if (!current('report', mine)) return
    if (isForbidden(error)) r.notEnabled = true
    else r.error = errorText(error, 'The report could not be loaded.')
  } finally {
    if (current('report', mine)) r.loading = false
  }
}

/**
 * Changes the report filters. `apply`: reload the report (true), only when the filters are
 * complete and valid ('ifValid', e.g. on choosing another date basis), or not yet (false: typing
 * a date or a number, applied on submit).
 */
export function setReportFilters(
  patch: Partial<ExecReportFilters>,
  { apply = true }: { apply?: boolean | 'ifValid' } = {},
) {
  const r = clientsState.report
  Object.assign(r.filters, patch)
  writeStored('execReportFilters', r.filters)
  r.errors = {}
  if (apply === true || (apply === 'ifValid' && execReportQuery(r.filters).ok)) void loadReport()
}

export function resetReportFilters() {
  setReportFilters({ ...DEFAULT_EXEC_REPORT_FILTERS, positionIds: [] })
}

export async function loadMoreMetrics() {
  const id = clientsState.client.id
  const r = clientsState.report
  const built = execReportQuery(r.filters)
  if (!id || !built.ok || r.metricsLoadingMore || r.metrics.length >= r.metricsTotal) return
  const mine = tokens.report
  r.metricsLoadingMore = true
  try {
    const answer = await fetchRoleMetrics(id, {
      ...built.query,
      limit: String(EXEC_REPORT_PAGE_SIZE),
      offset: String(r.metrics.length),
    })
    if (!current('report', mine)) return
    r.metrics.push(...answer.data)
    r.metricsTotal = answer.meta.total
  } catch {
    // the global handler shows the error
  } finally {
    r.metricsLoadingMore = false
  }
}

export async function loadMoreReasons() {
  const id = clientsState.client.id
  const r = clientsState.report
  const built = execReportQuery(r.filters)
  if (!id || !built.ok || !r.reasons || r.reasonsLoadingMore || r.reasons.reasons.length >= r.reasons.reasonsTotal)
    return
  const mine = tokens.report
  r.reasonsLoadingMore = true
  try {
    const answer = await fetchRejectionReasons(id, {
      ...built.query,
      limit: String(EXEC_REPORT_PAGE_SIZE),
      offset: String(r.reasons.reasons.length),
    })
    if (!current('report', mine) || !r.reasons) return
    r.reasons = ref({ ...r.reasons, reasons: [...r.reasons.reasons, ...answer.reasons] })
  } catch {
    // the global handler shows the error
  } finally {
    r.reasonsLoadingMore = false
  }
}

// ---- To Do and Analytics: open jobs with their counts, contacts --------------------------------

/** Loads the client's open jobs, each job's aggregates and the contacts (once per client). */
export async function loadClientWork(clientId: string, { force = false } = {}) {
  const w = clientsState.work
  if (!force && w.for === clientId && (w.loading || !w.error)) return
  const mine = next('work')
  Object.assign(w, workInitial(), { for: clientId, loading: true })
  try {
    const [jobs, contacts] = await Promise.all([
      fetchClientJobs(clientId, { type: 'open', limit: PAGE_SIZE.max }),
      fetchContacts(clientId, { limit: PAGE_SIZE.max, offset: 0, sortBy: 'name' }),
    ])
    if (!current('work', mine)) return
    const answers = await Promise.all(jobs.data.map((j) => fetchAggregates(j.id).catch(() => null)))
    if (!current('work', mine)) return
    const byJob: Record<string, JobAggregatesDto> = {}
    for (const a of answers) if (a) byJob[a.jobId] = a.aggregates
    w.jobs = jobs.data
    w.contacts = contacts.data
    w.aggregates = ref(byJob)
  } catch (error) {
    if (!current('work', mine)) return
    w.error = errorText(error, "The client's jobs could not be loaded.")
  } finally {
    if (current('work', mine)) w.loading = false
  }
}

/** E-mails a contact an invitation to the client portal; the To Do item goes once it is sent. */
export async function inviteContact(contactId: string) {
  const w = clientsState.work
  const contact = w.contacts.find((c) => c.id === contactId)
  if (!contact || w.inviting[contactId]) return
  w.inviting[contactId] = true
  try {
    const sent = await sendLoginInvite(contact.connectId)
    contact.manualInviteSentAt = sent.manualInviteSentAt
    const listed = clientsState.details.contacts.find((c) => c.id === contactId)
    if (listed) listed.manualInviteSentAt = sent.manualInviteSentAt
    toast.success(`An invitation was sent to ${contact.email.email}.`)
  } catch {
    // the global handler shows the error
  } finally {
    delete w.inviting[contactId]
  }
}

/** Contacts' engagement for the chosen window (GET client/{id}/user with daysFilter). */
export async function loadAnalytics() {
  const id = clientsState.client.id
  if (!id) return
  const a = clientsState.analytics
  const mine = next('analytics')
  a.loading = true
  a.error = null
  try {
    const answer = await fetchContacts(id, {
      limit: PAGE_SIZE.max,
      offset: 0,
      sortBy: 'cardViews',
      sortDirection: 'desc',
      ...(a.window !== 'all' ? { daysFilter: Number(a.window) } : {}),
    })
    if (!current('analytics', mine)) return
    a.contacts = answer.data
    a.total = answer.meta.total
  } catch (error) {
    if (!current('analytics', mine)) return
    a.error = errorText(error, 'The contacts could not be loaded.')
  } finally {
    if (current('analytics', mine)) a.loading = false
  }
}

export function setAnalyticsWindow(window: AnalyticsWindow) {
  clientsState.analytics.window = window
  void loadAnalytics()
}
