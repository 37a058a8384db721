/**
 * Search box text in the query language (`@quota/shared/domain/search/query`): checked before
 * any search, so a query that does not parse (an unbalanced parenthesis or quote) answers 422 on
 * its field with the position and a plain message; and what an engine cannot run (Meilisearch
 * has no OR) answers 422 the same way rather than being dropped.
 */
import { TextQueryError } from '@quota/search/engine'
import { parseSearchQuery } from '@quota/shared/domain/search/query'
import { AppError } from '@quota/shared/errors/index'

export const SEARCH_QUERY_RULE = 'searchQuery'

function textError(path: string, message: string, position: number | null): AppError {
  return new AppError('VALIDATION_FAILED', {
    message,
    details: [{ path, rule: SEARCH_QUERY_RULE, message }],
    meta: { field: path, position },
  })
}

/** Throws a 422 on `path` when the text does not parse. */
export function checkSearchText(text: string | undefined, path: string): void {
  const parsed = parseSearchQuery(text)
  if (!parsed.ok) throw textError(path, parsed.error.message, parsed.error.position)
}

/** Runs a search; a text the engine refuses becomes a 422 on `path`. */
export async function refusedTextAs<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof TextQueryError) throw textError(path, error.message, error.position)
    throw error
  }
}
