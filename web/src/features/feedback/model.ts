/**
 * User feedback (000 §1: a suggestion, a defect or other): the kinds' names and the form's rules,
 * with the optional attachment (000 §5: at most 5 MB; screenshots, a PDF or a short recording).
 * The admin feedback report reads the same names.
 */
import type { FeedbackType } from '@quota/shared/domain/enums'
import { acceptedExtensions, maxBytes, uploadRuleFor } from '@quota/shared/domain/media/uploads'
import { MAX_FILE_MB } from '@quota/shared/domain/validation/limits'

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: 'Suggestion',
  defect: 'Defect',
  other: 'Other',
}

/** The API's bound on a feedback text. */
export const FEEDBACK_TEXT_MAX = 10_000

export const FEEDBACK_MESSAGES = {
  typeRequired: 'Please choose what kind of feedback this is.',
  textRequired: 'Please tell us what happened or what you would like.',
  textTooLong: `At most ${FEEDBACK_TEXT_MAX.toLocaleString('en-US')} characters.`,
  sent: 'Thank you! Your feedback was sent.',
  emptyFile: 'The file is empty.',
  fileType: `Attach a ${acceptedExtensions('feedbackAttachment').join(', ')} file.`,
  fileTooLarge: `Attachments may be at most ${MAX_FILE_MB.feedbackAttachment} MB.`,
} as const

/** What the file picker offers: `.jpg,.jpeg,...`. */
export const ATTACHMENT_ACCEPT = acceptedExtensions('feedbackAttachment')
  .map((e) => `.${e}`)
  .join(',')

/** Why a file cannot be attached (empty, a type not accepted, over 5 MB); null when it can. */
export function attachmentProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return null
  const found = uploadRuleFor('feedbackAttachment', file.name)
  if (!found) return FEEDBACK_MESSAGES.fileType
  if (file.size <= 0) return FEEDBACK_MESSAGES.emptyFile
  if (file.size > maxBytes(found.rule)) return FEEDBACK_MESSAGES.fileTooLarge
  return null
}

export function feedbackProblems(values: { type: string; text: string }): { type?: string; text?: string } {
  const errors: { type?: string; text?: string } = {}
  if (!values.type) errors.type = FEEDBACK_MESSAGES.typeRequired
  const text = values.text.trim()
  if (!text) errors.text = FEEDBACK_MESSAGES.textRequired
  else if (text.length > FEEDBACK_TEXT_MAX) errors.text = FEEDBACK_MESSAGES.textTooLong
  return errors
}
