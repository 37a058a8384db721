/** Organization search (guest), details, profile changes, users, similar organizations, logo and cover. */

import type {
  OrganizationListItem,
  OrganizationProfile,
  OrganizationUser,
  SimilarOrganization,
  UpdateOrganizationInput,
} from '@quota/shared/contracts/organizations'
import { storedPhone } from '@quota/shared/domain/clients/index'
import { type OrganizationTraits, rankSimilar } from '@quota/shared/domain/clients/similarity'
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { sanitizeLink } from '@quota/shared/domain/jobs/index'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import {
  citiesTable,
  clientAccountsTable,
  clientContactsTable,
  listOfValuesTable,
  mediaTable,
  organizationsTable,
  usersTable,
} from '../../db/schema'
import { sanitizeRichText } from '../../files/html'
import type { UseCaseContext } from '../context'
import { escapeLike, findCityIds, findLovsOfKey, findStateIds } from '../jobs/repository'
import { organizationMediaUrl } from '../jobs/to-dto'
import { removeMedia } from '../media/remove-media'
import { enqueueSearchSync } from '../search'
import { loadOrganizationFor } from './access'
import type { OrganizationFilesCtx } from './culture-media'
import { findOrganization, toOrganizationProfile } from './profile'

const wordPrefix = (column: typeof organizationsTable.name, text: string) => {
  const t = escapeLike(text)
  return or(ilike(column, `${t}%`), ilike(column, `% ${t}%`))!
}

const listColumns = {
  id: organizationsTable.id,
  name: organizationsTable.name,
  logoMediaId: organizationsTable.logoMediaId,
  companyType: clientAccountsTable.companyType,
}
const toListItem = (r: {
  id: string
  name: string
  logoMediaId: string | null
  companyType: OrganizationListItem['type']
}): OrganizationListItem => ({
  id: r.id,
  name: r.name,
  logoUrl: organizationMediaUrl(r.id, r.logoMediaId),
  isClient: r.companyType !== null,
  type: r.companyType,
})

export async function searchOrganizations({
  db,
  input,
}: {
  db: DbOrTx
  input: { searchText?: string | undefined; type: 'client' | 'all'; limit: number; offset: number }
}) {
  const conditions: SQL[] = []
  if (input.searchText) conditions.push(wordPrefix(organizationsTable.name, input.searchText))
  if (input.type === 'client') conditions.push(isNotNull(clientAccountsTable.organizationId))
  const where = conditions.length ? and(...conditions) : undefined
  const rows = await db
    .select(listColumns)
    .from(organizationsTable)
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
    .where(where)
    .orderBy(asc(sql`lower(${organizationsTable.name})`), asc(organizationsTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationsTable)
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
    .where(where)
  return {
    data: rows.map(toListItem),
    meta: { total: Number(count?.n ?? 0), limit: input.limit, offset: input.offset },
  }
}

/** One row per distinct name (case-insensitive): the client if one has that name, else the oldest. */
export async function searchUniqueOrganizations({
  db,
  input,
}: {
  db: DbOrTx
  input: { searchText?: string | undefined; type: 'client' | 'all'; limit: number; offset: number }
}) {
  const conditions: SQL[] = []
  if (input.searchText) conditions.push(wordPrefix(organizationsTable.name, input.searchText))
  if (input.type === 'client') conditions.push(isNotNull(clientAccountsTable.organizationId))
  const where = conditions.length ? and(...conditions) : undefined
  const ranked = db
    .select({
      ...listColumns,
      rank: sql<number>`row_number() over (partition by lower(${organizationsTable.name}) order by (${clientAccountsTable.organizationId} is null), ${organizationsTable.createdAt}, ${organizationsTable.id})`.as(
        'rank',
      ),
    })
    .from(organizationsTable)
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
    .where(where)
    .as('ranked')
  const rows = await db
    .select({ id: ranked.id, name: ranked.name, logoMediaId: ranked.logoMediaId, companyType: ranked.companyType })
    .from(ranked)
    .where(eq(ranked.rank, 1))
    .orderBy(asc(sql`lower(${ranked.name})`), asc(ranked.id))
    .limit(input.limit)
    .offset(input.offset)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ranked).where(eq(ranked.rank, 1))
  return {
    data: rows.map((r) => toListItem(r as never)),
    meta: { total: Number(count?.n ?? 0), limit: input.limit, offset: input.offset },
  }
}

