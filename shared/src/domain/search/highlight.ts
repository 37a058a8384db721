/**
 * What a result marks of the query that found it (issue 21: "parsed once in shared/, used by the
 * web app to highlight"). Only what was asked for is marked: negated words never are. A word marks
 * the words of the text that start with it (so "sell" marks "selling", as stemming found it; a
 * wildcard or the word still being typed is a prefix anyway); a phrase marks its words in a row;
 * a fielded word (`title:`) marks only that field.
 */
import { type QueryNode, queryLeaves, type SearchField } from './query'

export interface HighlightPattern {
  readonly words: readonly string[]
  readonly field: SearchField | null
}

export interface TextSegment {
  text: string
  marked: boolean
}

/** A word shorter than this marks only itself (a prefix of 1–2 letters would mark half the text). */
const MIN_PREFIX = 3

const fold = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

export function highlightPatterns(query: QueryNode | null): HighlightPattern[] {
  return queryLeaves(query).flatMap(({ leaf, negated }) => {
    if (negated) return []
    const words = leaf.type === 'phrase' ? leaf.words : [leaf.word]
    return [{ words: words.map(fold), field: leaf.field }]
  })
}

const wordMatches = (token: string, word: string) =>
  token === word || (word.length >= MIN_PREFIX && token.startsWith(word))

/** The text cut into marked and unmarked runs, for a field of the result (null: names and the like). */
export function highlightSegments(
  text: string,
  patterns: readonly HighlightPattern[],
  field: SearchField | null = null,
): TextSegment[] {
  const usable = patterns.filter((p) => p.words.length && (p.field === null || p.field === field))
  if (!text || !usable.length) return text ? [{ text, marked: false }] : []
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: fold(m[0]),
  }))
  // each token's match (0: none); a phrase's words share one, so the gaps between them are marked
  const match = new Array<number>(tokens.length).fill(0)
  let matches = 0
  for (const p of usable) {
    for (let i = 0; i + p.words.length <= tokens.length; i++) {
      if (!p.words.every((w, k) => wordMatches(tokens[i + k]!.word, w))) continue
      matches++
      for (let k = 0; k < p.words.length; k++) match[i + k] = matches
    }
  }
  const segments: TextSegment[] = []
  let at = 0
  const push = (to: number, isMarked: boolean) => {
    if (to <= at) return
    const last = segments[segments.length - 1]
    const piece = text.slice(at, to)
    if (last && last.marked === isMarked) last.text += piece
    else segments.push({ text: piece, marked: isMarked })
    at = to
  }
  tokens.forEach((t, i) => {
    if (!match[i]) return
    push(t.start, i > 0 && match[i - 1] === match[i])
    push(t.end, true)
  })
  push(text.length, false)
  return segments
}
