import type { ErrorDetail } from '../../errors/envelope'

/**
 * Text PostgreSQL cannot store: U+0000 (a `text` value may not hold it; the driver's error was a
 * 500) and lone UTF-16 surrogates (they cannot be encoded as UTF-8, so they would be silently
 * replaced). Both are refused at the edge, for every string a request carries.
 */
export const UNSAFE_TEXT_RULES = {
  noNulCharacter: 'Must not contain a NUL character (U+0000)',
  wellFormedUnicode: 'Must be valid Unicode text (it holds a lone surrogate)',
} as const

const MAX_DEPTH = 64

/** Every unsafe string inside a request part, with its dotted path under `prefix`. */
export function findUnsafeText(value: unknown, prefix = ''): ErrorDetail[] {
  const out: ErrorDetail[] = []
  walk(value, prefix, 0, out)
  return out
}

function walk(value: unknown, path: string, depth: number, out: ErrorDetail[]): void {
  if (typeof value === 'string') {
    const rule = unsafeRule(value)
    if (rule) out.push({ path: path || 'body', rule, message: UNSAFE_TEXT_RULES[rule] })
    return
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, join(path, String(i)), depth + 1, out)
    return
  }
  // files, dates and other objects carry no request text of their own
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return
  for (const key in value as Record<string, unknown>) {
    const keyRule = unsafeRule(key)
    if (keyRule) out.push({ path: join(path, key), rule: keyRule, message: UNSAFE_TEXT_RULES[keyRule] })
    walk((value as Record<string, unknown>)[key], join(path, key), depth + 1, out)
  }
}

export function unsafeRule(text: string): keyof typeof UNSAFE_TEXT_RULES | null {
  if (text.includes('\u0000')) return 'noNulCharacter'
  if (!text.isWellFormed()) return 'wellFormedUnicode'
  return null
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)
