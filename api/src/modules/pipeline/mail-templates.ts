/**
 * The administrator's templates in the pipeline's mails: a mail whose key has an active e-mail
 * template for the job's sales segment (the job's position → its functional role → segment),
 * or else for Default, goes out in that template's words; without one, the built-in text does.
 * The shared rule picks (pickTemplate) and fills (renderTemplate); this reads the rows.
 */

import type { SalesSegment } from '@quota/shared/domain/enums'
import {
  ONE_TIME_LINK_VALUES,
  PIPELINE_TEMPLATE_KEYS,
  type PipelineTemplateKey,
  pickTemplate,
  pipelineMailValues,
  renderTemplate,
  TRUSTED_HTML_VALUES,
} from '@quota/shared/domain/jobs/templates'
import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { functionalRolesTable, jobsTable, notificationTemplatesTable } from '../../db/schema'

/** The job's sales segment: its position's functional role (an active one first), else Default. */
export async function segmentOfJob(db: DbOrTx, jobId: string): Promise<SalesSegment> {
  const [row] = await db
    .select({ segment: functionalRolesTable.segment })
    .from(jobsTable)
    .innerJoin(functionalRolesTable, eq(functionalRolesTable.positionId, jobsTable.desiredPositionId))
    .where(eq(jobsTable.id, jobId))
    .orderBy(desc(functionalRolesTable.isActive))
    .limit(1)
  return row?.segment ?? 'default'
}

const isPipelineKey = (key: string): key is PipelineTemplateKey =>
  (PIPELINE_TEMPLATE_KEYS as readonly string[]).includes(key)

export interface TemplatedMail {
  templateId: string
  segment: SalesSegment
  subject: string | null
  bodyHtml: string
  /** The body as the candidate's message record keeps it: one-time links as "(link)". */
  recordHtml: string
}

/** The stored template a mail goes out in for the job, rendered; null = the built-in text. */
export async function templatedPipelineMail(
  db: DbOrTx,
  jobId: string,
  mail: { template: string } & Record<string, unknown>,
  extraValues: Record<string, string> = {},
): Promise<TemplatedMail | null> {
  if (!isPipelineKey(mail.template)) return null
  const [segment, rows] = await Promise.all([
    segmentOfJob(db, jobId),
    db
      .select()
      .from(notificationTemplatesTable)
      .where(and(eq(notificationTemplatesTable.key, mail.template), eq(notificationTemplatesTable.channel, 'email'))),
  ])
  const template = pickTemplate(rows, segment)
  if (!template) return null
  const values = { ...pipelineMailValues(mail), ...extraValues }
  const recordValues = { ...values }
  for (const k of ONE_TIME_LINK_VALUES) if (k in recordValues) recordValues[k] = '(link)'
  const html = { html: true, trustedHtml: TRUSTED_HTML_VALUES }
  return {
    templateId: template.id,
    segment: template.segment,
    subject: template.subject?.trim() ? renderTemplate(template.subject, values, { html: false }).text : null,
    bodyHtml: renderTemplate(template.bodyHtml, values, html).text,
    recordHtml: renderTemplate(template.bodyHtml, recordValues, html).text,
  }
}
