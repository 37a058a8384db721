/**
 * Portfolio thumbnails (spec 001 §5: "thumbnails have ratio 16:9 or square"). The ratio rule is
 * the one every thumbnail follows (../media/uploads.ts); this names the portfolio's field.
 */
import { MEDIA_MESSAGES, thumbnailRatioOf } from '../media/uploads'
import type { FieldIssue } from './work-experience'

/** The issue with an image used as a portfolio thumbnail; `size` null when it is no readable image. */
export function thumbnailProblem(
  size: { width: number; height: number } | null,
  path = 'thumbnailMediaId',
): FieldIssue | null {
  if (!size) return { path, rule: 'thumbnailRatio', message: MEDIA_MESSAGES.notAnImage }
  if (thumbnailRatioOf(size.width, size.height)) return null
  return { path, rule: 'thumbnailRatio', message: MEDIA_MESSAGES.thumbnailRatio }
}
