/** What both inbound forms need: the campaign that showed the form, and who hears about a submit. */
import type { InboundFormType } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, exists, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { inboundFormConfigsTable, rolesTable, userRolesTable, usersTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { OWNER_ROLE_KEYS } from '../users/list-people'
import type { InboundCaller } from './caller'

/** Ours: at most this many recruiters are mailed about one inbound candidate. */
const OWNER_POOL_MAX = 50

/**
 * The campaign a submit came from: the named active configuration (002 §3 campaign config, its
 * displayName), else the widget's access key, else our own page.
 */
export async function campaignOf(
  db: DbOrTx,
  formType: InboundFormType,
  campaignId: string | undefined,
  caller: InboundCaller,
): Promise<{ configId: string | null; name: string }> {
  if (campaignId) {
    const [config] = await db
      .select({ id: inboundFormConfigsTable.id, displayName: inboundFormConfigsTable.displayName })
      .from(inboundFormConfigsTable)
      .where(
        and(
          eq(inboundFormConfigsTable.id, campaignId),
          eq(inboundFormConfigsTable.formType, formType),
          eq(inboundFormConfigsTable.isActive, true),
        ),
      )
    if (!config)
      throw AppError.field('campaignId', 'notFound', 'This form configuration does not exist or is inactive.')
    return { configId: config.id, name: `campaign "${config.displayName}"` }
  }
  if (caller.key) return { configId: null, name: `widget "${caller.key.name}"` }
  return { configId: null, name: `the ${formType} page` }
}

/**
 * The candidate owner pool (the active recruiters who own candidates, as users/owners lists
 * them) hears of each inbound candidate by mail, sent when the submit commits.
 */
export async function mailOwnerPool(
  tx: DbOrTx,
  input: {
    campaign: string
    candidateName: string
    outcome: 'created' | 'matched'
    link: string
    requestId: string
    candidateId: string
  },
): Promise<number> {
  const owners = await tx
    .select({ email: usersTable.email })
    .from(usersTable)
    .where(
      and(
        eq(usersTable.userType, 'staff'),
        eq(usersTable.isActive, true),
        // an owner who turned this notification off in Settings (account-settings.ts) is left out
        sql`coalesce((${usersTable.notificationSettings} ->> 'inboundApplications')::boolean, true)`,
        exists(
          tx
            .select({ one: sql`1` })
            .from(userRolesTable)
            .innerJoin(rolesTable, eq(rolesTable.id, userRolesTable.roleId))
            .where(and(eq(userRolesTable.userId, usersTable.id), inArray(rolesTable.key, [...OWNER_ROLE_KEYS]))),
        ),
      ),
    )
    .orderBy(usersTable.email)
    .limit(OWNER_POOL_MAX)
  for (const owner of owners) {
    await enqueueMail(tx, {
      to: owner.email,
      template: 'inboundApplication',
      data: { campaign: input.campaign, candidateName: input.candidateName, outcome: input.outcome, link: input.link },
      requestId: input.requestId,
      aggregateType: 'candidate',
      aggregateId: input.candidateId,
    })
  }
  return owners.length
}
