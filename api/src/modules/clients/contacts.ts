/**
 * Client contacts (GET/POST client/{id}/user, PATCH client/{id}/user/{contactId}): the client
 * company's users with their role at the company, views and activity counts.
 */
import type {
  ClientContact,
  ClientContactsQuery,
  CreateClientContactInput,
  UpdateClientContactInput,
} from '@quota/shared/contracts/clients'
import { storedPhone } from '@quota/shared/domain/clients/index'
import { clientContactSeenBy } from '@quota/shared/domain/clients/visibility'
import { sanitizeLink } from '@quota/shared/domain/jobs/index'
import type { Viewer } from '@quota/shared/domain/jobs/visibility'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { clientContactsTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { findCityIds, findLovs, findLovsOfKey, findPeople, findStateIds } from '../jobs/repository'
import { toLovRef } from '../jobs/to-dto'
import { createUser } from '../users/create-user'
import { clientSeenAs, loadClientFor } from './access'
import { findContact, findContactPage } from './repository'
import { toClientContact } from './to-dto'

async function toContacts(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof findContactPage>>['rows'],
  viewer: Viewer,
): Promise<ClientContact[]> {
  const owners = new Map(
    (
      await findPeople(
        db,
        rows.map((r) => r.contact.ownerId ?? ''),
      )
    ).map((p) => [p.id, p]),
  )
  const levels = new Map(
    (
      await findLovs(
        db,
        rows.map((r) => r.contact.levelId).filter((x): x is string => !!x),
      )
    ).map((l) => [l.id, l]),
  )
  return rows.map((r) => {
    const level = r.contact.levelId ? levels.get(r.contact.levelId) : undefined
    return clientContactSeenBy(
      viewer,
      toClientContact(r, r.contact.ownerId ? owners.get(r.contact.ownerId) : undefined, level ? toLovRef(level) : null),
    )
  })
}

export async function listClientContacts({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; query: ClientContactsQuery }
}) {
  const client = await loadClientFor(ctx.db, ctx.actor, input.clientId)
  const q = input.query
  const since = q.daysFilter ? new Date(Date.now() - q.daysFilter * 86_400_000) : null
  const { rows, total } = await findContactPage(ctx.db, {
    organizationId: client.org.id,
    searchText: q.searchText,
    includeNoLongerAtCompany: q.includeNoLongerAtCompany,
    since,
    sortBy: q.sortBy,
    sortDirection: q.sortDirection ?? (q.sortBy === 'name' || q.sortBy === 'title' ? 'asc' : 'desc'),
    limit: q.limit,
    offset: q.offset,
  })
  return {
    data: await toContacts(ctx.db, rows, clientSeenAs(ctx.actor, client.viewer)),
    meta: { total, limit: q.limit, offset: q.offset },
  }
}

async function oneContact(
  db: DbOrTx,
  organizationId: string,
  contactId: string,
  viewer: Viewer,
): Promise<ClientContact> {
  const { rows } = await findContactPage(db, {
    organizationId,
    includeNoLongerAtCompany: true,
    since: null,
    sortBy: 'name',
    sortDirection: 'asc',
    limit: 1_000,
    offset: 0,
  })
  const row = rows.find((r) => r.contact.id === contactId)
  return (await toContacts(db, [row!], viewer))[0]!
}

async function checkContactRefs(db: DbOrTx, input: Partial<UpdateClientContactInput>): Promise<ErrorDetail[]> {
  const details: ErrorDetail[] = []
  if (input.levelId && !(await findLovsOfKey(db, [input.levelId], 'level')).length)
    details.push({ path: 'levelId', rule: 'unknownValue', message: 'Not a known level' })
  if (input.cityId && !(await findCityIds(db, [input.cityId])).length)
    details.push({ path: 'cityId', rule: 'unknownValue', message: 'Not a known city' })
  if (input.stateId && !(await findStateIds(db, [input.stateId])).length)
    details.push({ path: 'stateId', rule: 'unknownValue', message: 'Not a known state' })
  if (input.ownerId) {
    const [owner] = await findPeople(db, [input.ownerId])
    if (owner?.userType !== 'staff' || !owner.isActive)
      details.push({ path: 'ownerId', rule: 'unknownValue', message: 'Not an active provider user' })
  }
  if (input.linkedInProfileUrl && !sanitizeLink(input.linkedInProfileUrl))
    details.push({ path: 'linkedInProfileUrl', rule: 'invalidUrl', message: 'Please enter a valid link' })
  return details
}

