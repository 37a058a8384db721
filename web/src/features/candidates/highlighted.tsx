import { type HighlightPattern, highlightSegments } from '@quota/shared/domain/search/highlight'
import type { SearchField } from '@quota/shared/domain/search/query'

/** A result's text with what the search asked for in <mark> (the rule: shared/domain/search/highlight). */
export function Highlighted({
  text,
  patterns,
  field = null,
}: {
  text: string
  patterns: readonly HighlightPattern[]
  field?: SearchField | null
}) {
  return (
    <>
      {highlightSegments(text, patterns, field).map((s, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, in order
        s.marked ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
      )}
    </>
  )
}
