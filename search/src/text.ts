/**
 * Text handling both engines agree on: how text splits into words, and how many typos a word
 * may carry: none under 4 letters, one from 4, two from 8 (names are short, so one letter lower
 * than Meilisearch's defaults; its index settings say the same, see engines/meilisearch).
 */
import { parseSearchQuery, plainQueryWords, type QueryNode, textWords } from '@quota/shared/domain/search/query'
import { SEARCH_LIMITS, TextQueryError } from './engine'

/** Lower-cased words of letters and digits; accents dropped ("Zoë O'Brien" -> zoe, o, brien). */
export const words = textWords

/**
 * A query's text parsed: the tree, and for a plain list of words (no operators, quotes,
 * wildcards or fields) those words, at most `SEARCH_LIMITS.maxTerms`, which engines search
 * their usual way. Throws `TextQueryError` (with the position) when it does not parse.
 */
export function parseQueryText(text: string | null | undefined): { node: QueryNode | null; plain: string[] | null } {
  const parsed = parseSearchQuery(text)
  if (!parsed.ok) throw new TextQueryError(parsed.error.message, parsed.error.position)
  const plain = plainQueryWords(parsed.query)
  return { node: parsed.query, plain: plain ? plain.slice(0, SEARCH_LIMITS.maxTerms) : null }
}

/** The words of a query, in order, without repeats, at most `SEARCH_LIMITS.maxTerms`. */
export function queryTerms(text: string | null | undefined): string[] {
  return [...new Set(words(text))].slice(0, SEARCH_LIMITS.maxTerms)
}

/** Shortest words allowed one and two typos. */
export const TYPO_WORD_SIZE = { oneTypo: 4, twoTypos: 8 } as const

/** Typos allowed in a query word of this length. */
export function typoBudget(length: number): number {
  return length >= TYPO_WORD_SIZE.twoTypos ? 2 : length >= TYPO_WORD_SIZE.oneTypo ? 1 : 0
}

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment). */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0)
    row[0] = i
    return row
  })
  for (let j = 0; j < cols; j++) d[0]![j] = j
  for (let i = 1; i < rows; i++) {
    let best = Number.POSITIVE_INFINITY
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1)
      d[i]![j] = v
      if (v < best) best = v
    }
    if (best > max) return max + 1
  }
  return d[a.length]![b.length]!
}

/** Whether `word` is an acceptable typo-correction of the query word `term`. */
export function withinTypos(term: string, word: string): boolean {
  const budget = typoBudget(term.length)
  if (budget === 0) return false
  return editDistance(term, word, budget) <= budget
}
