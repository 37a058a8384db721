import type {
  OwnerDto,
  OwnersQuery,
  RecipientDto,
  RecipientsQuery,
  ShortProfileDto,
} from '@quota/shared/contracts/users'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm'
import { jobsTable, organizationsTable, rolesTable, userRolesTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { findUserById, loadRolesOf } from './repository'
import { toOwnerDto, toRecipientDto, toShortProfileDto } from './to-dto'
import { canSeeUser } from './visibility'

/** The roles that may own candidates and jobs (000 §6 recruiters). */
export const OWNER_ROLE_KEYS = ['internal-recruiter', 'fractional-recruiter'] as const

const likeAny = (text: string | undefined) => {
  const t = text?.trim()
  if (!t) return undefined
  const pattern = `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(
    ilike(usersTable.email, pattern),
    ilike(sql`${usersTable.firstName} || ' ' || ${usersTable.lastName}`, pattern),
  )
}

const hasAnyRole = (keys: readonly string[]) =>
  exists(
    sql`(select 1 from ${userRolesTable} ur join ${rolesTable} r on r.id = ur.role_id
         where ur.user_id = ${usersTable.id} and r.key in (${sql.join(
           keys.map((k) => sql`${k}`),
           sql`, `,
         )}))`,
  )

const nameOrder = (direction: 'asc' | 'desc') => {
  const dir = direction === 'asc' ? asc : desc
  return [dir(sql`lower(${usersTable.firstName})`), dir(sql`lower(${usersTable.lastName})`), asc(usersTable.id)]
}

/** GET users/{id}/short-profile: the contact card, within what the actor may see (else 404). */
export async function getShortProfile({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string }
}): Promise<ShortProfileDto> {
  const user = await findUserById(ctx.db, input.userId)
  if (!user || !canSeeUser(ctx.actor, user)) throw new AppError('NOT_FOUND')
  const roles = (await loadRolesOf(ctx.db, [user.id])).get(user.id) ?? []
  const [org] = user.organizationId
    ? await ctx.db
        .select({ name: organizationsTable.name })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, user.organizationId))
    : []
  return toShortProfileDto(user, { organizationName: org?.name ?? null, role: roles[0]?.name ?? null })
}

/** GET users/owners: provider recruiters who can own records, filtered by role keys (`types`). */
export async function listOwners({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: OwnersQuery & { status?: 'active' | 'inactive' | 'all' }
}): Promise<OwnerDto[]> {
  const types = input.types?.length ? input.types : [...OWNER_ROLE_KEYS]
  const status = input.status ?? (input.includeInactive === 'true' ? 'all' : 'active')
  const sortDir = input.sortDirection ?? 'asc'
  const order =
    input.sortBy === 'email'
      ? [sortDir === 'asc' ? asc(usersTable.email) : desc(usersTable.email)]
      : input.sortBy === 'createdAt'
        ? [sortDir === 'asc' ? asc(usersTable.createdAt) : desc(usersTable.createdAt)]
        : nameOrder(sortDir)
  const rows = await ctx.db
    .select()
    .from(usersTable)
    .where(
      and(
        eq(usersTable.userType, 'staff'),
        hasAnyRole(types),
        status === 'all' ? undefined : eq(usersTable.isActive, status === 'active'),
        likeAny(input.searchText),
      ),
    )
    .orderBy(...order)
    .limit(input.limit ?? 200)
  const roles = await loadRolesOf(
    ctx.db,
    rows.map((r) => r.id),
  )
  return rows.map((u) => toOwnerDto(u, roles.get(u.id) ?? []))
}

/**
 * GET users/recipient-emails: people a message can go to. Provider staff pick from staff and
 * client users (of the job's organization when `jobId` is given); a client picks from their own
 * organization and the provider staff working on its jobs. Another tenant's job answers 404.
 */
export async function listRecipients({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: RecipientsQuery
}): Promise<RecipientDto[]> {
  const { actor } = ctx
  const includeProvider = input.includeProviderUsers ?? input.includeBettsUsers ?? true
  let organizationId: string | null = null
  if (input.jobId) {
    const [job] = await ctx.db
      .select({ organizationId: jobsTable.organizationId })
      .from(jobsTable)
      .where(eq(jobsTable.id, input.jobId))
    if (!job || (actor.userType === 'client' && job.organizationId !== actor.organizationId))
      throw new AppError('NOT_FOUND')
    organizationId = job.organizationId
  }
  if (actor.userType === 'client') organizationId = actor.organizationId
  const includeClients = input.includeClientUsers ?? (actor.userType === 'client' || !!organizationId)

  const audience: SQL[] = []
  if (includeProvider) {
    if (actor.userType === 'client') {
      // only the provider staff on this client's jobs
      audience.push(
        and(
          eq(usersTable.userType, 'staff'),
          exists(
            sql`(select 1 from ${jobsTable} j where j.organization_id = ${actor.organizationId}
                 and ${usersTable.id} in (j.account_manager_id, j.owner_id, j.business_development_id))`,
          ),
        )!,
      )
    } else {
      audience.push(eq(usersTable.userType, 'staff'))
    }
  }
  if (includeClients) {
    audience.push(
      organizationId
        ? and(eq(usersTable.userType, 'client'), eq(usersTable.organizationId, organizationId))!
        : eq(usersTable.userType, 'client'),
    )
  }
  if (!audience.length) return []
  const rows = await ctx.db
    .select({ user: usersTable, organizationName: organizationsTable.name })
    .from(usersTable)
    .leftJoin(organizationsTable, eq(organizationsTable.id, usersTable.organizationId))
    .where(
      and(
        or(...audience),
        input.includeInactiveUsers ? undefined : eq(usersTable.isActive, true),
        likeAny(input.searchText),
      ),
    )
    .orderBy(
      ...(input.sortBy === 'email'
        ? [input.sortDirection === 'desc' ? desc(usersTable.email) : asc(usersTable.email)]
        : nameOrder(input.sortDirection)),
    )
    .limit(input.limit)
  return rows.map((r) => toRecipientDto(r.user, r.organizationName))
}
