/**
 * The client list and one client's details, profile, jobs, status, account settings, deletion,
 * favourites; and the client user's inbound-hiring modal.
 */
import type {
  ClientDetails,
  ClientJobsQuery,
  ClientListBody,
  ClientListQuery,
  UpdateClientInput,
} from '@quota/shared/contracts/clients'
import type { JobListItem } from '@quota/shared/contracts/jobs'
import type { OrganizationProfile } from '@quota/shared/contracts/organizations'
import { CLIENT_MESSAGES } from '@quota/shared/domain/clients/index'
import { clientSeenBy } from '@quota/shared/domain/clients/visibility'
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { jobListScope } from '@quota/shared/domain/jobs/index'
import { favoritesSeenBy, jobListItemSeenBy, type Viewer } from '@quota/shared/domain/jobs/visibility'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { and, eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { clientAccountsTable, clientFavoritesTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { findJobPage, findListParts, findLovs, findLovsOfKey, findPeople } from '../jobs/repository'
import { toJobListItem, toLovRef } from '../jobs/to-dto'
import { toOrganizationProfile } from '../organizations/profile'
import { enqueueSearchSync } from '../search'
import { clientSeenAs, clientViewerOf, loadClientFor } from './access'
import { countLiveJobs, findClientFavorites, findClientPage, findClientRow } from './repository'
import { toClientDetails, toClientListItem } from './to-dto'

export async function listClients({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { body: ClientListBody; query: ClientListQuery }
}) {
  const viewer = clientViewerOf(ctx.actor)
  if (viewer.kind !== 'staff') throw new AppError('FORBIDDEN')
  const { body, query } = input
  const { rows, total } = await findClientPage(ctx.db, {
    userId: ctx.actor.userId,
    ...body,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection ?? (query.sortBy === 'name' ? 'asc' : 'desc'),
    limit: query.limit,
    offset: query.offset,
  })
  const ids = rows.map((r) => r.org.id)
  const favorites = await findClientFavorites(ctx.db, ids)
  const people = new Map(
    (
      await findPeople(
        ctx.db,
        rows.map((r) => r.account.accountManagerId ?? ''),
      )
    ).map((p) => [p.id, p]),
  )
  const data = rows.map((r) =>
    toClientListItem(
      r,
      favorites.filter((f) => f.organizationId === r.org.id).map((f) => f.userId),
      people,
    ),
  )
  return { data, meta: { total, limit: query.limit, offset: query.offset } }
}

async function buildDetails(db: DbOrTx, clientId: string, viewer: Viewer): Promise<ClientDetails> {
  const row = (await findClientRow(db, clientId))!
  const favorites = (await findClientFavorites(db, [clientId])).map((f) => f.userId)
  const people = new Map(
    (
      await findPeople(
        db,
        [row.account.accountManagerId, row.account.businessDevelopmentId].filter((x): x is string => !!x),
      )
    ).map((p) => [p.id, p]),
  )
  const lovs = new Map(
    (
      await findLovs(
        db,
        [row.account.branchId, row.account.assignedBranchId, row.account.accountStatusId].filter(
          (x): x is string => !!x,
        ),
      )
    ).map((l) => [l.id, l]),
  )
  const lov = (id: string | null) => {
    const l = id ? lovs.get(id) : undefined
    return l ? toLovRef(l) : null
  }
  // what the viewer may not read is blanked once, by the shared rule
  return clientSeenBy(viewer, toClientDetails(toClientListItem(row, favorites, people), row, people, lov))
}

export async function getClientDetails({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string }
}): Promise<ClientDetails> {
  const client = await loadClientFor(ctx.db, ctx.actor, input.clientId)
  return buildDetails(ctx.db, client.org.id, clientSeenAs(ctx.actor, client.viewer))
}

export async function getClientProfile({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string }
}): Promise<OrganizationProfile> {
  const client = await loadClientFor(ctx.db, ctx.actor, input.clientId)
  return toOrganizationProfile(ctx.db, client.org, client.account.companyType)
}

export async function listClientJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; query: ClientJobsQuery }
}) {
  const client = await loadClientFor(ctx.db, ctx.actor, input.clientId)
  const now = new Date()
  const q = input.query
  const filter = q.type === 'open' ? 'allOpenJobs' : q.type === 'closed' ? 'allClosedJobs' : 'all'
  const { rows, total } = await findJobPage(ctx.db, {
    viewer: { kind: 'client', organizationId: client.org.id },
    userId: ctx.actor.userId,
    scope: jobListScope(filter),
    searchText: q.searchText,
    window: 'all',
    sortBy: 'openDate',
    sortDirection: 'desc',
    limit: q.limit,
    offset: q.offset,
    now,
  })
  const parts = await findListParts(
    ctx.db,
    rows.map((r) => r.job.id),
  )
  const managers = new Map(
    (
      await findPeople(
        ctx.db,
        rows.map((r) => r.job.accountManagerId ?? ''),
      )
    ).map((p) => [p.id, p]),
  )
  const seen = clientSeenAs(ctx.actor, client.viewer)
  const data: JobListItem[] = rows.map((r) =>
    jobListItemSeenBy(
      seen,
      toJobListItem(r.job, r.organizationName, parts, managers.get(r.job.accountManagerId ?? '') ?? null, now),
    ),
  )
  return { data, meta: { total, limit: q.limit, offset: q.offset } }
}

