/**
 * The pitch drafts the overlay starts from, filled with the shared template renderer
 * (shared/domain/jobs/templates). A receiver-name placeholder left unfilled stops the pitch with
 * the spec's message.
 */
import { renderTemplate } from '@quota/shared/domain/jobs/templates'

export const FIRST_NAME_MISSING = 'Please update candidate first name'

export const EMAIL_DRAFT = {
  subject: 'A {{jobName}} role you may like',
  body: 'Hi {{receiverName}},\n\nI am recruiting for a {{jobName}} role{{atCompany}} and your background stood out. Would you be open to a short call this week?\n\nBest,\n{{senderName}}',
}
export const INMAIL_DRAFT =
  'Hi {{receiverName}}, I am recruiting for a {{jobName}} role{{atCompany}} and your experience stood out. Open to a quick chat?\n{{senderName}}'

export interface DraftValues {
  receiverName: string | null
  jobName: string
  organizationName: string | null
  senderName: string
}

export function fillDraft(text: string, v: DraftValues): { text: string; missing: string[] } {
  const values: Record<string, string> = {
    jobName: v.jobName,
    atCompany: v.organizationName ? ` at ${v.organizationName}` : '',
    senderName: v.senderName,
  }
  if (v.receiverName?.trim()) values.receiverName = v.receiverName.trim()
  return renderTemplate(text, values, { html: false })
}

/** The spec's check before a pitch goes: the receiver's name must be filled in. */
export const receiverNameLeft = (text: string) => /\{\{\s*receiverName\s*\}\}/.test(text)
