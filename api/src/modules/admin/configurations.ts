/**
 * Configurations (settings and links), notification templates with their preview, and the
 * inbound-form (apply / hire) configuration.
 */

import type {
  Configuration,
  CreateConfigurationInput,
  InboundFormConfig,
  NotificationTemplate,
  PreviewTemplateInput,
  UpdateConfigurationInput,
} from '@quota/shared/contracts/admin'
import { ADMIN_MESSAGES } from '@quota/shared/contracts/admin'
import {
  type InboundFormType,
  type NotificationChannel,
  SALES_SEGMENT_LABELS,
  type SalesSegment,
} from '@quota/shared/domain/enums'
import {
  pickTemplate,
  placeholdersOf,
  renderTemplate,
  SAMPLE_VALUES,
  TRUSTED_HTML_VALUES,
} from '@quota/shared/domain/jobs/templates'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, type SQL } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import {
  type ConfigurationRow,
  configurationsTable,
  functionalRolesTable,
  type InboundFormConfigRow,
  inboundFormConfigsTable,
  jobsTable,
  mediaTable,
  type NotificationTemplateRow,
  notificationTemplatesTable,
} from '../../db/schema'
import { sanitizeRichText } from '../../files/html'
import type { UseCaseContext } from '../context'
import { iso, mediaUrl } from '../jobs/to-dto'
import { isUniqueViolation } from '../users/create-user'

const toConfiguration = (r: ConfigurationRow): Configuration => ({
  id: r.id,
  key: r.key,
  type: r.type,
  displayName: r.displayName,
  description: r.description,
  value: r.value,
  isPublic: r.isPublic,
  updatedAt: iso(r.updatedAt),
  updatedBy: r.updatedBy,
})

export async function listConfigurations({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { type?: 'setting' | 'link' | undefined }
}) {
  const rows = await ctx.db
    .select()
    .from(configurationsTable)
    .where(input.type ? eq(configurationsTable.type, input.type) : undefined)
    .orderBy(asc(configurationsTable.type), asc(configurationsTable.displayName), asc(configurationsTable.key))
  return rows.map(toConfiguration)
}

/** GET configurations/links: every link, for any signed-in user (terms of use, privacy policy, help...). */
export async function listConfigurationLinks({ ctx }: { ctx: UseCaseContext }) {
  const rows = await ctx.db
    .select()
    .from(configurationsTable)
    .where(eq(configurationsTable.type, 'link'))
    .orderBy(asc(configurationsTable.displayName))
  return rows.map((r) => ({
    key: r.key,
    displayName: r.displayName,
    url: typeof r.value === 'string' ? r.value : String((r.value as { url?: unknown } | null)?.url ?? ''),
  }))
}

function checkLinkValue(type: string, value: unknown) {
  if (type !== 'link') return
  const url = typeof value === 'string' ? value : null
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url) || url.length > 1000)
    throw AppError.field('value', 'invalidUrl', 'A link needs an http(s) URL as its value')
}

const alreadyExists = (path: string, message: string) =>
  new AppError('ALREADY_EXISTS', { message, details: [{ path, rule: 'alreadyExists', message }] })

export async function createConfiguration({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: CreateConfigurationInput
}): Promise<Configuration> {
  checkLinkValue(input.type, input.value)
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: configurationsTable.id })
      .from(configurationsTable)
      .where(eq(configurationsTable.key, input.key))
    if (taken) throw alreadyExists('key', ADMIN_MESSAGES.configurationKeyExists)
    const [row] = await tx
      .insert(configurationsTable)
      .values({
        key: input.key,
        type: input.type,
        displayName: input.displayName,
        description: input.description ?? null,
        value: input.value as never,
        isPublic: input.isPublic,
        updatedBy: ctx.actor.userId,
      })
      .returning()
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw alreadyExists('key', ADMIN_MESSAGES.configurationKeyExists)
        throw e
      })
    await writeAudit(tx, ctx, {
      entityType: 'configuration',
      entityId: row!.id,
      action: 'create',
      after: { key: row!.key, value: row!.value },
    })
    return toConfiguration(row!)
  })
}