export async function getOrganizationDetails({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<OrganizationProfile> {
  const found = await loadOrganizationFor(ctx.db, ctx.actor, input.id, 'read')
  return toOrganizationProfile(ctx.db, found.org, found.account?.companyType ?? null)
}

const ORG_LOVS: Array<[keyof UpdateOrganizationInput, ListOfValuesKey]> = [
  ['industryId', 'industry'],
  ['companySizeId', 'companySize'],
  ['fundingRoundId', 'fundingRounds'],
  ['targetMarketId', 'targetMarket'],
  ['crunchbaseStatusId', 'crunchbaseStatus'],
]

export async function updateOrganization({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; patch: UpdateOrganizationInput }
}): Promise<OrganizationProfile> {
  return ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const p = input.patch
    const details: ErrorDetail[] = []
    const values: Partial<typeof organizationsTable.$inferInsert> = {}
    for (const k of [
      'name',
      'aboutHtml',
      'totalFunding',
      'yearFounded',
      'cityId',
      'stateId',
      'industryId',
      'companySizeId',
      'fundingRoundId',
      'targetMarketId',
      'crunchbaseStatusId',
    ] as const) {
      if (p[k] !== undefined) (values as Record<string, unknown>)[k] = p[k]
    }
    if (typeof values.aboutHtml === 'string') values.aboutHtml = sanitizeRichText(values.aboutHtml)
    for (const k of ['websiteUrl', 'linkedinUrl'] as const) {
      const raw = p[k]
      if (raw === undefined) continue
      if (!raw) values[k] = null
      else {
        const clean = sanitizeLink(raw)
        if (!clean) details.push({ path: k, rule: 'invalidUrl', message: 'Please enter a valid link' })
        else values[k] = clean
      }
    }
    if (
      p.linkedinUrl &&
      values.linkedinUrl &&
      !/linkedin\.com\/(company|school|showcase|edu)\//i.test(values.linkedinUrl)
    ) {
      details.push({
        path: 'linkedinUrl',
        rule: 'invalidUrl',
        message: 'Please enter a company, school or showcase page link',
      })
    }
    if (p.phone !== undefined) values.phone = storedPhone(p.phone)
    for (const [field, key] of ORG_LOVS) {
      const id = p[field] as string | null | undefined
      if (id && !(await findLovsOfKey(tx, [id], key)).length)
        details.push({ path: field, rule: 'unknownValue', message: `Not a known ${key} value` })
    }
    if (p.benefitIds) {
      const ids = [...new Set(p.benefitIds)]
      const ok = new Set((await findLovsOfKey(tx, ids, 'benefit')).map((r) => r.id))
      p.benefitIds.forEach((id, i) => {
        if (!ok.has(id)) details.push({ path: `benefitIds.${i}`, rule: 'unknownValue', message: 'Not a known benefit' })
      })
      values.benefitIds = ids
    }
    if (p.cityId && !(await findCityIds(tx, [p.cityId])).length)
      details.push({ path: 'cityId', rule: 'unknownValue', message: 'Not a known city' })
    if (p.stateId && !(await findStateIds(tx, [p.stateId])).length)
      details.push({ path: 'stateId', rule: 'unknownValue', message: 'Not a known state' })
    if (details.length) throw new AppError('VALIDATION_FAILED', { details })
    if (Object.keys(values).length)
      await tx.update(organizationsTable).set(values).where(eq(organizationsTable.id, found.org.id))
    const before = Object.fromEntries(
      Object.keys(values).map((k) => [k, (found.org as Record<string, unknown>)[k] ?? null]),
    )
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: found.org.id,
      action: 'update',
      before,
      after: values,
    })
    await enqueueSearchSync(tx, 'organizations', [found.org.id], { requestId: ctx.requestId })
    if (found.account) await enqueueSearchSync(tx, 'clients', [found.org.id], { requestId: ctx.requestId })
    const fresh = (await findOrganization(tx, found.org.id))!
    return toOrganizationProfile(tx, fresh.org, fresh.account?.companyType ?? null)
  })
}

