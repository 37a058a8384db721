/**
 * The `webhook.deliver` outbox topic: fans one domain event out to the webhooks subscribed to it.
 *
 * Receivers: the active webhooks of the event's organization and the provider-level ones
 * (organizationId null) for that event, created before the event happened. Each gets
 * `POST {url}` with `{ id, event, occurredAt, data }` (id = the outbox row id, the same on every
 * retry: the receiver's idempotency key, also sent as the `X-Quota-Event-Id`, `webhook-id` and
 * `Idempotency-Key` headers) and `X-Quota-Signature: sha256=<hex HMAC-SHA256 of the
 * body with the webhook's secret>`. Every attempt leaves a `webhook_deliveries` row.
 * A 2xx resets the webhook's failure count; anything else adds one, and the subscription is
 * paused (isActive false) at WEBHOOK_FAILURE_LIMIT consecutive failures. When some receivers
 * failed, the row is retried with the outbox back-off for those only: the ids already served
 * are kept in the row's payload (`deliveredTo`).
 * URLs go through the same address policy as link previews (net/safe-fetch.ts): private,
 * loopback and metadata addresses are refused; tests point `webhookDeliverySettings` at a
 * local receiver the way culture-media tests do.
 */
import { createHmac } from 'node:crypto'
import { WEBHOOK_EVENTS, type WebhookEvent } from '@quota/shared/domain/enums'
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Config } from '../config/env'
import type { DbOrTx } from '../db/client'
import { type OutboxEventRow, type WebhookRow, webhookDeliveriesTable, webhooksTable } from '../db/schema'
import { type OutboxHandler, OutboxPartialFailure, retryDelaySeconds } from '../jobs/outbox-worker'
import {
  defaultResolve,
  isBlockedAddress,
  parseFetchableUrl,
  requestPinned,
  resolveChecked,
  type SafeFetchOptions,
} from '../net/safe-fetch'
import { openSecret } from './secret-box'

export const WEBHOOK_TOPIC = 'webhook.deliver' as const

/** Consecutive failed deliveries after which a subscription is paused. */
export const WEBHOOK_FAILURE_LIMIT = 20
export const WEBHOOK_TIMEOUT_MS = 10_000
/** Bytes of the receiver's answer kept on the delivery row. */
const RESPONSE_KEEP_BYTES = 1024

/**
 * Address checks for webhook URLs. Production leaves them alone; tests set a stand-in "public"
 * loopback receiver here (as `metaFetchSettings` does for link previews).
 */
export const webhookDeliverySettings: {
  options: Pick<SafeFetchOptions, 'resolve' | 'isBlocked' | 'ports' | 'timeoutMs'>
} = { options: {} }

interface Attempt {
  ok: boolean
  status: number | null
  body: string | null
  error: string | null
  durationMs: number
}

const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value)

