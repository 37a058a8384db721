/**
 * The possible duplicates a 409 names (error.meta.possibleDuplicates, issue 31), read without zod:
 * the content script stays small (its budget is 30 KB gzipped; the shared schema would bring zod
 * along). The answer is our own API's; a malformed entry is left out, never shown.
 */
import type { PossibleDuplicate } from '@quota/shared/contracts/identity'

const isDuplicate = (d: unknown): d is PossibleDuplicate => {
  const x = d as Partial<PossibleDuplicate> | null
  return (
    typeof x?.candidateId === 'string' &&
    typeof x.firstName === 'string' &&
    typeof x.lastName === 'string' &&
    typeof x.why === 'string' &&
    Array.isArray(x.companies)
  )
}

export function possibleDuplicatesOf(meta: unknown): PossibleDuplicate[] {
  const list = (meta as { possibleDuplicates?: unknown } | null)?.possibleDuplicates
  return Array.isArray(list) ? list.filter(isDuplicate) : []
}
