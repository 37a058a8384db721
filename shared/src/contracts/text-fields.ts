/**
 * Every text field of a zod schema, found by walking it: the walk behind the text-kind table
 * (text-kinds.ts) and its test, so a field added to any contract is seen without anyone listing it.
 */
import type * as z from 'zod'

export type TextField = {
  /** Where it sits, e.g. `SaveJobInput.details` or `NoteDto.tags[]`. */
  path: string
  /** The property that holds it (`details`; `values{}` for a record's values): what a kind is declared for. */
  name: string
  /** The format that validates it (uuid, email, datetime, url, regex...), or null for free text. */
  format: string | null
}

type Def = { type: string; [key: string]: unknown }
type Walkable = { _zod: { def: Def; bag?: { format?: string; patterns?: Set<RegExp> } } }

const isSchema = (value: unknown): value is Walkable =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Walkable)._zod?.def === 'object'

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success'])

/** The text fields of a schema (strings anywhere inside it), each once per path. */
export function textFields(schema: z.ZodType, root: string): TextField[] {
  const found = new Map<string, TextField>()
  const seen = new Set<unknown>()
  const walk = (node: unknown, path: string, name: string): void => {
    if (!isSchema(node) || seen.has(node)) return
    seen.add(node)
    const def = node._zod.def
    if (def.type === 'string') {
      const format = (def.format as string | undefined) ?? (node._zod.bag?.patterns?.size ? 'regex' : null)
      found.set(path, { path, name, format })
    } else if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        walk(value, `${path}.${key}`, key)
      walk(def.catchall, `${path}{}`, `${name}{}`)
    } else if (def.type === 'array') walk(def.element, `${path}[]`, name)
    else if (def.type === 'record') walk(def.valueType, `${path}{}`, `${name}{}`)
    else if (def.type === 'union') for (const option of def.options as unknown[]) walk(option, path, name)
    else if (def.type === 'intersection') {
      walk(def.left, path, name)
      walk(def.right, path, name)
    } else if (def.type === 'tuple') {
      for (const [i, item] of (def.items as unknown[]).entries()) walk(item, `${path}[${i}]`, name)
    } else if (def.type === 'pipe') {
      walk(def.in, path, name)
      walk(def.out, path, name)
    } else if (def.type === 'lazy') walk((def.getter as () => unknown)(), path, name)
    else if (WRAPPERS.has(def.type)) walk(def.innerType, path, name)
    seen.delete(node)
  }
  walk(schema, root, root)
  return [...found.values()]
}

/** The text fields of every zod schema a module exports (a contracts file), named `Export.field`. */
export function exportedTextFields(module: Record<string, unknown>): TextField[] {
  return Object.entries(module).flatMap(([exported, value]) =>
    isSchema(value) ? textFields(value as unknown as z.ZodType, exported) : [],
  )
}