/** POST client/{id}/user: a new client user (invited: no password yet) and its contact row. */
export async function createClientContact({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string } & CreateClientContactInput
}): Promise<ClientContact> {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'write')
    if (client.viewer.kind === 'client' && input.ownerId !== undefined) {
      throw new AppError('FORBIDDEN', {
        details: [{ path: 'ownerId', rule: 'notAllowed', message: 'Only provider staff may set this field' }],
      })
    }
    const details = await checkContactRefs(tx, input)
    if (details.length) throw new AppError('VALIDATION_FAILED', { details })
    const user = await createUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: 'client',
      roleKeys: input.canSource ? ['client-recruiter', 'client-sourcing'] : ['client-recruiter'],
      organizationId: client.org.id,
      phone: storedPhone(input.phone),
      emailVerified: false,
      hasOnboarded: true,
      grantedBy: ctx.actor.userId,
    })
    if (input.canSource) await tx.update(usersTable).set({ clientSourcing: true }).where(eq(usersTable.id, user.id))
    const [contact] = await tx
      .insert(clientContactsTable)
      .values({
        organizationId: client.org.id,
        userId: user.id,
        title: input.title ?? null,
        mobile: storedPhone(input.mobile),
        levelId: input.levelId ?? null,
        linkedinUrl: input.linkedInProfileUrl ? sanitizeLink(input.linkedInProfileUrl) : null,
        cityId: input.cityId ?? null,
        stateId: input.stateId ?? null,
        ownerId: input.ownerId ?? (client.viewer.kind === 'staff' ? ctx.actor.userId : null),
        viewJobDashboard: input.viewJobDashboard ?? true,
        canSource: input.canSource ?? false,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'clientContact',
      entityId: contact!.id,
      action: 'create',
      root: { type: 'clientAccount', id: client.org.id },
      after: { userId: user.id, email: user.email },
    })
    return oneContact(tx, client.org.id, contact!.id, clientSeenAs(ctx.actor, client.viewer))
  })
}

/** PATCH client/{id}/user/{contactId}: level, no longer at company, can source, views of the dashboard... */
export async function updateClientContact({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; contactId: string; patch: UpdateClientContactInput }
}): Promise<ClientContact> {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'write')
    const contact = await findContact(tx, client.org.id, input.contactId)
    if (!contact) throw new AppError('NOT_FOUND', { message: 'Contact not found' })
    const p = input.patch
    if (client.viewer.kind === 'client' && p.ownerId !== undefined) {
      throw new AppError('FORBIDDEN', {
        details: [{ path: 'ownerId', rule: 'notAllowed', message: 'Only provider staff may set this field' }],
      })
    }
    const details = await checkContactRefs(tx, p)
    if (details.length) throw new AppError('VALIDATION_FAILED', { details })
    const contactValues: Partial<typeof clientContactsTable.$inferInsert> = {}
    for (const k of [
      'title',
      'levelId',
      'cityId',
      'stateId',
      'ownerId',
      'viewJobDashboard',
      'canSource',
      'noLongerAtCompany',
    ] as const) {
      if (p[k] !== undefined) (contactValues as Record<string, unknown>)[k] = p[k]
    }
    if (p.mobile !== undefined) contactValues.mobile = storedPhone(p.mobile)
    if (p.linkedInProfileUrl !== undefined)
      contactValues.linkedinUrl = p.linkedInProfileUrl ? sanitizeLink(p.linkedInProfileUrl) : null
    if (Object.keys(contactValues).length)
      await tx.update(clientContactsTable).set(contactValues).where(eq(clientContactsTable.id, contact.id))
    const userValues: Partial<typeof usersTable.$inferInsert> = {}
    if (p.firstName !== undefined) userValues.firstName = p.firstName
    if (p.lastName !== undefined) userValues.lastName = p.lastName
    if (p.phone !== undefined) userValues.phone = storedPhone(p.phone)
    if (p.canSource !== undefined) userValues.clientSourcing = p.canSource
    if (Object.keys(userValues).length)
      await tx.update(usersTable).set(userValues).where(eq(usersTable.id, contact.userId))
    const before = Object.fromEntries(
      Object.keys(contactValues).map((k) => [k, (contact as Record<string, unknown>)[k] ?? null]),
    )
    await writeAudit(tx, ctx, {
      entityType: 'clientContact',
      entityId: contact.id,
      action: 'update',
      root: { type: 'clientAccount', id: client.org.id },
      before,
      after: p,
    })
    return oneContact(tx, client.org.id, contact.id, clientSeenAs(ctx.actor, client.viewer))
  })
}
