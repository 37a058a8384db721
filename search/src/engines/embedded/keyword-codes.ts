/**
 * Keyword-list values (skill, industry, employer ids...) are stored as 64-bit codes, not text:
 * most are UUIDs, 40 bytes each in a text[], and a candidate carries dozens of them, so they
 * made up most of a row in the heap. As bigint[] the rows are about half as wide, and every read
 * of matching rows (samples, sort walks, ranking) touches that many fewer pages. The code of a
 * value is a hash of it (never changes, the same in every process), so filters need no lookup;
 * `search_<index>_values` maps codes back to values for facet counts. Collisions: with 64 bits
 * and thousands of distinct values per index, about 1 in 10^11.
 */
import { createHash } from 'node:crypto'

const memo = new Map<string, string>()
const MEMO_MAX = 200_000

/** The value's code as a decimal string (bound as `$n::int8[]`, read back as `::text`). */
export function keywordCode(value: string): string {
  let code = memo.get(value)
  if (code === undefined) {
    code = createHash('sha256').update(value).digest().readBigInt64BE(0).toString()
    if (memo.size >= MEMO_MAX) memo.clear()
    memo.set(value, code)
  }
  return code
}
