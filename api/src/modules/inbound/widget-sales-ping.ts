/**
 * POST inbound/compensation-engine/ping-sales-team: the compensation widget's "ping the sales
 * team" on a client's site (issue 16; spec 002 §7 ping-sales-team). A visitor who looked at a
 * benchmark leaves their contact; the provider's sales team is mailed through the outbox in the
 * same transaction as the inbound lead it records (formType salesPing, New Inbound) and the audit
 * row. The answer says "queued", never "sent": delivery is the mail worker's. An Idempotency-Key
 * (the widget sends one per filled form) makes a retried ping answer the first one's result and
 * mail nobody again, as apply and hire do. The caller (access key with scope comp-engine, from an
 * allowed origin) and the rate limits are the route's; the compEngine flag is looked up for the
 * key's organization.
 */
import type { SalesPingInput, SalesPingResult } from '@quota/shared/contracts/inbound'
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import { INBOUND_MESSAGES } from '@quota/shared/domain/inbound/index'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { inboundSubmissionsTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { lookedAtLines } from '../compensation/ping-sales-team'
import { allowedFeatures } from '../users/get-me'
import type { InboundCaller } from './caller'
import { idempotentSubmit, requestHashOf } from './idempotency'
import type { InboundDeps } from './submit-application'

/** No user: the compensation flag is looked up for the key's organization and globally. */
export const NO_USER = '00000000-0000-0000-0000-000000000000'

export async function pingSalesTeamFromWidget({
  deps,
  caller,
  input,
  idempotencyKey,
}: {
  deps: Pick<InboundDeps, 'db' | 'config' | 'requestId'>
  caller: InboundCaller
  input: SalesPingInput
  idempotencyKey: string | undefined
}): Promise<SalesPingResult> {
  const hash = requestHashOf(input)
  const accessKeyId = caller.key?.id ?? null
  return idempotentSubmit(deps.db, { accessKeyId, idempotencyKey, formType: 'salesPing', hash }, () =>
    recordPing(deps, caller, input, { accessKeyId, idempotencyKey, hash }),
  )
}

async function recordPing(
  deps: Pick<InboundDeps, 'db' | 'config' | 'requestId'>,
  caller: InboundCaller,
  input: SalesPingInput,
  submission: { accessKeyId: string | null; idempotencyKey: string | undefined; hash: string },
): Promise<SalesPingResult> {
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
  const { website: _hp, formToken: _t, ...fields } = input
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(inboundSubmissionsTable)
      .values({
        formType: 'salesPing',
        payload: { ...fields, email },
        organizationId: caller.key?.organizationId ?? null,
        leadStatus: 'newInbound',
        accessKeyId: submission.accessKeyId,
        idempotencyKey: submission.idempotencyKey ?? null,
        requestHash: submission.hash,
      })
      .returning({ id: inboundSubmissionsTable.id })
    const outboxId = await enqueueMail(tx, {
      to: deps.config.SALES_TEAM_EMAIL,
      template: 'compEngineSalesPing',
      data: { requester, organization: input.companyName, lines },
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
        action: 'compEnginePingSalesTeam',
        after: {
          outboxId,
          accessKeyId: submission.accessKeyId,
          companyName: input.companyName,
          positionId: input.positionId,
          headcount: input.headcount,
        },
      },
    )
    const answer: SalesPingResult = { status: 'queued', message: INBOUND_MESSAGES.salesPinged }
    await tx.update(inboundSubmissionsTable).set({ answer }).where(eq(inboundSubmissionsTable.id, lead!.id))
    return answer
  })
}
