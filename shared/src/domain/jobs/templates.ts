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
  companyName: 'Acme Cloud',
  senderName: 'Riley Recruiter',
  senderTitle: 'Talent Partner',
  salaryRange: '$90k–$110k base, $180k–$220k OTE',
  location: 'Austin, TX',
  link: 'https://quota.example/opportunity',
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
  options: { html: boolean },
): { text: string; missing: string[] } {
  const missing = new Set<string>()
  const out = text.replace(PLACEHOLDER, (whole, name: string) => {
    const v = values[name]
    if (v === undefined) {
      missing.add(name)
      return whole
    }
    return options.html ? escapeHtml(v) : v
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
