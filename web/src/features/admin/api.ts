/**
 * Administration calls: users (manage-users), lists of values (manage-lists), feature flags
 * (manage-feature-configs), configurations, templates and inbound forms (manage-configurations),
 * user feedback and the client executive report (manage-reports), the Chrome extension's reading
 * statistics (manage-configurations), the search indexes' rebuilds (allow-elastic-search-resync).
 */
import type {
  Configuration,
  FeatureFlag,
  Feedback,
  InboundFormConfig,
  ManagedValue,
  NotificationTemplate,
  PositionMappings as PositionMappingsSchema,
  PreviewTemplateInput as PreviewTemplateSchema,
  TemplatePreview as TemplatePreviewSchema,
} from '@quota/shared/contracts/admin'
import type {
  ClientListItem,
  ExecutiveSummary,
  RejectionReasonsReport,
  RoleMetrics,
} from '@quota/shared/contracts/clients'
import type { ScrapingStats } from '@quota/shared/contracts/data-extraction'
import type { MediaItem } from '@quota/shared/contracts/media'
import type { SearchReindexRunDto } from '@quota/shared/contracts/search'
import type { AdminCreateUserInput, AdminUserDto, AdminUsersQuery, RoleDto } from '@quota/shared/contracts/users'
import type { SearchIndexName } from '@quota/shared/domain/enums'
import type * as z from 'zod'
import { API_BASE } from '../../app/constants'
import { type DataAnswer, http } from '../../app/http'
import { postFileWithProgress } from '../../ui/upload'

export type { AdminUserDto, RoleDto }

export interface UsersAnswer {
  data: AdminUserDto[]
  meta: { total: number; limit: number; offset: number }
}

export async function fetchUsers(query: Partial<AdminUsersQuery>): Promise<UsersAnswer> {
  return http.get<UsersAnswer>('/users', { query: { ...query } })
}

export async function fetchRoles(): Promise<RoleDto[]> {
  return (await http.get<DataAnswer<RoleDto[]>>('/roles')).data
}

export interface OrganizationOption {
  id: string
  name: string
}

export async function fetchClientOrganizations(): Promise<OrganizationOption[]> {
  return (
    await http.get<{ data: OrganizationOption[] }>('/guest/organizations', { query: { type: 'client', limit: 200 } })
  ).data
}

/** Form errors (field messages, e-mail taken) are shown by the dialog. */
export async function createUser(input: Partial<AdminCreateUserInput>): Promise<AdminUserDto> {
  return (await http.post<DataAnswer<AdminUserDto>>('/users', input, { handledStatuses: [400, 409, 422] })).data
}

export async function setUserActive(userId: string, active: boolean): Promise<AdminUserDto> {
  return (await http.post<DataAnswer<AdminUserDto>>(`/users/${userId}/${active ? 'reactivate' : 'deactivate'}`)).data
}

export async function sendLoginInvite(userId: string): Promise<void> {
  await http.post('/users/login-invite', { userId })
}

// ---------------------------------------------------------------------------------------------
// Lists of values (manage-lists)

export type { ManagedValue }
export type PositionMappings = z.infer<typeof PositionMappingsSchema>

/** Form errors (duplicates, field messages) are shown by the screen. */
const FORM = { handledStatuses: [400, 409, 422] }

/** Every value of a list, deactivated ones too, in the list's order. */
export async function fetchManagedValues(key: string, parentId?: string | null): Promise<ManagedValue[]> {
  return (
    await http.get<DataAnswer<ManagedValue[]>>('/manage-lists/list-of-values', {
      query: { key, includeInactive: true, ...(parentId ? { parentId } : {}) },
    })
  ).data
}

export async function addListValue(input: { key: string; value: string; parentId?: string }): Promise<ManagedValue> {
  return (await http.post<DataAnswer<ManagedValue>>('/manage-lists/list-of-values', input, FORM)).data
}

export async function updateListValue(
  id: string,
  patch: { value?: string; isActive?: boolean },
): Promise<ManagedValue> {
  return (await http.patch<DataAnswer<ManagedValue>>(`/manage-lists/list-of-values/${id}`, patch, FORM)).data
}

export async function reorderListValues(input: { key: string; parentId?: string; ids: string[] }) {
  return (await http.put<DataAnswer<ManagedValue[]>>('/manage-lists/list-of-values/order', input)).data
}

export async function fetchPositionMappings(positionId: string): Promise<PositionMappings> {
  return (await http.get<DataAnswer<PositionMappings>>(`/manage-lists/positions/${positionId}/mappings`)).data
}