async function configurationById(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(configurationsTable).where(eq(configurationsTable.id, id))
  if (!row) throw new AppError('NOT_FOUND', { message: 'Configuration not found' })
  return row
}

export async function updateConfiguration({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; patch: UpdateConfigurationInput }
}): Promise<Configuration> {
  return ctx.db.transaction(async (tx) => {
    const row = await configurationById(tx, input.id)
    if (input.patch.value !== undefined) checkLinkValue(row.type, input.patch.value)
    const values = { ...input.patch, updatedBy: ctx.actor.userId } as Partial<typeof configurationsTable.$inferInsert>
    const [updated] = await tx
      .update(configurationsTable)
      .set(values)
      .where(eq(configurationsTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'configuration',
      entityId: row.id,
      action: 'update',
      before: { value: row.value, displayName: row.displayName, isPublic: row.isPublic },
      after: input.patch,
    })
    return toConfiguration(updated!)
  })
}

export async function deleteConfiguration({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  return ctx.db.transaction(async (tx) => {
    const row = await configurationById(tx, input.id)
    await tx.delete(configurationsTable).where(eq(configurationsTable.id, row.id))
    await writeAudit(tx, ctx, {
      entityType: 'configuration',
      entityId: row.id,
      action: 'delete',
      before: { key: row.key, value: row.value },
    })
    return { id: row.id, deleted: true as const }
  })
}

// ---------------------------------------------------------------------------------------------
// Notification templates

const toTemplate = (r: NotificationTemplateRow): NotificationTemplate => ({
  id: r.id,
  key: r.key,
  segment: r.segment,
  segmentName: SALES_SEGMENT_LABELS[r.segment],
  channel: r.channel,
  displayName: r.displayName,
  subject: r.subject,
  bodyHtml: r.bodyHtml,
  placeholders: placeholdersOf(`${r.subject ?? ''} ${r.bodyHtml}`),
  isActive: r.isActive,
  updatedAt: iso(r.updatedAt),
})

export async function listTemplates({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { key?: string | undefined; segment?: SalesSegment | undefined; channel?: NotificationChannel | undefined }
}) {
  const conditions: SQL[] = []
  if (input.key) conditions.push(eq(notificationTemplatesTable.key, input.key))
  if (input.segment) conditions.push(eq(notificationTemplatesTable.segment, input.segment))
  if (input.channel) conditions.push(eq(notificationTemplatesTable.channel, input.channel))
  const rows = await ctx.db
    .select()
    .from(notificationTemplatesTable)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      asc(notificationTemplatesTable.key),
      asc(notificationTemplatesTable.segment),
      asc(notificationTemplatesTable.channel),
    )
  return rows.map(toTemplate)
}

async function templateById(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(notificationTemplatesTable).where(eq(notificationTemplatesTable.id, id))
  if (!row) throw new AppError('NOT_FOUND', { message: 'Template not found' })
  return row
}

export async function getTemplate({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  return toTemplate(await templateById(ctx.db, input.id))
}

export async function createTemplate({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: typeof notificationTemplatesTable.$inferInsert
}): Promise<NotificationTemplate> {
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: notificationTemplatesTable.id })
      .from(notificationTemplatesTable)
      .where(
        and(
          eq(notificationTemplatesTable.key, input.key),
          eq(notificationTemplatesTable.segment, input.segment ?? 'default'),
          eq(notificationTemplatesTable.channel, input.channel ?? 'email'),
        ),
      )
    if (taken) throw alreadyExists('segment', ADMIN_MESSAGES.templateExists)
    const [row] = await tx
      .insert(notificationTemplatesTable)
      .values({ ...input, bodyHtml: sanitizeRichText(input.bodyHtml), updatedBy: ctx.actor.userId })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'notificationTemplate',
      entityId: row!.id,
      action: 'create',
      after: { key: row!.key, segment: row!.segment, channel: row!.channel },
    })
    return toTemplate(row!)
  })
}

