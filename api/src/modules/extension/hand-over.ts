/**
 * The sign-in hand-over from a web session to the extension (issue 15, item 4).
 *
 * 1. In the web app, the signed-in recruiter clicks "Connect the extension": POST
 *    extension/hand-over-codes makes a one-time code bound to them (random, stored as SHA-256,
 *    live for EXTENSION_HAND_OVER.codeTtlSeconds).
 * 2. The page hands the code to the extension's script on the Quota origin (window.postMessage),
 *    which passes it to the service worker; no token ever goes through the page.
 * 3. The worker exchanges it (POST extension/hand-over, no session) for its own token session:
 *    a new `sessions` row with a refresh-token chain, a child of the web session that asked for
 *    the code (its `parent_session_id`): revoking or logging out of that session ends it too.
 *
 * The exchange is public, so it is rate-limited per client address (EXTENSION_HAND_OVER_LIMIT,
 * 429 with Retry-After); codes are deleted by the maintenance sweep a day after they expire.
 *
 * The exchange claims the code with one conditional UPDATE, so two exchanges of one code cannot
 * both win. Refusals: unknown 404, used or expired 409, a deactivated user 403.
 */
import {
  EXTENSION_HAND_OVER,
  type ExtensionHandOverCode,
  type ExtensionHandOverInput,
} from '@quota/shared/contracts/extension'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { extensionHandOverCodesTable, usersTable } from '../../db/schema'
import type { Actor } from '../../plugins/auth'
import { writeAuthLog } from '../auth/auth-log'
import type { RequestMeta } from '../auth/context'
import { randomToken, sha256 } from '../auth/secrets'
import { type IssuedSession, startSession } from '../auth/sessions'

/** POST extension/hand-over: exchanges per client address, counted whether they succeed or not. */
export const EXTENSION_HAND_OVER_LIMIT = { points: 10, durationSeconds: 60 } as const

/** POST extension/hand-over-codes: a code for the asking (signed-in) recruiter. */
export async function issueHandOverCode(db: Db, actor: Actor, now = new Date()): Promise<ExtensionHandOverCode> {
  const code = `qx_${randomToken(32)}`
  const expiresAt = new Date(now.getTime() + EXTENSION_HAND_OVER.codeTtlSeconds * 1000)
  await db
    .insert(extensionHandOverCodesTable)
    .values({ userId: actor.userId, sessionId: actor.sessionId, codeHash: sha256(code), expiresAt })
  return { code, expiresAt: expiresAt.toISOString() }
}

/** POST extension/hand-over: the code, once, for a token session of its user. */
export async function exchangeHandOverCode(
  deps: { db: Db; config: Config },
  meta: RequestMeta,
  input: ExtensionHandOverInput,
): Promise<IssuedSession & { userId: string }> {
  const refuse = async (error: AppError, userId: string | null, message: string) => {
    await writeAuthLog(deps.db, meta, { step: 'extensionHandOver', state: 'failure', userId, message })
    return error
  }
  type Outcome =
    | { refused: 'unknown' | 'used' | 'expired' | 'inactive'; userId: string | null }
    | { refused?: undefined; issued: IssuedSession; userId: string; email: string }
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const now = new Date()
    const [row] = await tx
      .select({ code: extensionHandOverCodesTable, isActive: usersTable.isActive, email: usersTable.email })
      .from(extensionHandOverCodesTable)
      .innerJoin(usersTable, eq(usersTable.id, extensionHandOverCodesTable.userId))
      .where(eq(extensionHandOverCodesTable.codeHash, sha256(input.code)))
    if (!row) return { refused: 'unknown', userId: null }
    const userId = row.code.userId
    if (row.code.consumedAt) return { refused: 'used', userId }
    if (row.code.expiresAt <= now) return { refused: 'expired', userId }
    // claimed by this exchange only: a concurrent one finds it consumed
    const claimed = await tx
      .update(extensionHandOverCodesTable)
      .set({ consumedAt: now })
      .where(and(eq(extensionHandOverCodesTable.id, row.code.id), isNull(extensionHandOverCodesTable.consumedAt)))
      .returning({ id: extensionHandOverCodesTable.id })
    if (!claimed.length) return { refused: 'used', userId }
    if (!row.isActive) return { refused: 'inactive', userId }
    // a child of the web session that asked for the code: logging out there ends it too
    const issued = await startSession(tx, deps.config, {
      userId,
      mode: 'token',
      meta,
      parentSessionId: row.code.sessionId,
    })
    return { issued, userId, email: row.email }
  })
  if (outcome.refused) {
    const { refused, userId } = outcome
    if (refused === 'inactive') throw await refuse(new AppError('USER_INACTIVE'), userId, 'inactive')
    const message = EXTENSION_HAND_OVER.messages[refused]
    const code = refused === 'unknown' ? 'NOT_FOUND' : 'CONFLICT'
    throw await refuse(
      new AppError(code, { message, details: [{ path: 'code', rule: refused, message }] }),
      userId,
      refused,
    )
  }
  await writeAuthLog(deps.db, meta, {
    step: 'extensionHandOver',
    state: 'success',
    userId: outcome.userId,
    email: outcome.email,
  })
  return { ...outcome.issued, userId: outcome.userId }
}
