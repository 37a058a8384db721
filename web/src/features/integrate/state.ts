/** The /integrate store: the Webhook List, the add form, the secret shown once, one webhook's deliveries. */
import type { WebhookEvent } from '@quota/shared/domain/enums'
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import * as api from './api'

export const integrateState = proxy({
  webhooks: null as api.WebhookDto[] | null,
  error: null as string | null,
  form: { event: '' as WebhookEvent | '', url: '' },
  fieldErrors: {} as Record<string, string>,
  saving: false,
  busyId: null as string | null,
  /** The secret of the webhook just created or regenerated: shown until dismissed, never again. */
  secret: null as { webhookId: string; url: string; value: string } | null,
  deliveries: null as { webhookId: string; rows: api.WebhookDeliveryDto[]; total: number; loading: boolean } | null,
})

export async function loadWebhooks() {
  integrateState.error = null
  try {
    integrateState.webhooks = await api.fetchWebhooks()
  } catch (e) {
    integrateState.error = e instanceof Error ? e.message : 'The webhooks could not be loaded.'
  }
}

export function openIntegrate() {
  integrateState.webhooks = null
  integrateState.secret = null
  integrateState.deliveries = null
  void loadWebhooks()
}

/** Answers true when the webhook was created. */
export async function addWebhook(): Promise<boolean> {
  const { event, url } = integrateState.form
  const errors: Record<string, string> = {}
  if (!event) errors.event = 'Choose an event.'
  if (!url.trim()) errors.url = 'Enter the URL.'
  else if (!url.trim().startsWith('https://')) errors.url = 'The URL must start with https://.'
  integrateState.fieldErrors = errors
  if (Object.keys(errors).length || !event) return false
  integrateState.saving = true
  try {
    const created = await api.createWebhook({ event, url: url.trim() })
    integrateState.secret = { webhookId: created.id, url: created.url, value: created.secret }
    integrateState.form = { event: '', url: '' }
    await loadWebhooks()
    return true
  } catch (e) {
    if (isApiError(e)) {
      const fromApi: Record<string, string> = {}
      for (const d of e.details) fromApi[d.path === 'event' ? 'event' : 'url'] = d.message
      integrateState.fieldErrors = e.details.length ? fromApi : { url: e.message }
    }
    return false
  } finally {
    integrateState.saving = false
  }
}

/** Runs one webhook's action; a success message once it is done (the HTTP layer shows a failure). */
async function busy(id: string, work: () => Promise<void>, done: string) {
  integrateState.busyId = id
  try {
    await work()
    toast.success(done)
  } catch {
    // the HTTP layer has shown the error
  } finally {
    integrateState.busyId = null
  }
}

export const removeWebhook = (id: string) =>
  busy(
    id,
    async () => {
      await api.deleteWebhook(id)
      if (integrateState.secret?.webhookId === id) integrateState.secret = null
      if (integrateState.deliveries?.webhookId === id) integrateState.deliveries = null
      await loadWebhooks()
    },
    'Webhook deleted.',
  )

export const reactivateWebhook = (id: string) =>
  busy(
    id,
    async () => {
      await api.activateWebhook(id)
      await loadWebhooks()
    },
    'Webhook reactivated: deliveries resume.',
  )

export const regenerateWebhookSecret = (id: string) =>
  busy(
    id,
    async () => {
      const fresh = await api.regenerateSecret(id)
      integrateState.secret = { webhookId: fresh.id, url: fresh.url, value: fresh.secret }
    },
    'A new signing secret was made; copy it now.',
  )

export async function showDeliveries(webhookId: string, offset = 0) {
  const previous = integrateState.deliveries?.webhookId === webhookId ? integrateState.deliveries.rows : []
  integrateState.deliveries = { webhookId, rows: offset ? previous : [], total: 0, loading: true }
  try {
    const page = await api.fetchDeliveries(webhookId, offset)
    integrateState.deliveries = {
      webhookId,
      rows: [...(offset ? previous : []), ...page.data],
      total: page.meta.total,
      loading: false,
    }
  } catch {
    integrateState.deliveries = null
  }
}
