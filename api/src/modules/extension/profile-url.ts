/** The profile URL the extension sends, checked by the shared rule (000 §5) and normalised. */
import { linkedInUrlProblem, normalizeLinkedInUrl } from '@quota/shared/domain/candidates/linkedin'
import { AppError } from '@quota/shared/errors/index'

export function checkedProfileUrl(value: string): string {
  const problem = linkedInUrlProblem(value)
  if (problem) throw AppError.field('profileUrl', problem.rule, problem.message)
  return normalizeLinkedInUrl(value)!
}