export async function setClientStatus({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; isActive: boolean }
}): Promise<ClientDetails> {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'staffWrite')
    await tx
      .update(clientAccountsTable)
      .set({ isActive: input.isActive })
      .where(eq(clientAccountsTable.organizationId, client.org.id))
    await writeAudit(tx, ctx, {
      entityType: 'clientAccount',
      entityId: client.org.id,
      action: 'changeStatus',
      field: 'isActive',
      before: { isActive: client.account.isActive },
      after: { isActive: input.isActive },
    })
    await enqueueSearchSync(tx, 'clients', [client.org.id], { requestId: ctx.requestId })
    return buildDetails(tx, client.org.id, clientSeenAs(ctx.actor, client.viewer))
  })
}

const ACCOUNT_LOVS: Array<[keyof UpdateClientInput, ListOfValuesKey]> = [
  ['branchId', 'branch'],
  ['assignedBranchId', 'assignedBranch'],
  ['accountStatusId', 'accountStatus'],
]

export async function updateClient({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; patch: UpdateClientInput }
}): Promise<ClientDetails> {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'staffWrite')
    const p = input.patch
    const details: ErrorDetail[] = []
    for (const [field, key] of ACCOUNT_LOVS) {
      const id = p[field] as string | null | undefined
      if (id && !(await findLovsOfKey(tx, [id], key)).length)
        details.push({ path: field, rule: 'unknownValue', message: `Not a known ${key} value` })
    }
    const people = new Map(
      (
        await findPeople(
          tx,
          [p.accountManagerId, p.businessDevelopmentId].filter((x): x is string => !!x),
        )
      ).map((x) => [x.id, x]),
    )
    for (const field of ['accountManagerId', 'businessDevelopmentId'] as const) {
      const id = p[field]
      const person = id ? people.get(id) : undefined
      if (id && (person?.userType !== 'staff' || !person.isActive))
        details.push({ path: field, rule: 'unknownValue', message: 'Not an active provider user' })
    }
    if (details.length) throw new AppError('VALIDATION_FAILED', { details })
    if (Object.keys(p).length)
      await tx.update(clientAccountsTable).set(p).where(eq(clientAccountsTable.organizationId, client.org.id))
    const before = Object.fromEntries(
      Object.keys(p).map((k) => [k, (client.account as Record<string, unknown>)[k] ?? null]),
    )
    await writeAudit(tx, ctx, {
      entityType: 'clientAccount',
      entityId: client.org.id,
      action: 'update',
      before,
      after: p,
    })
    await enqueueSearchSync(tx, 'clients', [client.org.id], { requestId: ctx.requestId })
    return buildDetails(tx, client.org.id, clientSeenAs(ctx.actor, client.viewer))
  })
}

/** DELETE client/{id}: the company stops being a client; refused while it has jobs. */
export async function deleteClient({ ctx, input }: { ctx: UseCaseContext; input: { clientId: string } }) {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'staffWrite')
    if ((await countLiveJobs(tx, client.org.id)) > 0)
      throw new AppError('CONFLICT', { message: CLIENT_MESSAGES.hasJobs })
    await tx.delete(clientAccountsTable).where(eq(clientAccountsTable.organizationId, client.org.id))
    await writeAudit(tx, ctx, {
      entityType: 'clientAccount',
      entityId: client.org.id,
      action: 'delete',
      before: { companyType: client.account.companyType, isActive: client.account.isActive },
    })
    await enqueueSearchSync(tx, 'clients', [client.org.id], { requestId: ctx.requestId })
    return { id: client.org.id, deleted: true as const }
  })
}

export async function setClientFavorite({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; favorite: boolean }
}) {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId)
    if (input.favorite)
      await tx
        .insert(clientFavoritesTable)
        .values({ organizationId: client.org.id, userId: ctx.actor.userId })
        .onConflictDoNothing()
    else
      await tx
        .delete(clientFavoritesTable)
        .where(
          and(
            eq(clientFavoritesTable.organizationId, client.org.id),
            eq(clientFavoritesTable.userId, ctx.actor.userId),
          ),
        )
    const userIds = (await findClientFavorites(tx, [client.org.id])).map((f) => f.userId)
    return { favoriteByUsers: favoritesSeenBy(clientSeenAs(ctx.actor, client.viewer), userIds) }
  })
}

/** PATCH client/hide-client-modal: the inbound-hiring modal was closed; stop showing it. */
export async function hideClientModal({ ctx }: { ctx: UseCaseContext }) {
  if (ctx.actor.userType !== 'client') throw new AppError('FORBIDDEN')
  await ctx.db
    .update(usersTable)
    .set({ showClientInboundHiringModal: false })
    .where(eq(usersTable.id, ctx.actor.userId))
  return { showClientInboundHiringModal: false as const }
}
