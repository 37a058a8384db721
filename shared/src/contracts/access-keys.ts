/** Access keys for public calls and widgets (X-Access-Key). Created by admins, shown once. */
import * as z from 'zod'
import { ACCESS_KEY_SCOPES } from '../domain/enums'
import { LIMITS } from '../domain/validation/limits'

/** An origin as browsers send it: scheme://host[:port], no path. */
const Origin = z
  .string()
  .max(200)
  .refine(
    (v) => {
      try {
        const u = new URL(v)
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v
      } catch {
        return false
      }
    },
    { message: 'An origin is scheme://host[:port] with no path', params: { rule: 'origin' } },
  )

export const CreateAccessKeyInput = z.strictObject({
  name: z.string().trim().min(1).max(LIMITS.shortText),
  scopes: z.array(z.enum(ACCESS_KEY_SCOPES)).min(1).max(ACCESS_KEY_SCOPES.length),
  allowedOrigins: z.array(Origin).max(20).default([]).describe('Browser origins allowed to use it; empty = any'),
  organizationId: z.uuid().optional().describe('A key issued to a client for its widgets'),
  expiresAt: z.iso.datetime().optional(),
})
export type CreateAccessKeyInput = z.infer<typeof CreateAccessKeyInput>

export const AccessKeyDto = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().describe('The first characters, to recognise the key'),
  scopes: z.array(z.enum(ACCESS_KEY_SCOPES)),
  allowedOrigins: z.array(z.string()),
  organizationId: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type AccessKeyDto = z.infer<typeof AccessKeyDto>

export const CreatedAccessKeyDto = AccessKeyDto.extend({
  key: z.string().describe('The full key: shown this once, store it now'),
})
export type CreatedAccessKeyDto = z.infer<typeof CreatedAccessKeyDto>

export const AccessKeysQuery = z.strictObject({
  includeRevoked: z.enum(['true', 'false']).optional(),
  organizationId: z.uuid().optional(),
})

/** What a caller holding a key learns about it (GET access-keys/current). */
export const CurrentAccessKeyDto = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(ACCESS_KEY_SCOPES)),
  organizationId: z.uuid().nullable(),
})
export type CurrentAccessKeyDto = z.infer<typeof CurrentAccessKeyDto>
