/**
 * Signatures of the webhooks an ATS sends us (shared/design/integration-contracts.md §2.3, §2.4).
 * - Greenhouse: header `Signature: sha256 <hex HMAC-SHA256(secret, raw body)>`; nothing signed
 *   carries a time, so replays are refused by `Greenhouse-Event-ID` (one use per delivery id).
 * - Lever: `signature` in the body = hex HMAC-SHA256(signature token, token + triggeredAt); the
 *   rest of the body is not covered, so the opportunity is re-read from Lever by id, and
 *   `triggeredAt` (ms) must be within LEVER_WEBHOOK_TOLERANCE_MS of now.
 * Comparisons are constant-time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const LEVER_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase(), 'utf8')
  const y = Buffer.from(b.toLowerCase(), 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}

export function greenhouseSignature(secret: string, rawBody: string): string {
  return `sha256 ${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`
}

export function verifyGreenhouse(secret: string, rawBody: string, header: string | null): boolean {
  const m = /^sha256\s+([0-9a-f]{64})$/i.exec(header?.trim() ?? '')
  if (!m?.[1]) return false
  return sameHex(m[1], createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex'))
}

export function leverSignature(secret: string, token: string, triggeredAt: number | string): string {
  return createHmac('sha256', secret).update(`${token}${triggeredAt}`, 'utf8').digest('hex')
}

export type LeverCheck = 'ok' | 'badSignature' | 'stale'

export function verifyLever(
  secret: string,
  body: { token?: unknown; triggeredAt?: unknown; signature?: unknown },
  now = Date.now(),
): LeverCheck {
  if (typeof body.token !== 'string' || typeof body.signature !== 'string') return 'badSignature'
  if (typeof body.triggeredAt !== 'number' && typeof body.triggeredAt !== 'string') return 'badSignature'
  if (!/^[0-9a-f]{64}$/i.test(body.signature)) return 'badSignature'
  if (!sameHex(body.signature, leverSignature(secret, body.token, body.triggeredAt))) return 'badSignature'
  const at = Number(body.triggeredAt)
  if (!Number.isFinite(at) || Math.abs(now - at) > LEVER_WEBHOOK_TOLERANCE_MS) return 'stale'
  return 'ok'
}
