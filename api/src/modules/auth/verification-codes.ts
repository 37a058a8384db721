import type { VerificationPurpose } from '@quota/shared/domain/enums'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type UserRow, verificationCodesTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { randomCode, safeEqual, sha256 } from './secrets'

export const CODE_RULES = {
  expiresInMinutes: 15,
  /** Wrong guesses a code survives; then it is burned and a new one must be sent. */
  maxAttempts: 5,
} as const

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`)

/** Replaces any live code of this purpose with a new one and queues its e-mail (same transaction). */
export async function issueVerificationCode(
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  options: { purpose?: VerificationPurpose; requestId?: string | null; to?: string } = {},
): Promise<void> {
  const purpose = options.purpose ?? 'verifyEmail'
  // a changeEmail code goes to the new address, which the row keeps until the code is entered
  const to = options.to ?? user.email
  const now = new Date()
  await tx
    .update(verificationCodesTable)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodesTable.userId, user.id),
        eq(verificationCodesTable.purpose, purpose),
        isNull(verificationCodesTable.consumedAt),
      ),
    )
  const code = randomCode()
  await tx.insert(verificationCodesTable).values({
    userId: user.id,
    purpose,
    codeHash: codeHash(user.id, code),
    sentTo: to,
    expiresAt: new Date(now.getTime() + CODE_RULES.expiresInMinutes * 60_000),
  })
  await enqueueMail(tx, {
    to,
    template: 'verificationCode',
    data: { firstName: user.firstName, code, expiresInMinutes: CODE_RULES.expiresInMinutes },
    requestId: options.requestId ?? null,
    aggregateId: user.id,
  })
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'none'

/** Checks a code against the live one; a wrong guess counts, the right one consumes it. */
export async function consumeVerificationCode(
  tx: DbOrTx,
  userId: string,
  code: string,
  purpose: VerificationPurpose = 'verifyEmail',
): Promise<CodeCheck> {
  const [live] = await tx
    .select()
    .from(verificationCodesTable)
    .where(
      and(
        eq(verificationCodesTable.userId, userId),
        eq(verificationCodesTable.purpose, purpose),
        isNull(verificationCodesTable.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodesTable.createdAt))
    .limit(1)
  if (!live) return 'none'
  const now = new Date()
  if (live.expiresAt <= now || live.attempts >= CODE_RULES.maxAttempts) return 'expired'
  if (!safeEqual(live.codeHash, codeHash(userId, code.trim()))) {
    const attempts = live.attempts + 1
    await tx
      .update(verificationCodesTable)
      .set({ attempts, ...(attempts >= CODE_RULES.maxAttempts ? { consumedAt: now } : {}) })
      .where(eq(verificationCodesTable.id, live.id))
    return 'invalid'
  }
  await tx.update(verificationCodesTable).set({ consumedAt: now }).where(eq(verificationCodesTable.id, live.id))
  return 'ok'
}
