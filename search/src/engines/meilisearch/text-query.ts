/**
 * The query language (`@quota/shared/domain/search/query`) as a Meilisearch `q`: words ANDed
 * (matchingStrategy 'all'), "phrases", negated words and phrases (`-word`, `-"a b"`:
 * Meilisearch 1.8 or later), a `*` on the last word (Meilisearch matches the last word as a
 * prefix anyway), and one field prefix for the whole query (`attributesToSearchOn`). What it
 * cannot express (OR, a NOT of a group, a `*` before the end, different fields in one query) is
 * refused with a `TextQueryError` saying so, never dropped.
 */
import type { QueryLeaf, QueryNode, SearchField } from '@quota/shared/domain/search/query'
import { type IndexSettings, TextQueryError } from '../../engine'
import { parseQueryText } from '../../text'

export interface MeiliTextQuery {
  q: string | null
  /** The fields of the query's field prefix (within `searchOn`), when it names one. */
  attributesToSearchOn?: string[]
}

const refuse = (what: string) =>
  new TextQueryError(`This search engine cannot run ${what}; leave it out or search with plain words`, null)

/** The leaves of an AND of words, phrases and their negations, or a refusal naming what is not one. */
function conjuncts(node: QueryNode): { leaf: QueryLeaf; negated: boolean }[] {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return [{ leaf: node, negated: false }]
    case 'and':
      return node.children.flatMap(conjuncts)
    case 'or':
      throw refuse('OR (or | and ,)')
    case 'not': {
      const child = node.child
      if (child.type !== 'term' && child.type !== 'phrase') throw refuse('NOT before a group')
      return [{ leaf: child, negated: true }]
    }
  }
}

export function toMeiliTextQuery(
  text: string | null | undefined,
  settings: IndexSettings,
  searchOn?: readonly string[],
): MeiliTextQuery {
  const { node, plain } = parseQueryText(text)
  if (!node) return { q: null }
  // plain words pass as typed: Meilisearch splits them as it indexed them
  if (plain) return { q: plain.join(' ') }
  const parts = conjuncts(node)
  const fields = new Set<SearchField | null>(parts.map((p) => p.leaf.field))
  if (fields.size > 1) throw refuse('a query mixing fields (title:, company:...) with each other or with other words')
  const field = [...fields][0] ?? null
  const q = parts
    .map(({ leaf, negated }, i) => {
      if (leaf.type === 'term' && leaf.wildcard && i !== parts.length - 1) throw refuse('a * before the last word')
      const body =
        leaf.type === 'phrase' || leaf.quoted
          ? `"${leaf.type === 'phrase' ? leaf.words.join(' ') : leaf.word}"`
          : leaf.word
      return `${negated ? '-' : ''}${body}`
    })
    .join(' ')
  if (!field) return { q }
  const named = settings.fieldPrefixes?.[field] ?? settings.searchable.map((s) => s.field)
  const attributes = named.filter((f) => !searchOn || searchOn.includes(f))
  return { q, attributesToSearchOn: attributes }
}

/** Whether Meilisearch refuses this (parsable) text. */
export function unsupportedByMeilisearch(text: string): boolean {
  try {
    toMeiliTextQuery(text, {
      searchable: [],
      identifying: [],
      filterable: {},
      sortable: [],
      facets: [],
      geo: false,
      indexed: [],
    })
    return false
  } catch (error) {
    if (error instanceof TextQueryError && error.position === null) return true
    throw error
  }
}
