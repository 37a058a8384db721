/**
 * Signed, expiring media links: the upload URL the presigned-url call hands out, and the
 * download URLs profile answers carry (so an <img>, <video> or a PDF link works without a
 * bearer header). HMAC-SHA256 over purpose, media id and expiry, keyed by the API's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Config } from '../../config/env'
import { signingKey } from '../auth/secrets'

export type MediaTokenPurpose = 'upload' | 'download'

export const UPLOAD_TTL_SECONDS = 60 * 60
export const DOWNLOAD_TTL_SECONDS = 60 * 60

function mac(config: Config, purpose: MediaTokenPurpose, body: string): string {
  return createHmac('sha256', signingKey(config)).update(`media:${purpose}:${body}`).digest('base64url')
}

export function signMediaToken(
  config: Config,
  purpose: MediaTokenPurpose,
  mediaId: string,
  ttlSeconds: number,
  now = Date.now(),
) {
  const exp = Math.floor(now / 1000) + ttlSeconds
  const body = `${mediaId}.${exp}`
  return {
    token: `${Buffer.from(body).toString('base64url')}.${mac(config, purpose, body)}`,
    expiresAt: new Date(exp * 1000),
  }
}

/** The media id the token was made for, or null (forged, other purpose, expired). */
export function verifyMediaToken(
  config: Config,
  purpose: MediaTokenPurpose,
  token: string,
  now = Date.now(),
): string | null {
  const [encoded, signature] = token.split('.')
  if (!encoded || !signature) return null
  const body = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(mac(config, purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [mediaId, exp] = body.split('.')
  if (!mediaId || !exp || Number(exp) * 1000 <= now) return null
  return mediaId
}

export function downloadUrl(config: Config, mediaId: string): string {
  return `/api/media-content/download/${signMediaToken(config, 'download', mediaId, DOWNLOAD_TTL_SECONDS).token}`
}

export function uploadUrl(config: Config, mediaId: string) {
  const { token, expiresAt } = signMediaToken(config, 'upload', mediaId, UPLOAD_TTL_SECONDS)
  return { url: `/api/media-content/upload/${token}`, expiresAt }
}