export async function updateTemplate({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; patch: Partial<typeof notificationTemplatesTable.$inferInsert> }
}): Promise<NotificationTemplate> {
  return ctx.db.transaction(async (tx) => {
    const row = await templateById(tx, input.id)
    const [updated] = await tx
      .update(notificationTemplatesTable)
      .set({
        ...input.patch,
        ...(input.patch.bodyHtml !== undefined ? { bodyHtml: sanitizeRichText(input.patch.bodyHtml) } : {}),
        updatedBy: ctx.actor.userId,
      })
      .where(eq(notificationTemplatesTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'notificationTemplate',
      entityId: row.id,
      action: 'update',
      before: { subject: row.subject, bodyHtml: row.bodyHtml, isActive: row.isActive },
      after: input.patch,
    })
    return toTemplate(updated!)
  })
}

/**
 * POST configurations/templates/preview: renders a template with sample (or given) values.
 * The template is the one named, or the one of `key` for the segment — the segment given, or
 * the segment of the position's job role (functional roles), falling back to Default.
 */
export async function previewTemplate({ ctx, input }: { ctx: UseCaseContext; input: PreviewTemplateInput }) {
  let segment: SalesSegment = input.segment ?? 'default'
  if (input.positionId && !input.segment) {
    const [role] = await ctx.db
      .select({ segment: functionalRolesTable.segment })
      .from(functionalRolesTable)
      .where(eq(functionalRolesTable.positionId, input.positionId))
      .limit(1)
    if (!role) {
      const { findLovsOfKey } = await import('../jobs/repository')
      if (!(await findLovsOfKey(ctx.db, [input.positionId], 'position')).length)
        throw AppError.field('positionId', 'unknownValue', 'Not a known position')
    }
    segment = role?.segment ?? 'default'
  }
  if (input.jobId && !input.segment && !input.positionId) {
    const { segmentOfJob } = await import('../pipeline/mail-templates')
    const [job] = await ctx.db.select({ id: jobsTable.id }).from(jobsTable).where(eq(jobsTable.id, input.jobId))
    if (!job) throw AppError.field('jobId', 'unknownValue', 'Not a known job')
    segment = await segmentOfJob(ctx.db, job.id)
  }
  let template: NotificationTemplateRow | null = null
  if (input.templateId) {
    template = await templateById(ctx.db, input.templateId)
    segment = input.segment ?? template.segment
  } else if (input.key) {
    const candidates = await ctx.db
      .select()
      .from(notificationTemplatesTable)
      .where(and(eq(notificationTemplatesTable.key, input.key), eq(notificationTemplatesTable.channel, input.channel)))
    template = pickTemplate(candidates, segment)
    if (!template && input.bodyHtml === undefined)
      throw new AppError('NOT_FOUND', { message: 'No template for this key and segment' })
  }
  const values = { ...SAMPLE_VALUES, ...(input.values ?? {}) }
  const subjectText = input.subject !== undefined ? input.subject : (template?.subject ?? null)
  const bodyText = input.bodyHtml ?? template?.bodyHtml ?? ''
  const subject = subjectText === null ? null : renderTemplate(subjectText, values, { html: false })
  // the preview fills a snippet's HTML as the mail does
  const body = renderTemplate(bodyText, values, { html: true, trustedHtml: TRUSTED_HTML_VALUES })
  return {
    templateId: template?.id ?? null,
    segment: template && !input.templateId ? template.segment : segment,
    segmentName: SALES_SEGMENT_LABELS[template && !input.templateId ? template.segment : segment],
    subject: subject?.text ?? null,
    bodyHtml: body.text,
    missing: [...new Set([...(subject?.missing ?? []), ...body.missing])],
  }
}

