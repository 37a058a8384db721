/**
 * POST inbound/compensation-engine/ping-sales-team: the compensation widget's "ping the sales
 * team" on a client's site (issue 16; spec 002 §7 ping-sales-team). A visitor who looked at a
 * benchmark leaves their contact; the provider's sales team is mailed through the outbox in the
 * same transaction as the audit row. The answer says "queued", never "sent": delivery is the
 * mail worker's. The caller (access key with scope comp-engine, from an allowed origin) and the
 * rate limits are the route's; the compEngine flag is looked up for the key's organization.
 */
import type { SalesPingInput, SalesPingResult } from '@quota/shared/contracts/inbound'
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import { INBOUND_MESSAGES } from '@quota/shared/domain/inbound/index'
import { AppError } from '@quota/shared/errors/index'
import { writeAudit } from '../../audit/write-audit'
import { enqueueMail } from '../../mail/outbox'
import { lookedAtLines } from '../compensation/ping-sales-team'
import { allowedFeatures } from '../users/get-me'
import type { InboundCaller } from './caller'
import type { InboundDeps } from './submit-application'

/** No user: the compensation flag is looked up for the key's organization and globally. */
export const NO_USER = '00000000-0000-0000-0000-000000000000'

export async function pingSalesTeamFromWidget({
  deps,
  caller,
  input,
}: {
  deps: Pick<InboundDeps, 'db' | 'config' | 'requestId'>
  caller: InboundCaller
  input: SalesPingInput
}): Promise<SalesPingResult> {
  const features = await allowedFeatures(deps.db, NO_USER, caller.key?.organizationId ?? null)
  if (!features.includes('compEngine')) throw new AppError('FORBIDDEN', { message: COMPENSATION_MESSAGES.notEnabled })
  const lookedAt = await lookedAtLines(deps.db, {
    positionId: input.positionId,
    levelId: input.levelId,
    experienceId: input.experienceId,
    stateIds: input.stateIds,
    cityIds: [],
  })
  const email = input.email.trim().toLowerCase()
  const requester = `${input.firstName} ${input.lastName}`.trim()
  const via = caller.key ? `the compensation widget "${caller.key.name}"` : 'the compensation widget'
  const lines: [string, string][] = [
    ['From', `${requester} <${email}>`],
    ['Company', input.companyName],
    ['Via', via],
    ...lookedAt,
    ['Headcount', input.headcount === null ? 'not given' : String(input.headcount)],
    ...(input.message ? ([['Message', input.message]] as [string, string][]) : []),
  ]
  await deps.db.transaction(async (tx) => {
    const outboxId = await enqueueMail(tx, {
      to: deps.config.SALES_TEAM_EMAIL,
      template: 'compEngineSalesPing',
      data: { requester, organization: input.companyName, lines },
      requestId: deps.requestId,
      aggregateType: 'accessKey',
      aggregateId: caller.key?.id ?? null,
    })
    await writeAudit(
      tx,
      { actor: null, requestId: deps.requestId },
      {
        entityType: 'accessKey',
        entityId: caller.key?.id ?? NO_USER,
        action: 'compEnginePingSalesTeam',
        after: { outboxId, companyName: input.companyName, positionId: input.positionId, headcount: input.headcount },
      },
    )
  })
  return { status: 'queued', message: INBOUND_MESSAGES.salesPinged }
}
