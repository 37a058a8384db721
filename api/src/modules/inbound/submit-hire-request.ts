/**
 * POST inbound/hire: a company asks for hiring help (the hire widget, or our /hire page). It
 * becomes an inbound lead (status New Inbound, 000 §3) for the provider's sales team, who are
 * mailed the request; a client user with the contact's e-mail gets the inbound-hiring flag, so
 * the "hiring assistance is on the way" dialog shows once at their next start (000 §1, §6).
 */
import type { HireInput, HireResult } from '@quota/shared/contracts/inbound'
import { toAccountPhone } from '@quota/shared/domain/auth/fields'
import { INBOUND_MESSAGES } from '@quota/shared/domain/inbound/index'
import { and, eq, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { inboundSubmissionsTable, usersTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import type { InboundCaller } from './caller'
import { idempotentSubmit, requestHashOf } from './idempotency'
import { campaignOf } from './inbound-shared'
import type { InboundDeps } from './submit-application'

const usd = (n: number | null | undefined) => (n == null ? null : `$${n.toLocaleString('en-US')}`)
const range = (min: number | null | undefined, max: number | null | undefined) =>
  [usd(min), usd(max)].filter(Boolean).join(' – ') || 'not given'

export async function submitHireRequest({
  deps,
  caller,
  input,
  idempotencyKey,
}: {
  deps: InboundDeps
  caller: InboundCaller
  input: HireInput
  idempotencyKey: string | undefined
}): Promise<HireResult> {
  const hash = requestHashOf(input)
  const accessKeyId = caller.key?.id ?? null
  return idempotentSubmit(deps.db, { accessKeyId, idempotencyKey, formType: 'hire', hash }, async () => {
    const campaign = await campaignOf(deps.db, 'hire', input.campaignId, caller)
    const email = input.email.trim().toLowerCase()
    const { website: _hp, formToken: _t, ...fields } = input
    const payload = { ...fields, email, phone: input.phone?.trim() ? toAccountPhone(input.phone) : null }

    return deps.db.transaction(async (tx) => {
      const [client] = await tx
        .select({ id: usersTable.id, organizationId: usersTable.organizationId })
        .from(usersTable)
        .where(and(sql`lower(${usersTable.email}) = ${email}`, eq(usersTable.userType, 'client')))
      const [lead] = await tx
        .insert(inboundSubmissionsTable)
        .values({
          formType: 'hire',
          configId: campaign.configId,
          payload,
          userId: client?.id ?? null,
          organizationId: client?.organizationId ?? caller.key?.organizationId ?? null,
          leadStatus: 'newInbound',
          accessKeyId,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        })
        .returning({ id: inboundSubmissionsTable.id })
      if (client) {
        await tx.update(usersTable).set({ showClientInboundHiringModal: true }).where(eq(usersTable.id, client.id))
      }
      await enqueueMail(tx, {
        to: deps.config.SALES_TEAM_EMAIL,
        template: 'inboundHireRequest',
        data: {
          campaign: campaign.name,
          lines: [
            ['Company', input.companyName],
            ['Contact', `${input.firstName} ${input.lastName}`.trim()],
            ['E-mail', email],
            ['Phone', payload.phone ?? 'not given'],
            ...(input.jobTitle ? ([['Title', input.jobTitle]] as [string, string][]) : []),
            ['Roles', input.roles.map((r) => `${r.title} × ${r.headcount}`).join('; ')],
            ['Locations', input.locations.join('; ') || 'not given'],
            ['Base salary', range(input.baseSalaryMin, input.baseSalaryMax)],
            ['OTE', range(input.oteMin, input.oteMax)],
            ['Inbound mix', `${input.inboundMix} %`],
            ...(input.message ? ([['Message', input.message]] as [string, string][]) : []),
          ],
        },
        requestId: deps.requestId,
        aggregateType: 'inboundSubmission',
        aggregateId: lead!.id,
      })
      await writeAudit(
        tx,
        { actor: null, requestId: deps.requestId },
        {
          entityType: 'inboundSubmission',
          entityId: lead!.id,
          action: 'create',
          after: { formType: 'hire', campaign: campaign.name, accessKeyId, companyName: input.companyName },
        },
      )
      const answer: HireResult = { leadId: lead!.id, status: 'newInbound', message: INBOUND_MESSAGES.hireReceived }
      await tx.update(inboundSubmissionsTable).set({ answer }).where(eq(inboundSubmissionsTable.id, lead!.id))
      return answer
    })
  })
}