// ---------------------------------------------------------------------------------------------
// Inbound forms

/** Shipped with the web app (web/public/images): a campaign without its own picture shows it. */
export const DEFAULT_INBOUND_PICTURE = '/images/inbound-default.svg'

const toInboundForm = (r: InboundFormConfigRow): InboundFormConfig => ({
  id: r.id,
  configurationType: r.formType,
  displayName: r.displayName,
  title: r.title,
  subTitle: r.subTitle,
  picture: r.pictureMediaId,
  fullPictureUrl: r.useDefaultImage || !r.pictureMediaId ? DEFAULT_INBOUND_PICTURE : mediaUrl(r.pictureMediaId),
  defaultPicture: DEFAULT_INBOUND_PICTURE,
  useDefaultImage: r.useDefaultImage,
  isActive: r.isActive,
  updatedAt: iso(r.updatedAt),
  updatedBy: r.updatedBy,
})

/** GET configurations/inbound-form: the active apply / hire form configurations (public). */
export async function listInboundForms({
  db,
  input,
}: {
  db: DbOrTx
  input: { configurationType?: InboundFormType | undefined; includeInactive?: boolean }
}) {
  const conditions: SQL[] = []
  if (input.configurationType) conditions.push(eq(inboundFormConfigsTable.formType, input.configurationType))
  if (!input.includeInactive) conditions.push(eq(inboundFormConfigsTable.isActive, true))
  const rows = await db
    .select()
    .from(inboundFormConfigsTable)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(inboundFormConfigsTable.formType), asc(inboundFormConfigsTable.displayName))
  return rows.map(toInboundForm)
}

async function checkPicture(tx: DbOrTx, mediaId: string | null | undefined) {
  if (!mediaId) return
  const [m] = await tx.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  const ok =
    m &&
    m.kind === 'inboundPicture' &&
    /^image\/(png|jpe?g|webp)$/.test(m.mimeType) &&
    (m.sizeBytes ?? 0) <= 1024 * 1024
  if (!ok)
    throw AppError.field(
      'pictureMediaId',
      'unknownValue',
      'Not an uploaded inbound picture (jpg, jpeg, png, webp up to 1 MB)',
    )
}

export async function createInboundForm({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: {
    configurationType: InboundFormType
    displayName: string
    title?: string | null | undefined
    subTitle?: string | null | undefined
    pictureMediaId?: string | null | undefined
    useDefaultImage: boolean
    isActive: boolean
  }
}) {
  return ctx.db.transaction(async (tx) => {
    await checkPicture(tx, input.pictureMediaId)
    const [row] = await tx
      .insert(inboundFormConfigsTable)
      .values({
        formType: input.configurationType,
        displayName: input.displayName,
        title: input.title ?? null,
        subTitle: input.subTitle ?? null,
        pictureMediaId: input.pictureMediaId ?? null,
        useDefaultImage: input.useDefaultImage,
        isActive: input.isActive,
        updatedBy: ctx.actor.userId,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'inboundFormConfig',
      entityId: row!.id,
      action: 'create',
      after: { formType: row!.formType, displayName: row!.displayName },
    })
    return toInboundForm(row!)
  })
}

export async function updateInboundForm({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; patch: Partial<typeof inboundFormConfigsTable.$inferInsert> }
}) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(inboundFormConfigsTable).where(eq(inboundFormConfigsTable.id, input.id))
    if (!row) throw new AppError('NOT_FOUND', { message: 'Inbound form configuration not found' })
    await checkPicture(tx, input.patch.pictureMediaId)
    const [updated] = await tx
      .update(inboundFormConfigsTable)
      .set({ ...input.patch, updatedBy: ctx.actor.userId })
      .where(eq(inboundFormConfigsTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'inboundFormConfig',
      entityId: row.id,
      action: 'update',
      before: { title: row.title, subTitle: row.subTitle, isActive: row.isActive },
      after: input.patch,
    })
    return toInboundForm(updated!)
  })
}
