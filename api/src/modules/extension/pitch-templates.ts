/**
 * GET extension/pitch-templates: the administrator's pitch templates for a job (its role's sales
 * segment, else Default), as plain text with their placeholders, so the extension's e-mail pitch
 * and InMail draft start from the words the admin set per segment. None active: null, and the
 * extension falls back to its built-in draft.
 */
import {
  EXTENSION_PITCH_TEMPLATE_KEY,
  type PitchTemplates,
  type PitchTemplatesQuery,
} from '@quota/shared/contracts/extension'
import { SALES_SEGMENT_LABELS } from '@quota/shared/domain/enums'
import { pickTemplate } from '@quota/shared/domain/jobs/templates'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { jobsTable, type NotificationTemplateRow, notificationTemplatesTable } from '../../db/schema'
import { htmlToText } from '../../files/html'
import type { UseCaseContext } from '../context'
import { segmentOfJob } from '../pipeline/mail-templates'

const asDraft = (t: NotificationTemplateRow | null) =>
  t
    ? {
        templateId: t.id,
        segment: t.segment,
        subject: t.subject?.trim() ? t.subject.trim() : null,
        body: htmlToText(t.bodyHtml),
      }
    : null

export async function pitchTemplates({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: PitchTemplatesQuery
}): Promise<PitchTemplates> {
  const [job] = await ctx.db.select({ id: jobsTable.id }).from(jobsTable).where(eq(jobsTable.id, input.jobId))
  if (!job) throw AppError.field('jobId', 'unknownValue', 'Not a known job', 'NOT_FOUND')
  const [segment, rows] = await Promise.all([
    segmentOfJob(ctx.db, job.id),
    ctx.db
      .select()
      .from(notificationTemplatesTable)
      .where(eq(notificationTemplatesTable.key, EXTENSION_PITCH_TEMPLATE_KEY)),
  ])
  const of = (channel: 'email' | 'inMail') =>
    asDraft(
      pickTemplate(
        rows.filter((r) => r.channel === channel),
        segment,
      ),
    )
  return { segment, segmentName: SALES_SEGMENT_LABELS[segment], email: of('email'), inMail: of('inMail') }
}
