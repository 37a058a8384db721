/** /integrate calls: the organization's outbound webhooks and their deliveries. */
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