export async function listOrganizationUsers({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: {
    id: string
    searchText?: string | undefined
    excludeInActive?: boolean | undefined
    limit: number
    offset: number
  }
}) {
  const found = await loadOrganizationFor(ctx.db, ctx.actor, input.id, 'member')
  const conditions: SQL[] = [eq(usersTable.organizationId, found.org.id), eq(usersTable.userType, 'client')]
  if (input.excludeInActive) conditions.push(eq(usersTable.isActive, true))
  if (input.searchText) {
    const like = `%${escapeLike(input.searchText)}%`
    conditions.push(
      or(
        ilike(usersTable.firstName, like),
        ilike(usersTable.lastName, like),
        ilike(usersTable.email, like),
        ilike(sql`${usersTable.firstName} || ' ' || ${usersTable.lastName}`, like),
      )!,
    )
  }
  const where = and(...conditions)
  const rows = await ctx.db
    .select({
      user: usersTable,
      title: clientContactsTable.title,
      noLongerAtCompany: clientContactsTable.noLongerAtCompany,
    })
    .from(usersTable)
    .leftJoin(
      clientContactsTable,
      and(eq(clientContactsTable.userId, usersTable.id), eq(clientContactsTable.organizationId, found.org.id)),
    )
    .where(where)
    .orderBy(asc(sql`lower(${usersTable.firstName})`), asc(sql`lower(${usersTable.lastName})`), asc(usersTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(usersTable).where(where)
  const data: OrganizationUser[] = rows.map((r) => ({
    id: r.user.id,
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    fullName: `${r.user.firstName} ${r.user.lastName}`.trim(),
    email: r.user.email,
    isActive: r.user.isActive,
    title: r.title ?? null,
    noLongerAtCompany: r.noLongerAtCompany ?? false,
  }))
  return { data, meta: { total: Number(count?.n ?? 0), limit: input.limit, offset: input.offset } }
}

async function traitsOf(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<Array<OrganizationTraits & { logoMediaId: string | null; companyType: OrganizationListItem['type'] }>> {
  const sizeRank = sql<
    number | null
  >`(select ${listOfValuesTable.sortOrder} from ${listOfValuesTable} where ${listOfValuesTable.id} = ${organizationsTable.companySizeId})`
  const rows = await db
    .select({
      id: organizationsTable.id,
      name: organizationsTable.name,
      industryId: organizationsTable.industryId,
      sizeRank,
      fundingRoundId: organizationsTable.fundingRoundId,
      totalFunding: organizationsTable.totalFunding,
      cityId: organizationsTable.cityId,
      stateId: organizationsTable.stateId,
      cityState: citiesTable.stateCode,
      logoMediaId: organizationsTable.logoMediaId,
      companyType: clientAccountsTable.companyType,
    })
    .from(organizationsTable)
    .leftJoin(citiesTable, eq(citiesTable.id, organizationsTable.cityId))
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
    .where(where)
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    industryId: r.industryId,
    // sizes are ranked by their list order; the list is curated small to large
    sizeRank: r.sizeRank === null ? null : Number(r.sizeRank),
    fundingRoundId: r.fundingRoundId,
    totalFunding: r.totalFunding,
    cityId: r.cityId,
    stateCode: r.cityState ?? (r.stateId ? r.stateId.replace(/^US-/, '') : null),
    logoMediaId: r.logoMediaId,
    companyType: r.companyType,
  }))
}

