import type { AuthLogDto, AuthLogInput, AuthLogQuery } from '@quota/shared/contracts/auth'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { authLogsTable } from '../../db/schema'
import type { Actor } from '../../plugins/auth'
import { writeAuthLog } from './auth-log'
import type { AuthDeps, RequestMeta } from './context'

/** POST auth/logs: a client reports an auth step (pending, success or failure). */
export async function recordClientAuthLog(
  deps: AuthDeps,
  meta: RequestMeta,
  actor: Actor | null,
  input: AuthLogInput,
): Promise<{ recorded: true }> {
  await deps.limiters.authLogsAddress.hit(meta.ip)
  await writeAuthLog(deps.db, meta, {
    step: input.step,
    state: input.state,
    userId: actor?.userId ?? null,
    email: input.email ?? null,
    message: input.message ? `client: ${input.message}` : 'client',
  })
  return { recorded: true }
}

/** GET auth/logs (manage-users): the sign-in history, newest first. */
export async function listAuthLogs(
  deps: AuthDeps,
  query: AuthLogQuery,
): Promise<{ data: AuthLogDto[]; meta: { total: number; limit: number; offset: number } }> {
  const where = and(
    query.userId ? eq(authLogsTable.userId, query.userId) : undefined,
    query.email ? sql`lower(${authLogsTable.email}) = ${query.email.trim().toLowerCase()}` : undefined,
    query.step ? eq(authLogsTable.step, query.step) : undefined,
    query.state ? eq(authLogsTable.state, query.state) : undefined,
  )
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(authLogsTable).where(where)
  const rows = await deps.db
    .select()
    .from(authLogsTable)
    .where(where)
    .orderBy(desc(authLogsTable.createdAt))
    .limit(query.limit)
    .offset(query.offset)
  return {
    data: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      email: r.email,
      step: r.step,
      state: r.state,
      message: r.message,
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: { total: Number(total), limit: query.limit, offset: query.offset },
  }
}
