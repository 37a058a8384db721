/**
 * Work-experience title -> position mapping (spec 001 §7 `candidates/work-experience/
 * title-position-mappings`, `work-experiences/update-positions`; 000 §5 "Position Alias already
 * exists", "Position Blacklisted Word already exists", "Recommended Position is already set").
 *
 * The spec shows only the calls; the rule is ours:
 * - titles and terms are compared as words: case, accents and punctuation do not count, "&" is
 *   "and", and a few common abbreviations stand for their word ("Sr." is "senior", "Mgr" is
 *   "manager", "Rep" is "representative", ...);
 * - a position matches when one of its aliases appears in the title as a run of whole words
 *   ("Senior Account Executive, EMEA" contains "Account Executive");
 * - a position never matches a title that contains one of its blacklisted words (an
 *   "Account Executive Intern" is not an Account Executive when "intern" is blacklisted there);
 * - the best match is the exact one, then the one with the longest alias (most words, then most
 *   letters): "Senior Account Executive" beats "Account Executive";
 * - a position may name a recommended position (admin lists): the title then maps to that one.
 */
import type { PositionMappingKind } from '../enums'

export interface PositionTerm {
  positionId: string
  kind: PositionMappingKind
  term: string
}

export interface TitleMatch {
  positionId: string
  /** The alias that matched, as the administrator wrote it. */
  alias: string
  /** The alias equals the whole title. */
  exact: boolean
  /** How many words of the title the alias covers. */
  words: number
}

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  mgr: 'manager',
  dir: 'director',
  exec: 'executive',
  acct: 'account',
  rep: 'representative',
  biz: 'business',
  dev: 'development',
  ent: 'enterprise',
  mm: 'mid market',
  ae: 'account executive',
  sdr: 'sales development representative',
  bdr: 'business development representative',
}

/** The words of a title or term, compared case- and accent-blind, abbreviations expanded. */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '))
}

/** Whether `needle` occurs in `haystack` as a contiguous run of words. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (!needle.length || needle.length > haystack.length) return false
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

const better = (a: TitleMatch, b: TitleMatch) =>
  a.exact !== b.exact
    ? a.exact
    : a.words !== b.words
      ? a.words > b.words
      : a.alias.length !== b.alias.length
        ? a.alias.length > b.alias.length
        : a.alias.localeCompare(b.alias) < 0

/** The positions a title maps to, best first, one entry per position. */
export function matchTitleToPositions(jobTitle: string, terms: readonly PositionTerm[]): TitleMatch[] {
  const title = titleWords(jobTitle)
  if (!title.length) return []
  const barred = new Set(
    terms
      .filter((t) => t.kind === 'blacklistedWord' && containsRun(title, titleWords(t.term)))
      .map((t) => t.positionId),
  )
  const best = new Map<string, TitleMatch>()
  for (const t of terms) {
    if (t.kind !== 'alias' || barred.has(t.positionId)) continue
    const alias = titleWords(t.term)
    if (!containsRun(title, alias)) continue
    const match: TitleMatch = {
      positionId: t.positionId,
      alias: t.term,
      exact: alias.length === title.length,
      words: alias.length,
    }
    const current = best.get(t.positionId)
    if (!current || better(match, current)) best.set(t.positionId, match)
  }
  return [...best.values()].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
}

/**
 * The position a title maps to: the best match, or the position that match recommends
 * (when that one is still usable). Null when nothing matches.
 */
export function mappedPosition(
  matches: readonly TitleMatch[],
  recommendedOf: (positionId: string) => string | null,
): string | null {
  const top = matches[0]
  if (!top) return null
  return recommendedOf(top.positionId) ?? top.positionId
}