/** HMAC-SHA256 of the exact body sent, as the X-Quota-Signature header value. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

async function post(url: string, body: string, signature: string, eventId: string): Promise<Attempt> {
  const options = webhookDeliverySettings.options
  const started = performance.now()
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS)
  try {
    const target = parseFetchableUrl(url, { ports: options.ports })
    const pinned = await resolveChecked(target, {
      resolve: options.resolve ?? defaultResolve,
      isBlocked: options.isBlocked ?? isBlockedAddress,
      field: 'url',
    })
    const result = await requestPinned(target, pinned, {
      signal: controller.signal,
      maxBytes: RESPONSE_KEEP_BYTES,
      userAgent: 'QuotaWebhooks/1.0',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'x-quota-signature': signature,
        'x-quota-event-id': eventId,
        // the same id under the names receivers' libraries dedupe on: Standard Webhooks' webhook-id
        // and the Idempotency-Key draft (stable across retries of one event)
        'webhook-id': eventId,
        'idempotency-key': eventId,
      },
      body,
      readBody: () => true,
    })
    return {
      ok: result.status >= 200 && result.status < 300,
      status: result.status,
      body: result.body.toString('utf8'),
      error: result.status >= 200 && result.status < 300 ? null : `answered ${result.status}`,
      durationMs: Math.round(performance.now() - started),
    }
  } catch (error) {
    const message = timedOut ? 'timed out' : error instanceof Error ? error.message : String(error)
    return { ok: false, status: null, body: null, error: message, durationMs: Math.round(performance.now() - started) }
  } finally {
    clearTimeout(timer)
  }
}

async function deliverOne(
  deps: { db: DbOrTx; config: Config },
  webhook: WebhookRow,
  event: OutboxEventRow,
  document: Record<string, unknown>,
): Promise<Attempt> {
  const body = JSON.stringify(document)
  let attempt: Attempt
  try {
    const secret = openSecret(deps.config, webhook.secretEncrypted)
    attempt = await post(webhook.url, body, webhookSignature(secret, body), event.id)
  } catch (error) {
    attempt = { ok: false, status: null, body: null, error: `secret: ${(error as Error).message}`, durationMs: 0 }
  }
  await deps.db.insert(webhookDeliveriesTable).values({
    webhookId: webhook.id,
    eventId: event.id,
    event: document.event as WebhookEvent,
    payload: document,
    attempt: event.attempts,
    state: attempt.ok ? 'succeeded' : 'failed',
    responseStatus: attempt.status,
    responseBody: attempt.body,
    durationMs: attempt.durationMs,
    error: attempt.error,
    deliveredAt: attempt.ok ? new Date() : null,
    nextAttemptAt: attempt.ok ? null : new Date(Date.now() + retryDelaySeconds(event.attempts) * 1000),
  })
  await deps.db
    .update(webhooksTable)
    .set(
      attempt.ok
        ? { failureCount: 0, updatedAt: sql`now()` }
        : {
            failureCount: sql`${webhooksTable.failureCount} + 1`,
            isActive: sql`${webhooksTable.failureCount} + 1 < ${WEBHOOK_FAILURE_LIMIT}`,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(webhooksTable.id, webhook.id))
  return attempt
}

export function webhookDeliverHandler(deps: { db: DbOrTx; config: Config; logger: Logger }): OutboxHandler {
  return async (event) => {
    const {
      event: name,
      deliveredTo,
      ...data
    } = event.payload as {
      event?: unknown
      deliveredTo?: string[]
      organizationId?: string | null
    } & Record<string, unknown>
    if (!isWebhookEvent(name)) {
      deps.logger.warn({ outboxId: event.id, event: name }, 'webhook.deliver: unknown event, dropped')
      return { ...event.payload, result: 'unknownEvent' }
    }
    const organizationId = typeof data.organizationId === 'string' ? data.organizationId : null
    const done = new Set(deliveredTo ?? [])
    const subscribed = await deps.db
      .select()
      .from(webhooksTable)
      .where(
        and(
          eq(webhooksTable.event, name),
          eq(webhooksTable.isActive, true),
          organizationId
            ? or(eq(webhooksTable.organizationId, organizationId), isNull(webhooksTable.organizationId))
            : isNull(webhooksTable.organizationId),
          lte(webhooksTable.createdAt, event.createdAt),
        ),
      )
    const document = { id: event.id, event: name, occurredAt: event.createdAt.toISOString(), data }
    const failed: string[] = []
    for (const webhook of subscribed) {
      if (done.has(webhook.id)) continue
      const attempt = await deliverOne(deps, webhook, event, document)
      if (attempt.ok) done.add(webhook.id)
      else {
        failed.push(webhook.id)
        deps.logger.warn(
          { outboxId: event.id, webhookId: webhook.id, status: attempt.status, error: attempt.error },
          'webhook delivery failed',
        )
      }
    }
    const payload = { ...event.payload, deliveredTo: [...done] }
    if (failed.length) throw new OutboxPartialFailure(`webhook delivery failed for ${failed.join(', ')}`, payload)
    return payload
  }
}
