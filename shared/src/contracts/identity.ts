/**
 * Identity answers (issue 31): the possible duplicates a recruiter is shown when what they add
 * looks like a candidate already in Quota (409 `CONFLICT`, `error.meta.possibleDuplicates`), and
 * the `createAnyway` choice that adds the record regardless.
 */

import * as z from 'zod'
import { DUPLICATE_REASONS } from '../domain/candidates/duplicate-reasons'

export const PossibleDuplicate = z.object({
  candidateId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  companies: z.array(z.string()).describe('The companies of its work experiences (at most 3)'),
  city: z.string().nullable(),
  reason: z.enum(DUPLICATE_REASONS),
  why: z.string().describe('The reason in words, e.g. "Same name and company"'),
  similarity: z.number().describe('Trigram similarity of the two names, 0 to 1'),
})
export type PossibleDuplicate = z.infer<typeof PossibleDuplicate>

export const createAnyway = z
  .boolean()
  .optional()
  .describe('Add a new record even though it looks like a candidate already in Quota (a 409 listed them)')

/** Reads the possible duplicates out of an error envelope's meta (clients). */
export function possibleDuplicatesOf(meta: unknown): PossibleDuplicate[] {
  const parsed = z.object({ possibleDuplicates: z.array(PossibleDuplicate) }).safeParse(meta)
  return parsed.success ? parsed.data.possibleDuplicates : []
}
