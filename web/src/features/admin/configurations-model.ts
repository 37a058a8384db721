/**
 * Pure rules of the configurations screen (/admin/configurations): configuration keys and values
 * (a typed JSON value, or an http(s) URL for a link), and which template and sample values the
 * live preview uses for each sales-role segment (000 §3: Default, SDR, AE/EAE, Sales Leadership,
 * CSM/AM, Marketing; a segment without its own template falls back to the Default one).
 */
import { SALES_SEGMENT_LABELS, SALES_SEGMENTS, type SalesSegment } from '@quota/shared/domain/enums'
import { pickTemplate, placeholdersOf, SAMPLE_VALUES } from '@quota/shared/domain/jobs/templates'

export { placeholdersOf, SALES_SEGMENT_LABELS, SALES_SEGMENTS, type SalesSegment }

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/
export const KEY_MESSAGE = 'Letters, digits, _ . - ; starting with a letter.'
export const REQUIRED = 'This field is required.'
/** A configuration value is at most 10 KB of JSON (the API's bound). */
export const VALUE_MAX_CHARS = 10_000

export function keyProblem(key: string): string | null {
  const v = key.trim()
  if (!v) return REQUIRED
  if (v.length > 100) return 'At most 100 characters.'
  if (!KEY_PATTERN.test(v)) return KEY_MESSAGE
  return null
}

const URL_PATTERN = /^https?:\/\/[^\s]+$/i

/**
 * Reads what was typed as a configuration value: a link's URL, or a setting's JSON (a bare word
 * that is not JSON is taken as a string, so `true`, `50` and `"text"` and `text` all work).
 */
export function parseConfigValue(
  type: 'setting' | 'link',
  text: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const v = text.trim()
  if (!v) return { ok: false, error: REQUIRED }
  if (type === 'link') {
    if (v.length > 1000 || !URL_PATTERN.test(v)) return { ok: false, error: 'Enter an http(s) URL.' }
    return { ok: true, value: v }
  }
  let value: unknown
  try {
    value = JSON.parse(v)
  } catch {
    if (/^[[{"]/.test(v)) return { ok: false, error: 'This is not valid JSON.' }
    value = v
  }
  if (JSON.stringify(value).length > VALUE_MAX_CHARS) return { ok: false, error: 'A value of at most 10 KB.' }
  return { ok: true, value }
}

/** A value as the edit field shows it: a link's URL or a string as is, anything else as JSON. */
export function formatConfigValue(value: unknown): string {
  if (typeof value === 'string') return value
  return JSON.stringify(value, null, 2) ?? ''
}

/** A short one-line view of a value for the table. */
export function summarizeValue(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

// ---------------------------------------------------------------------------------------------
// Template preview by segment

/**
 * Sample values per segment: the job a message of that segment is about, so the same template
 * reads as it would for each kind of role. The rest are the API's sample values.
 */
export const SEGMENT_SAMPLES: Record<SalesSegment, Record<string, string>> = {
  default: { jobName: SAMPLE_VALUES.jobName ?? 'Account Executive' },
  sdr: { jobName: 'Sales Development Representative', salaryRange: '$55k–$65k base, $85k–$95k OTE' },
  ae: { jobName: 'Enterprise Account Executive', salaryRange: '$140k–$160k base, $280k–$320k OTE' },
  salesLeadership: { jobName: 'VP of Sales', salaryRange: '$220k–$260k base, $380k–$450k OTE' },
  csmAm: { jobName: 'Customer Success Manager', salaryRange: '$90k–$105k base, $115k–$130k OTE' },
  marketing: { jobName: 'Demand Generation Manager', salaryRange: '$110k–$130k base' },
}

export interface TemplateLike {
  id: string
  key: string
  channel: string
  segment: SalesSegment
  isActive: boolean
}

export interface TemplateDraft {
  subject: string | null
  bodyHtml: string
}

/** What the preview of one segment shows while a template is being edited. */
export type PreviewSource =
  | { kind: 'draft'; note: string }
  | { kind: 'template'; templateId: string; note: string }
  | { kind: 'none'; note: string }

/**
 * The template a segment would get (its own active one, else the Default one), with the one
 * being edited replaced by its unsaved draft. The edited template's own segment always shows
 * the draft, even when it is switched off.
 */
export function previewSourceFor(
  templates: readonly TemplateLike[],
  editing: TemplateLike,
  segment: SalesSegment,
): PreviewSource {
  const label = SALES_SEGMENT_LABELS[segment]
  if (segment === editing.segment) return { kind: 'draft', note: `${label}: this template, as edited.` }
  const siblings = templates.filter((t) => t.key === editing.key && t.channel === editing.channel)
  const picked = pickTemplate(siblings, segment)
  if (!picked) return { kind: 'none', note: `${label} has no template of its own and there is no active Default one.` }
  if (picked.id === editing.id)
    return { kind: 'draft', note: `${label} has no template of its own: it uses this one, as edited.` }
  if (picked.segment === segment)
    return { kind: 'template', templateId: picked.id, note: `${label}: its own template.` }
  return {
    kind: 'template',
    templateId: picked.id,
    note: `${label} has no template of its own: it uses the ${SALES_SEGMENT_LABELS[picked.segment]} one.`,
  }
}

/** The preview call for a segment: a saved template, or the draft's text. */
export function previewRequest(
  source: PreviewSource,
  draft: TemplateDraft,
  segment: SalesSegment,
  channel: string,
): Record<string, unknown> | null {
  const values = SEGMENT_SAMPLES[segment]
  if (source.kind === 'none') return null
  if (source.kind === 'template') return { templateId: source.templateId, segment, channel, values }
  return { segment, channel, subject: draft.subject, bodyHtml: draft.bodyHtml, values }
}

/** The document an iframe shows for a rendered body (sandboxed: no scripts, no same origin). */
export function previewDocument(bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#17202f;margin:12px;overflow-wrap:anywhere}a{color:#1f3a8a}</style></head><body>${bodyHtml}</body></html>`
}

/** Templates grouped for the picker: one entry per key and channel, its segments in order. */
export function groupTemplates<T extends TemplateLike & { displayName: string }>(templates: readonly T[]) {
  const groups = new Map<string, { key: string; channel: string; displayName: string; templates: T[] }>()
  for (const t of templates) {
    const id = `${t.key}|${t.channel}`
    const g = groups.get(id) ?? { key: t.key, channel: t.channel, displayName: t.displayName, templates: [] }
    g.templates.push(t)
    if (t.segment === 'default') g.displayName = t.displayName
    groups.set(id, g)
  }
  for (const g of groups.values())
    g.templates.sort((a, b) => SALES_SEGMENTS.indexOf(a.segment) - SALES_SEGMENTS.indexOf(b.segment))
  return [...groups.values()].sort((a, b) => a.displayName.localeCompare(b.displayName) || a.key.localeCompare(b.key))
}
