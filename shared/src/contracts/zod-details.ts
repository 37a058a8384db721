import type { ErrorDetail } from '../errors/envelope'

interface ZodIssueLike {
  code: string
  path: PropertyKey[]
  message: string
  input?: unknown
  keys?: string[]
  format?: string
  origin?: string
  params?: { rule?: string }
}

/**
 * Names each zod issue by the spec's validation key where one exists (required, emailValidator,
 * salaryGreaterThanOTE...), so every client shows the same rule for the same mistake.
 * A refinement names its rule with `params: { rule }`.
 */
export function zodIssuesToDetails(issues: ZodIssueLike[], prefix = '', value?: unknown): ErrorDetail[] {
  const out: ErrorDetail[] = []
  for (const issue of issues) {
    const base = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) {
        const path = `${prefix}${base ? `${base}.` : ''}${key}`
        out.push({ path, rule: 'unknownField', message: `Unknown field "${key}"` })
      }
      continue
    }
    // zod leaves the input out of its issues, so "missing" is read off the value itself
    const missing = issue.input === undefined && valueAt(value, issue.path) === undefined && issue.path.length > 0
    const rule =
      missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value') ? 'required' : ruleOf(issue)
    out.push({
      path: `${prefix}${base}` || 'body',
      rule,
      message: rule === 'required' ? 'This field is required' : issue.message,
    })
  }
  return out
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

function ruleOf(issue: ZodIssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'type'
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'maxLength' : 'max'
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'minLength' : 'min'
    case 'invalid_format':
      return issue.format === 'email' ? 'emailValidator' : 'format'
    case 'invalid_value':
      return 'oneOf'
    case 'custom':
      return issue.params?.rule ?? 'invalid'
    default:
      return issue.code
  }
}
