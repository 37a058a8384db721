/**
 * Minimal PNG and JPEG byte strings of a given size in pixels (headers only, padded to `bytes`):
 * enough for the content-type check and the size reader, tiny to keep in a test.
 */

/** A PNG: signature, IHDR with width and height, then zero padding. */
export function pngBytes(width: number, height: number, bytes = 256): Uint8Array {
  const out = new Uint8Array(Math.max(bytes, 33))
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(out.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  out.set([8, 2, 0, 0, 0], 24)
  return out
}

/** A JPEG: SOI, an optional EXIF APP1 with the orientation, a baseline frame header, padding. */
export function jpegBytes(width: number, height: number, options: { orientation?: number; bytes?: number } = {}) {
  const parts: number[] = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  if (options.orientation !== undefined) {
    // APP1: "Exif\0\0", big-endian TIFF header, IFD0 with one entry: 0x0112 SHORT 1 = orientation
    const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1]
    exif.push(0, options.orientation, 0, 0, 0, 0, 0, 0)
    parts.push(0xff, 0xe1, 0, exif.length + 2, ...exif)
  }
  parts.push(0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3)
  parts.push(1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1)
  const out = new Uint8Array(Math.max(options.bytes ?? 512, parts.length + 2))
  out.set(parts)
  out.set([0xff, 0xd9], out.length - 2)
  return out
}
