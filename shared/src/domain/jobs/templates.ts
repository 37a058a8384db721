/**
 * Message templates per sales-role segment (000 §3: Default, SDR, AE/EAE, Sales Leadership,
 * CSM/AM, Marketing; a job's role maps into a segment through the functional roles). Pure: the
 * API renders previews and messages with it; the admin screen shows the same preview.
 */
import { SALES_SEGMENTS, type SalesSegment } from '../enums'

/** `{{name}}` placeholders; names are letters, digits, dots and underscores. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g

/** Values a preview fills in when the caller gives none. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  receiverName: 'Jordan',
  candidateFirstName: 'Jordan',
  candidateLastName: 'Rivera',
  candidateName: 'Jordan Rivera',
  jobName: 'Mid-Market Account Executive',
  aJobName: 'a Mid-Market Account Executive',
  companyName: 'Acme Cloud',
  senderName: 'Riley Recruiter',
  senderTitle: 'Talent Partner',
  salaryRange: '$90k–$110k base, $180k–$220k OTE',
  location: 'Austin, TX',
  link: 'https://quota.example/opportunity',
  // the pipeline mails' own values (see pipelineMailValues)
  firstName: 'Jordan',
  organizationName: 'Acme Cloud',
  message: 'Your background in mid-market SaaS sales stood out to us.',
  subject: 'A role you may like',
  snippetHtml: '<p>Acme Cloud is hiring a Mid-Market AE to own a new territory.</p>',
  postingLink: 'https://quota.example/jobs/acme-ae',
  interestedLink: 'https://quota.example/opportunity/yes',
  notInterestedLink: 'https://quota.example/opportunity/no',
  expiresInDays: '7',
  title: 'First interview',
  when: 'Tuesday, January 6, 2099 at 9:30 AM (America/Chicago)',
  place: 'https://meet.example/abc',
}

/**
 * The mails of the hiring pipeline an administrator may replace per sales segment (template
 * key = the mail's name); pitch mails, job snippets, opportunity and rejection notices, and
 * interview invitations and cancellations. Without an active template for the job's segment or
 * Default, the built-in text goes out.
 */
export const PIPELINE_TEMPLATE_KEYS = [
  'pipelinePitch',
  'pipelineSnippet',
  'pipelineOpportunity',
  'pipelineRejection',
  'pipelineInterviewInvite',
  'pipelineInterviewCancelled',
] as const
export type PipelineTemplateKey = (typeof PIPELINE_TEMPLATE_KEYS)[number]

/** Values that are links good for one answer: the record kept of a mail shows "(link)" instead. */
export const ONE_TIME_LINK_VALUES = [
  'interestedLink',
  'notInterestedLink',
  'link',
  'links.accepted',
  'links.declined',
  'links.rescheduleRequested',
] as const

/** Trusted markup among the values (the snippet is the job's sanitized HTML). */
export const TRUSTED_HTML_VALUES = ['snippetHtml'] as const

/**
 * A pipeline mail's fields as placeholder values: its own names (`{{firstName}}`, `{{jobName}}`,
 * `{{links.accepted}}`...) and the general ones the admin screen documents (`{{receiverName}}`,
 * `{{candidateFirstName}}`, `{{companyName}}`).
 */
export function pipelineMailValues(mail: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  const put = (key: string, v: unknown) => {
    if (typeof v === 'string') out[key] = v
    else if (typeof v === 'number' || typeof v === 'boolean') out[key] = String(v)
    else if (v instanceof Date) out[key] = v.toISOString()
  }
  for (const [k, v] of Object.entries(mail)) {
    if (v && typeof v === 'object' && !(v instanceof Date))
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) put(`${k}.${k2}`, v2)
    else put(k, v)
  }
  if (out.firstName !== undefined) {
    out.receiverName ??= out.firstName
    out.candidateFirstName ??= out.firstName
  }
  if (out.organizationName !== undefined) out.companyName ??= out.organizationName
  if (out.message === undefined && mail.template !== 'pipelinePitch') out.message = ''
  return out
}

export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))]
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Fills the placeholders. Values are HTML-escaped when `html` (a name cannot inject markup).
 * Unknown placeholders stay as they are and are reported in `missing`, so a preview shows what
 * would go out unfilled (000 §5: "a receiver-name placeholder is left in the pitch template").
 */
export function renderTemplate(
  text: string,
  values: Readonly<Record<string, string>>,
  options: { html: boolean; trustedHtml?: readonly string[] },
): { text: string; missing: string[] } {
  const missing = new Set<string>()
  const out = text.replace(PLACEHOLDER, (whole, name: string) => {
    const v = values[name]
    if (v === undefined) {
      missing.add(name)
      return whole
    }
    // trusted HTML (a job's published snippet, sanitized when saved) goes in as markup
    return options.html && !options.trustedHtml?.includes(name) ? escapeHtml(v) : v
  })
  return { text: out, missing: [...missing] }
}

/** The template for a segment: the segment's own active one, else the Default one, else none. */
export function pickTemplate<T extends { segment: SalesSegment; isActive: boolean }>(
  templates: readonly T[],
  segment: SalesSegment,
): T | null {
  return (
    templates.find((t) => t.isActive && t.segment === segment) ??
    templates.find((t) => t.isActive && t.segment === 'default') ??
    null
  )
}

export const isSalesSegment = (s: string): s is SalesSegment => (SALES_SEGMENTS as readonly string[]).includes(s)
