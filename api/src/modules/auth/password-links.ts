import { RESET_PASSWORD_ROUTE } from '@quota/shared/contracts/auth'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { passwordResetTokensTable, type UserRow } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { inetOrNull, mailLinkOrigin } from './context'
import { randomToken, sha256 } from './secrets'

export const LINK_RULES = {
  resetExpiresInMinutes: 60,
  invitationExpiresInDays: 7,
} as const

/**
 * A single-use link to set a password: a reset (forgot password) or an invitation
 * (users/login-invite). Issuing one makes the user's older unused links expire.
 */
export async function issuePasswordLink(
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  config: Config,
  options: {
    kind: 'reset' | 'invitation'
    appOrigin: string
    ip?: string
    requestId?: string | null
    inviterName?: string | null
  },
): Promise<void> {
  const now = new Date()
  await tx
    .update(passwordResetTokensTable)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokensTable.userId, user.id),
        isNull(passwordResetTokensTable.usedAt),
        gt(passwordResetTokensTable.expiresAt, now),
      ),
    )
  const token = randomToken(32)
  const lifetimeMs =
    options.kind === 'reset'
      ? LINK_RULES.resetExpiresInMinutes * 60_000
      : LINK_RULES.invitationExpiresInDays * 86_400_000
  await tx.insert(passwordResetTokensTable).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    requestedIp: options.ip ? inetOrNull(options.ip) : null,
  })
  const link = `${mailLinkOrigin(config, options.appOrigin)}${RESET_PASSWORD_ROUTE}?${new URLSearchParams({
    token,
    email: user.email,
    ...(options.kind === 'invitation' ? { invite: '1' } : {}),
  })}`
  if (options.kind === 'reset') {
    await enqueueMail(tx, {
      to: user.email,
      template: 'passwordReset',
      data: { firstName: user.firstName, link, expiresInMinutes: LINK_RULES.resetExpiresInMinutes },
      requestId: options.requestId ?? null,
      aggregateId: user.id,
    })
  } else {
    await enqueueMail(tx, {
      to: user.email,
      template: 'invitation',
      data: {
        firstName: user.firstName,
        inviterName: options.inviterName ?? null,
        link,
        expiresInDays: LINK_RULES.invitationExpiresInDays,
      },
      requestId: options.requestId ?? null,
      aggregateId: user.id,
    })
  }
}
