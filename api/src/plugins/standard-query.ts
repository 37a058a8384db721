import { Elysia } from 'elysia'

/**
 * Plain URL query semantics for every route: `a=x,y` stays the string "x,y" and a repeated key
 * becomes an array. (Elysia's own parser splits values on commas and JSON-parses values in
 * brackets, which turns "Austin, TX" into two values.)
 */
export const standardQueryPlugin = new Elysia({ name: 'standard-query' }).onTransform({ as: 'global' }, (ctx) => {
  const url = ctx.request.url
  const mark = url.indexOf('?')
  if (mark === -1) return
  const params = new URLSearchParams(url.slice(mark + 1))
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    query[key] = all.length > 1 ? all : all[0]!
  }
  ;(ctx as { query: unknown }).query = query
})
