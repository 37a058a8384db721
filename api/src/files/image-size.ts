/**
 * The displayed pixel size of an image (JPEG, PNG, WebP, GIF) from its first bytes, through the
 * `image-size` package. An EXIF orientation of a quarter turn (5 to 8) swaps width and height,
 * as a browser shows the picture. Null for anything that is not a readable image, or has no area.
 */
import { imageSize as readImageSize } from 'image-size'
import type { ObjectStorage } from '../storage'

/** JPEG puts its size after the metadata segments (EXIF, ICC profile): read this far at most. */
export const IMAGE_HEAD_BYTES = 2 * 1024 * 1024

export interface ImageDimensions {
  width: number
  height: number
}

export function imageSize(bytes: Uint8Array): ImageDimensions | null {
  try {
    const found = readImageSize(bytes)
    if (!found.width || !found.height) return null
    const quarterTurn = (found.orientation ?? 1) >= 5
    return quarterTurn ? { width: found.height, height: found.width } : { width: found.width, height: found.height }
  } catch {
    return null
  }
}

/** The size of a stored image; null when it is missing or no image. */
export async function storedImageDimensions(storage: ObjectStorage, key: string): Promise<ImageDimensions | null> {
  const head = await storage.read(key, IMAGE_HEAD_BYTES).catch(() => null)
  return head ? imageSize(head) : null
}
