/**
 * Boolean queries (the query language of `@quota/shared/domain/search/query`) as PostgreSQL
 * text search: AND `&`, OR `|`, NOT `!`, phrases `<->`, wildcards `:*`, all in one tsquery so
 * the GIN index finds the rows. Plain words (not quoted, not negated, no `*`) may also match
 * their typo corrections, and a bare last word its completions, as plain word lists do.
 *
 * Field prefixes (`title:vp`) cannot be exact in the weighted tsvector: it knows four weights,
 * and a weight holds several fields (B: the headline, employers, desired positions). So a query
 * naming fields is found by `booleanWhereSql`, each fielded word on the tsvector columns of its
 * own fields (exact, indexed); the tsquery (fielded words restricted to their fields' weights, a
 * superset, and left out when negated: `NOT title:sdr` cannot exclude by weight) only ranks.
 */
import type { QueryLeaf, QueryNode, SearchField } from '@quota/shared/domain/search/query'
import type { IndexSettings, TextWeight } from '../../engine'
import { fieldTextFields, fieldTsvColumn, TEXT_CONFIG } from './layout'
import type { Params, TermAlternatives } from './sql'

/** A tsquery text, or a constant (a fielded word in a NOT is `false` in the superset, see above). */
type Compiled = string | boolean

export interface BooleanContext {
  settings: IndexSettings
  /** Typo corrections and completions of the plain words (by word). */
  alternatives: ReadonlyMap<string, TermAlternatives>
  /** Weights searched (null: all), from `searchOn`. */
  weights: readonly TextWeight[] | null
  /** Fields searched (null: all), from `searchOn`. */
  searchOn: readonly string[] | null
}

/** Plain words (typo-tolerant) in a query: not quoted, not negated, no wildcard. */
export function plainWordsOf(node: QueryNode): { words: string[]; completeLast: boolean } {
  const found: string[] = []
  let lastLeaf: QueryLeaf | null = null
  const visit = (n: QueryNode, negated: boolean) => {
    if (n.type === 'term') {
      if (!negated && !n.quoted && !n.wildcard) found.push(n.word)
      lastLeaf = n
    } else if (n.type === 'phrase') lastLeaf = n
    else if (n.type === 'not') visit(n.child, !negated)
    else for (const c of n.children) visit(c, negated)
  }
  visit(node, false)
  const last = lastLeaf as QueryLeaf | null
  const completing = last?.type === 'term' && last.last && found.includes(last.word) ? last.word : null
  // the word being completed goes last (the word list lookup completes the last word only)
  const words = [...new Set(found.filter((w) => w !== completing))]
  return { words: completing ? [...words, completing] : words, completeLast: completing !== null }
}

/** Whether a query names a field anywhere. */
export function hasFields(node: QueryNode): boolean {
  if (node.type === 'term' || node.type === 'phrase') return node.field !== null
  if (node.type === 'not') return hasFields(node.child)
  return node.children.some(hasFields)
}

/**
 * Whether the planner can only guess how many rows a query matches: it estimates a phrase as the
 * AND of its words and a NOT as if words were independent (1M: `"sales manager" -enterprise`
 * estimated at 356k rows, 31k match).
 */
export function estimateIsGuess(node: QueryNode): boolean {
  if (node.type === 'phrase' || node.type === 'not') return true
  if (node.type === 'term') return false
  return node.children.some(estimateIsGuess)
}

/** The searchable fields a field prefix looks in (all of them when the index does not name it), within `searchOn`. */
export function fieldsOf(ctx: BooleanContext, field: SearchField): string[] {
  const named = ctx.settings.fieldPrefixes?.[field] ?? ctx.settings.searchable.map((s) => s.field)
  return named.filter((f) => ctx.searchOn === null || ctx.searchOn.includes(f))
}

function weightsOf(ctx: BooleanContext, field: SearchField | null): readonly TextWeight[] {
  const all: TextWeight[] = ['A', 'B', 'C', 'D']
  const allowed = ctx.weights ?? all
  if (!field) return allowed
  const fields = fieldsOf(ctx, field)
  return allowed.filter((w) => ctx.settings.searchable.some((s) => s.weight === w && fields.includes(s.field)))
}

const suffix = (weights: readonly TextWeight[], prefix: boolean) =>
  `${prefix ? '*' : ''}${weights.length < 4 ? weights.join('') : ''}`
const atom = (word: string, suffixText: string) => (suffixText ? `${word}:${suffixText}` : word)

