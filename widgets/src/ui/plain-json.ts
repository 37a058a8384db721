/**
 * JSON text of a widget's request body, built without anything the host page may have put on the
 * built-in prototypes or on `JSON` itself. Old libraries (Prototype.js) define
 * `Array.prototype.toJSON`, which `JSON.stringify` obeys: the forms' arrays went out as strings
 * and the API answered 422 with no field marked. Only what a body holds is written: strings,
 * finite numbers, booleans, null, arrays and plain objects' own keys (undefined left out, as
 * JSON does); no `toJSON` is ever called.
 */
const ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

function quote(text: string): string {
  let out = '"'
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    const code = ch.charCodeAt(0)
    out += ESCAPES[ch] ?? (code < 0x20 ? `\\u${code.toString(16).padStart(4, '0')}` : ch)
  }
  return `${out}"`
}

export function plainJson(value: unknown): string {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'string':
      return quote(value)
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null'
    case 'boolean':
      return value ? 'true' : 'false'
    case 'object': {
      if (Array.isArray(value)) {
        const items: string[] = []
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i]
          items.push(item === undefined || typeof item === 'function' ? 'null' : plainJson(item))
        }
        return `[${items.join(',')}]`
      }
      const fields: string[] = []
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key]
        if (item === undefined || typeof item === 'function') continue
        fields.push(`${quote(key)}:${plainJson(item)}`)
      }
      return `{${fields.join(',')}}`
    }
    default:
      return 'null'
  }
}
