/**
 * Public profile links (spec 001 §9, 000 §9): the lifetime depends on who shared the link
 * (staff 90, client 30, candidate 6 days); the answer warns when it expires today or tomorrow;
 * an expired link answers "Invalid link!".
 */
import type { UserType } from '../enums'
import { SHARE_LINK_LIFETIME_DAYS } from './limits'

const DAY_MS = 86_400_000

export function shareLinkExpiry(sharerType: UserType, now: Date = new Date()): Date {
  return new Date(now.getTime() + SHARE_LINK_LIFETIME_DAYS[sharerType] * DAY_MS)
}

export type ShareLinkWarning = 'expiresToday' | 'expiresTomorrow' | null

export const SHARE_LINK_WARNING_TEXT = {
  expiresToday: 'This link expires today',
  expiresTomorrow: 'This link expires tomorrow',
} as const

/** Calendar days in UTC between now and the expiry: 0 = today, 1 = tomorrow. */
export function shareLinkWarning(expiresAt: Date, now: Date = new Date()): ShareLinkWarning {
  if (expiresAt.getTime() <= now.getTime()) return null
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS)
  const days = day(expiresAt) - day(now)
  if (days <= 0) return 'expiresToday'
  if (days === 1) return 'expiresTomorrow'
  return null
}

export function isShareLinkLive(
  link: { expiresAt: Date | null; revokedAt?: Date | null },
  now: Date = new Date(),
): boolean {
  if (link.revokedAt) return false
  return link.expiresAt === null || link.expiresAt.getTime() > now.getTime()
}
