/** /integrate calls: the organization's outbound webhooks and their deliveries, its widget keys. */
import type { AccessKeyDto, CreateAccessKeyInput, CreatedAccessKeyDto } from '@quota/shared/contracts/access-keys'
import type { ListMeta } from '@quota/shared/contracts/common'
import type {
  CreateWebhookInput,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookWithSecretDto,
} from '@quota/shared/contracts/webhooks'
import { type DataAnswer, http } from '../../app/http'
import { orgQuery } from './org-state'

export type { WebhookDeliveryDto, WebhookDto, WebhookWithSecretDto }

export async function fetchWebhooks(): Promise<WebhookDto[]> {
  return (await http.get<DataAnswer<WebhookDto[]>>('/webhooks', { query: orgQuery() })).data
}

/** 409 and 422 carry field errors the form shows itself. */
export async function createWebhook(input: CreateWebhookInput): Promise<WebhookWithSecretDto> {
  return (
    await http.post<DataAnswer<WebhookWithSecretDto>>('/webhooks', input, {
      handledStatuses: [409, 422],
      query: orgQuery(),
    })
  ).data
}

export async function deleteWebhook(id: string): Promise<void> {
  await http.delete(`/webhooks/${id}`, { query: orgQuery() })
}

export async function activateWebhook(id: string): Promise<WebhookDto> {
  return (await http.put<DataAnswer<WebhookDto>>(`/webhooks/${id}/activate`, undefined, { query: orgQuery() })).data
}

export async function regenerateSecret(id: string): Promise<WebhookWithSecretDto> {
  return (
    await http.put<DataAnswer<WebhookWithSecretDto>>(`/webhooks/${id}/regenerate-secret`, undefined, {
      query: orgQuery(),
    })
  ).data
}

export async function fetchDeliveries(id: string, offset = 0): Promise<{ data: WebhookDeliveryDto[]; meta: ListMeta }> {
  return http.get(`/webhooks/${id}/deliveries`, { query: { ...orgQuery(), limit: 25, offset } })
}

/**
 * The organization's widget keys, the key itself never listed: a client recruiter's own
 * organization, or the client staff chose (`organizationId`).
 */
export async function fetchWidgetKeys(organizationId: string | null): Promise<AccessKeyDto[]> {
  return (
    await http.get<DataAnswer<AccessKeyDto[]>>('/access-keys', { query: organizationId ? { organizationId } : {} })
  ).data
}

/** A new widget key, answered in full this once; 422 carries the field errors the form shows. */
export async function createWidgetKey(input: CreateAccessKeyInput): Promise<CreatedAccessKeyDto> {
  return (await http.post<DataAnswer<CreatedAccessKeyDto>>('/access-keys', input, { handledStatuses: [422] })).data
}

export async function revokeWidgetKey(id: string): Promise<AccessKeyDto> {
  return (await http.post<DataAnswer<AccessKeyDto>>(`/access-keys/${id}/revoke`)).data
}
