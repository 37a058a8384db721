import { DataEnvelope, ErrorResponses, IdParams, ListEnvelope } from '@quota/shared/contracts/common'
import { DevMailboxQuery, DevMailDto } from '@quota/shared/contracts/users'
import { REGISTER_MESSAGES } from '@quota/shared/domain/admin/registers'
import { AppError } from '@quota/shared/errors/index'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { Elysia } from 'elysia'
import type { AppDeps } from '../app-deps'
import type { DbOrTx } from '../db/client'
import { type OutboxEventRow, outboxEventsTable } from '../db/schema'
import { moduleBase } from '../modules/module-base'
import { HTML_ANSWER_DOCS } from '../plugins/openapi-responses'
import { MAIL_TOPIC, type MailPayload } from './outbox'
import { mailMode } from './transport'

function toDevMail(row: OutboxEventRow): DevMailDto {
  const p = row.payload as MailPayload
  // never shown as delivered when it was not: held back by the whitelist, or given up
  const failure =
    p.delivery === 'notWhitelisted'
      ? REGISTER_MESSAGES.mailNotWhitelisted
      : row.processedAt && row.lastError
        ? row.lastError
        : null
  return {
    id: row.id,
    to: p.to,
    subject: p.subject,
    template: p.template,
    text: p.text ?? '',
    html: p.html ?? '',
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.processedAt && !failure ? row.processedAt.toISOString() : null,
    failure,
  }
}

/** Mail as queued, newest first (tests and the dev mailbox read it; bodies are scrubbed once sent by SMTP). */
export async function listQueuedMail(db: DbOrTx, input: { to?: string | undefined; limit: number; offset: number }) {
  const where = and(
    eq(outboxEventsTable.topic, MAIL_TOPIC),
    input.to ? sql`lower(${outboxEventsTable.payload}->>'to') = ${input.to.trim().toLowerCase()}` : undefined,
  )
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(outboxEventsTable).where(where)
  const rows = await db
    .select()
    .from(outboxEventsTable)
    .where(where)
    .orderBy(desc(outboxEventsTable.createdAt), desc(outboxEventsTable.id))
    .limit(input.limit)
    .offset(input.offset)
  return { data: rows.map(toDevMail), meta: { total: Number(total), limit: input.limit, offset: input.offset } }
}

async function oneMail(db: DbOrTx, id: string): Promise<DevMailDto> {
  const [row] = await db
    .select()
    .from(outboxEventsTable)
    .where(and(eq(outboxEventsTable.id, id), eq(outboxEventsTable.topic, MAIL_TOPIC)))
  if (!row) throw new AppError('NOT_FOUND')
  return toDevMail(row)
}

/**
 * The dev mailbox: with no SMTP_URL outside production, mail stays readable here by an admin
 * (manage-users) in the browser. Never registered in production.
 */
export const devMailboxRoutes = (deps: AppDeps) => {
  if (deps.config.isProduction || mailMode(deps.config) !== 'devMailbox') return new Elysia({ name: 'dev-mailbox-off' })
  return new Elysia({ name: 'dev-mailbox', prefix: '/api/dev/mailbox', tags: ['Dev mailbox'] })
    .use(moduleBase(deps))
    .get('', ({ query }) => listQueuedMail(deps.db, query), {
      auth: { permission: 'manage-users' },
      query: DevMailboxQuery,
      response: { 200: ListEnvelope(DevMailDto), ...ErrorResponses },
      detail: { summary: 'Mail the server would have sent (development only)', operationId: 'listDevMailbox' },
    })
    .get('/:id', async ({ params }) => ({ data: await oneMail(deps.db, params.id) }), {
      auth: { permission: 'manage-users' },
      params: IdParams,
      response: { 200: DataEnvelope(DevMailDto), ...ErrorResponses },
      detail: { summary: 'One mail of the dev mailbox', operationId: 'getDevMail' },
    })
    .get(
      '/:id/html',
      async ({ params }) => {
        const mail = await oneMail(deps.db, params.id)
        return new Response(mail.html, {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            // the mail is shown as sent, but nothing in it may run or call out
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
            'x-content-type-options': 'nosniff',
          },
        })
      },
      {
        auth: { permission: 'manage-users' },
        params: IdParams,
        detail: {
          summary: 'One mail of the dev mailbox as the HTML page it is',
          operationId: 'getDevMailHtml',
          ...HTML_ANSWER_DOCS,
        },
      },
    )
}