/** Up to `limit` (30) organizations most like this one: industry, size, funding, location. */
export async function listSimilarOrganizations({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; limit: number }
}): Promise<SimilarOrganization[]> {
  const found = await loadOrganizationFor(ctx.db, ctx.actor, input.id, 'read')
  const [target] = await traitsOf(ctx.db, eq(organizationsTable.id, found.org.id), 1)
  const o = found.org
  // candidates: anything sharing at least one trait (served by the industry/size index and small lists)
  const shares: SQL[] = []
  if (o.industryId) shares.push(eq(organizationsTable.industryId, o.industryId))
  if (o.companySizeId) shares.push(eq(organizationsTable.companySizeId, o.companySizeId))
  if (o.fundingRoundId) shares.push(eq(organizationsTable.fundingRoundId, o.fundingRoundId))
  if (o.cityId) shares.push(eq(organizationsTable.cityId, o.cityId))
  if (o.stateId) shares.push(eq(organizationsTable.stateId, o.stateId))
  if (target!.stateCode) shares.push(eq(citiesTable.stateCode, target!.stateCode))
  if (o.totalFunding)
    shares.push(
      sql`${organizationsTable.totalFunding} between ${Math.floor(o.totalFunding / 2)} and ${o.totalFunding * 2}`,
    )
  if (o.companySizeId) {
    const sizes = await ctx.db
      .select({ id: listOfValuesTable.id, sortOrder: listOfValuesTable.sortOrder })
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.key, 'companySize'))
    const near = sizes
      .filter((s) => target!.sizeRank !== null && Math.abs(s.sortOrder - target!.sizeRank) <= 1)
      .map((s) => s.id)
    if (near.length) shares.push(inArray(organizationsTable.companySizeId, near))
  }
  if (!shares.length) return []
  const pool = await traitsOf(ctx.db, or(...shares), 2000)
  const byId = new Map(pool.map((p) => [p.id, p]))
  return rankSimilar(target!, pool, input.limit).map((r) => {
    const row = byId.get(r.organization.id)!
    return {
      ...toListItem({ id: row.id, name: row.name, logoMediaId: row.logoMediaId, companyType: row.companyType }),
      score: r.score,
      reasons: r.reasons,
    }
  })
}

/** PUT organizations/{id}/logo | cover: points at an uploaded image (or clears it). */
export async function setOrganizationImage({
  ctx,
  input,
}: {
  ctx: OrganizationFilesCtx
  input: { id: string; which: 'logo' | 'cover'; mediaId: string | null }
}): Promise<OrganizationProfile> {
  const { profile, replaced } = await ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const column = input.which === 'logo' ? 'logoMediaId' : 'coverMediaId'
    if (input.mediaId && input.mediaId !== found.org[column]) {
      const [media] = await tx.select().from(mediaTable).where(eq(mediaTable.id, input.mediaId))
      const kind = input.which === 'logo' ? 'organizationLogo' : 'organizationCover'
      // an upload of this organization's, of this kind, whose bytes arrived (their type was checked then)
      const ok =
        media?.kind === kind &&
        media.organizationId === found.org.id &&
        media.status === 'complete' &&
        /^image\/(png|jpe?g)$/.test(media.mimeType)
      if (!ok) throw AppError.field('mediaId', 'unknownValue', `Not an uploaded ${input.which} image (png, jpg, jpeg)`)
    }
    await tx
      .update(organizationsTable)
      .set({ [column]: input.mediaId })
      .where(eq(organizationsTable.id, found.org.id))
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: found.org.id,
      action: 'update',
      field: column,
      before: { [column]: found.org[column] },
      after: { [column]: input.mediaId },
    })
    const fresh = (await findOrganization(tx, found.org.id))!
    const previous = found.org[column]
    return {
      profile: await toOrganizationProfile(tx, fresh.org, fresh.account?.companyType ?? null),
      replaced: previous && previous !== input.mediaId ? previous : null,
    }
  })
  // the image it replaced is no longer shown anywhere: its row and file go
  if (replaced) await removeMedia({ db: ctx.db, storage: ctx.storage }, [replaced])
  return profile
}
