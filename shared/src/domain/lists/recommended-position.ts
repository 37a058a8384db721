/**
 * Lists management: a position's recommended position (000 §5, 002 §5 "Recommended Position is
 * already set"). A position names at most one other active position as its recommendation (a
 * work-experience title that maps to it is then mapped to the recommended one). Choosing the
 * position that is already the recommendation is refused with the spec's message, the way a
 * duplicate alias is ("Position Alias already exists"); choosing another one replaces it; null
 * clears it. A position cannot recommend itself.
 */

export type RecommendedPositionProblem = 'alreadySet' | 'self' | null

export function recommendedPositionProblem(input: {
  positionId: string
  current: string | null
  chosen: string | null
}): RecommendedPositionProblem {
  if (input.chosen === null) return null
  if (input.chosen === input.positionId) return 'self'
  if (input.chosen === input.current) return 'alreadySet'
  return null
}