/** A leaf as a tsquery restricted to `weights` (all four: no restriction); null weights: unweighted. */
function leafTsquery(
  leaf: QueryLeaf,
  negated: boolean,
  weights: readonly TextWeight[],
  ctx: BooleanContext,
  exact: boolean,
): Compiled {
  if (!weights.length) return false
  if (leaf.type === 'phrase') return `(${leaf.words.map((w) => atom(w, suffix(weights, false))).join(' <-> ')})`
  const plain = !negated && !leaf.quoted && !leaf.wildcard
  const alts = plain && !exact ? ctx.alternatives.get(leaf.word) : undefined
  if (alts?.prefix) return atom(leaf.word, suffix(weights, true))
  const options = [leaf.word, ...(alts?.alternatives ?? []).filter((a) => a !== leaf.word)]
  const atoms = options.map((w) => atom(w, suffix(weights, leaf.wildcard)))
  return atoms.length === 1 ? atoms[0]! : `(${atoms.join(' | ')})`
}

function and(parts: Compiled[]): Compiled {
  if (parts.includes(false)) return false
  const kept = parts.filter((p): p is string => typeof p === 'string')
  if (!kept.length) return true
  return kept.length === 1 ? kept[0]! : `(${kept.join(' & ')})`
}

function or(parts: Compiled[]): Compiled {
  if (parts.includes(true)) return true
  const kept = parts.filter((p): p is string => typeof p === 'string')
  if (!kept.length) return false
  return kept.length === 1 ? kept[0]! : `(${kept.join(' | ')})`
}

function not(part: Compiled): Compiled {
  return typeof part === 'boolean' ? !part : `!${part}`
}

/**
 * The tsquery that finds the rows: exact without field prefixes, a superset with them (see the
 * file's comment). `exact`: without typo corrections and completions (best match's bonus).
 * `unweighted`: for the unweighted top tier (names and titles), where fields cannot be told.
 */
export function booleanTsquery(node: QueryNode, ctx: BooleanContext, opts: { exact?: boolean } = {}): Compiled {
  const visit = (n: QueryNode, negated: boolean): Compiled => {
    switch (n.type) {
      case 'term':
      case 'phrase':
        // a fielded word in a NOT: false here (its NOT true), so the result stays a superset
        if (n.field && negated) return false
        return leafTsquery(n, negated, weightsOf(ctx, n.field), ctx, opts.exact === true)
      case 'not':
        return not(visit(n.child, !negated))
      case 'and':
        return and(n.children.map((c) => visit(c, negated)))
      case 'or':
        return or(n.children.map((c) => visit(c, negated)))
    }
  }
  return visit(node, false)
}

/** The same query over an unweighted tsvector (best match's top tier), or null when it names fields. */
export function unweightedTsquery(node: QueryNode, ctx: BooleanContext): Compiled | null {
  if (hasFields(node)) return null
  return booleanTsquery(node, { ...ctx, weights: null })
}

/**
 * The exact condition of a query naming fields, as the WHERE of its search: each fielded word on
 * its fields' own tsvector columns (`tsv_f_<field>`, GIN-indexed: the planner ANDs and ORs their
 * bitmaps), the rest on the weighted tsvector. A prefix the index does not name searches every
 * field, as a plain word. `stopWords`: leaves made only of stop words (no lexeme), which match
 * anything, as in a tsquery.
 */
export function booleanWhereSql(
  node: QueryNode,
  ctx: BooleanContext,
  p: Params,
  stopWords: ReadonlySet<QueryLeaf>,
): string {
  const named = new Set(fieldTextFields(ctx.settings))
  const visit = (n: QueryNode, negated: boolean): string => {
    switch (n.type) {
      case 'term':
      case 'phrase': {
        if (stopWords.has(n)) return 'true'
        const fields = n.field && ctx.settings.fieldPrefixes?.[n.field] ? fieldsOf(ctx, n.field) : null
        if (!fields) {
          const q = leafTsquery(n, negated, weightsOf(ctx, null), ctx, false)
          return typeof q === 'boolean' ? String(q) : `tsv @@ to_tsquery('${TEXT_CONFIG}', ${p.add(q, 'text')})`
        }
        const q = leafTsquery(n, negated, ['A', 'B', 'C', 'D'], ctx, false)
        const columns = fields.filter((f) => named.has(f)).map(fieldTsvColumn)
        if (typeof q === 'boolean' || !columns.length) return 'false'
        const param = p.add(q, 'text')
        const matches = columns.map((c) => `${c} @@ to_tsquery('${TEXT_CONFIG}', ${param})`)
        return matches.length === 1 ? matches[0]! : `(${matches.join(' or ')})`
      }
      case 'not':
        return `not ${visit(n.child, !negated)}`
      case 'and':
        return `(${n.children.map((c) => visit(c, negated)).join(' and ')})`
      case 'or':
        return `(${n.children.map((c) => visit(c, negated)).join(' or ')})`
    }
  }
  return visit(node, false)
}

/** Every leaf of a query, in order. */
export function leavesOf(node: QueryNode): QueryLeaf[] {
  if (node.type === 'term' || node.type === 'phrase') return [node]
  if (node.type === 'not') return leavesOf(node.child)
  return node.children.flatMap(leavesOf)
}