export async function addPositionTerm(
  positionId: string,
  kind: 'alias' | 'blacklistedWord',
  term: string,
): Promise<PositionMappings> {
  const path = kind === 'alias' ? 'aliases' : 'blacklisted-words'
  return (
    await http.post<DataAnswer<PositionMappings>>(`/manage-lists/positions/${positionId}/${path}`, { term }, FORM)
  ).data
}

export async function removePositionTerm(positionId: string, mappingId: string): Promise<PositionMappings> {
  return (
    await http.delete<DataAnswer<PositionMappings>>(`/manage-lists/positions/${positionId}/mappings/${mappingId}`)
  ).data
}

export async function setRecommendedPosition(
  positionId: string,
  recommendedPositionId: string | null,
): Promise<PositionMappings> {
  return (
    await http.put<DataAnswer<PositionMappings>>(
      `/manage-lists/positions/${positionId}/recommended-position`,
      { recommendedPositionId },
      FORM,
    )
  ).data
}

// ---------------------------------------------------------------------------------------------
// Feature flags (manage-feature-configs)

export type { FeatureFlag }

export async function fetchFeatureFlags(): Promise<FeatureFlag[]> {
  return (await http.get<DataAnswer<FeatureFlag[]>>('/manage-feature-configs/feature-flags')).data
}

export async function setFlagGlobally(key: string, isEnabledGlobally: boolean): Promise<FeatureFlag> {
  return (
    await http.patch<DataAnswer<FeatureFlag>>(`/manage-feature-configs/feature-flags/${key}`, { isEnabledGlobally })
  ).data
}

/** `isEnabled` null removes the target's own setting (it then follows the global one). */
export async function setFlagTarget(
  key: string,
  target: 'organizations' | 'users',
  targetId: string,
  isEnabled: boolean | null,
): Promise<FeatureFlag> {
  const path = `/manage-feature-configs/feature-flags/${key}/${target}/${targetId}`
  return (
    isEnabled === null
      ? await http.delete<DataAnswer<FeatureFlag>>(path)
      : await http.put<DataAnswer<FeatureFlag>>(path, { isEnabled })
  ).data
}

// ---------------------------------------------------------------------------------------------
// Configurations, notification templates, inbound forms (manage-configurations)

export type { Configuration, InboundFormConfig, NotificationTemplate }
export type TemplatePreview = z.infer<typeof TemplatePreviewSchema>
export type PreviewTemplateInput = z.input<typeof PreviewTemplateSchema>

export async function fetchConfigurations(): Promise<Configuration[]> {
  return (await http.get<DataAnswer<Configuration[]>>('/configurations')).data
}

export async function createConfiguration(input: {
  key: string
  type: 'setting' | 'link'
  displayName: string
  description?: string | null
  value: unknown
  isPublic?: boolean
}): Promise<Configuration> {
  return (await http.post<DataAnswer<Configuration>>('/configurations', input, FORM)).data
}

export async function updateConfiguration(
  id: string,
  patch: { displayName?: string; description?: string | null; value?: unknown; isPublic?: boolean },
): Promise<Configuration> {
  return (await http.put<DataAnswer<Configuration>>(`/configurations/${id}`, patch, FORM)).data
}

export async function deleteConfiguration(id: string): Promise<void> {
  await http.delete(`/configurations/${id}`)
}

export async function fetchTemplates(): Promise<NotificationTemplate[]> {
  return (await http.get<DataAnswer<NotificationTemplate[]>>('/configurations/templates')).data
}

export async function createTemplate(input: {
  key: string
  segment: string
  channel: string
  displayName: string
  subject?: string | null
  bodyHtml: string
}): Promise<NotificationTemplate> {
  return (await http.post<DataAnswer<NotificationTemplate>>('/configurations/templates', input, FORM)).data
}

export async function updateTemplate(
  id: string,
  patch: { displayName?: string; subject?: string | null; bodyHtml?: string; isActive?: boolean },
): Promise<NotificationTemplate> {
  return (await http.patch<DataAnswer<NotificationTemplate>>(`/configurations/templates/${id}`, patch, FORM)).data
}

/** Previews are asked for while typing: their failures are shown beside the preview, not as toasts. */
export async function previewTemplate(input: PreviewTemplateInput, signal?: AbortSignal): Promise<TemplatePreview> {
  return (
    await http.post<DataAnswer<TemplatePreview>>('/configurations/templates/preview', input, {
      handledStatuses: [400, 404, 409, 422],
      ...(signal ? { signal } : {}),
    })
  ).data
}

/** Every apply and hire form, switched-off ones included (to switch them back on). */
export async function fetchInboundForms(): Promise<InboundFormConfig[]> {
  return (await http.get<DataAnswer<InboundFormConfig[]>>('/configurations/inbound-form/all')).data
}

