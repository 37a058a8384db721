/**
 * Outbound webhooks a client manages on /integrate (002 §3 "Webhook List (Event, Url, Created At)",
 * 002 §7 `PUT ats/regenerate-webhook-secret`, here per webhook).
 */

import * as z from 'zod'
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS } from '../domain/enums'
import { PagingQuery, Uuid } from './common'

export const WEBHOOK_LIMIT_PER_ORGANIZATION = 20
export const WEBHOOK_URL_MAX = 2048

export const WebhookOrgQuery = z.object({
  organizationId: Uuid.optional().describe('Provider staff: the client organization (client users: their own)'),
})
export type WebhookOrgQuery = z.infer<typeof WebhookOrgQuery>

export const WebhookDeliveriesQuery = PagingQuery.extend(WebhookOrgQuery.shape)
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuery>

export const CreateWebhookInput = z.object({
  event: z.enum(WEBHOOK_EVENTS).describe('The event to receive'),
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX).describe('The https URL events are POSTed to'),
})
export type CreateWebhookInput = z.infer<typeof CreateWebhookInput>

export const WebhookDto = z.object({
  id: Uuid,
  organizationId: Uuid,
  event: z.enum(WEBHOOK_EVENTS),
  url: z.string(),
  createdAt: z.string().describe('ISO time'),
  isActive: z.boolean().describe('False when paused after repeated failures'),
  failureCount: z.number().int(),
  lastDeliveryState: z.enum(WEBHOOK_DELIVERY_STATES).nullable(),
  lastDeliveryAt: z.string().nullable(),
})
export type WebhookDto = z.infer<typeof WebhookDto>

export const WebhookWithSecretDto = WebhookDto.extend({
  secret: z.string().describe('The signing secret, shown only in this answer'),
})
export type WebhookWithSecretDto = z.infer<typeof WebhookWithSecretDto>

export const WebhookDeliveryDto = z.object({
  id: Uuid,
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempt: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
})
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>