export interface InboundFormValues {
  displayName: string
  title: string | null
  subTitle: string | null
  /** An uploaded picture (files/upload-inbound-picture), shown unless the default one is chosen. */
  pictureMediaId: string | null
  useDefaultImage: boolean
  isActive: boolean
}

/** POST files/upload-inbound-picture with progress: the stored picture, its id for pictureMediaId. */
export function uploadInboundPicture(
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<MediaItem> {
  return postFileWithProgress(`${API_BASE}/files/upload-inbound-picture`, file, onProgress, signal)
}

export async function createInboundForm(
  input: InboundFormValues & { configurationType: 'apply' | 'hire' },
): Promise<InboundFormConfig> {
  return (await http.post<DataAnswer<InboundFormConfig>>('/configurations/inbound-form', input, FORM)).data
}

export async function updateInboundForm(id: string, patch: Partial<InboundFormValues>): Promise<InboundFormConfig> {
  return (await http.patch<DataAnswer<InboundFormConfig>>(`/configurations/inbound-form/${id}`, patch, FORM)).data
}

// ---------------------------------------------------------------------------------------------
// Reports (manage-reports): user feedback; the client executive report (provider staff)

export type { Feedback }

export interface FeedbackAnswer {
  data: Feedback[]
  meta: { total: number; limit: number; offset: number }
}

export async function fetchFeedback(query: {
  type?: string
  state?: string
  limit: number
  offset: number
}): Promise<FeedbackAnswer> {
  return http.get<FeedbackAnswer>('/admin/feedback', { query })
}

export async function setFeedbackState(id: string, state: string): Promise<Feedback> {
  return (await http.patch<DataAnswer<Feedback>>(`/admin/feedback/${id}`, { state })).data
}

export type { ClientListItem, ExecutiveSummary, RejectionReasonsReport, RoleMetrics }

/** The clients to report on (provider staff), by name. */
export async function fetchReportClients(): Promise<ClientListItem[]> {
  return (
    await http.post<{ data: ClientListItem[] }>(
      '/organizations/clients/list',
      {},
      { query: { limit: 200, offset: 0, sortBy: 'name', sortDirection: 'asc' } },
    )
  ).data
}

export interface ExecReportFilters {
  isOpenJob: boolean
  /** `kickoff` or a number of days. */
  dateFilter: string
}

export async function fetchExecutiveReport(clientId: string, filters: ExecReportFilters) {
  const query = { isOpenJob: filters.isOpenJob, dateFilter: filters.dateFilter }
  const base = `/client-executive-report/${clientId}`
  // Refusals (the clientExecReporting feature off, 403) are shown once by the report, not as toasts.
  const options = { query, handledStatuses: [403, 404] }
  const [summary, roles, reasons] = await Promise.all([
    http.get<DataAnswer<ExecutiveSummary>>(`${base}/executive-summary`, options),
    http.get<{ data: RoleMetrics[]; meta: { total: number } }>(`${base}/role-specific-metrics`, options),
    http.get<DataAnswer<RejectionReasonsReport>>(`${base}/rejection-reasons`, options),
  ])
  return { summary: summary.data, roles: roles.data, rolesTotal: roles.meta.total, reasons: reasons.data }
}

// ---------------------------------------------------------------------------------------------
// The Chrome extension's reading statistics (manage-configurations; /admin/chrome-extension)

export type { ScrapingStats }

/** Everyone's reads by kind over the last `days` days, most first. */
export async function fetchScrapingStats(days: number): Promise<ScrapingStats[]> {
  return (await http.get<DataAnswer<ScrapingStats[]>>('/data-extraction/scraping-stats', { query: { days } })).data
}

/** Forgets the statistics of these users, or of everyone. */
export async function clearScrapingStats(userIds?: string[]): Promise<{ cleared: number; users: number }> {
  return (
    await http.post<DataAnswer<{ cleared: number; users: number }>>(
      '/data-extraction/clear-scraping-stats',
      userIds ? { userIds } : {},
    )
  ).data
}

/** PATCH users lastChromeExtStatsViewedAt: the administrator has seen the statistics now. */
export async function markBotStatsViewed(): Promise<void> {
  await http.patch('/users', { lastChromeExtStatsViewedAt: true }, { ignoreError: true })
}

/** Each index's latest whole-index rebuild (allow-elastic-search-resync). */
export async function fetchReindexRuns(): Promise<SearchReindexRunDto[]> {
  return (await http.get<DataAnswer<SearchReindexRunDto[]>>('/sync-elastic-search/runs')).data
}

/** Queues a rebuild of the whole index; 409 while one waits or runs. */
export async function startReindex(indexType: SearchIndexName): Promise<SearchReindexRunDto> {
  return (await http.post<DataAnswer<SearchReindexRunDto>>(`/sync-elastic-search/resync/${indexType}/all`, {})).data
}
