import { describe, expect, it } from 'vitest'
import { jpegBytes, pngBytes } from '../testing/image-bytes'
import { imageSize } from './image-size'
import { sniffType } from './sniff'

describe('image size from the bytes', () => {
  it.each([
    ['png 1920x1080', pngBytes(1920, 1080), { width: 1920, height: 1080 }],
    ['png 1x1', pngBytes(1, 1), { width: 1, height: 1 }],
    ['jpeg 1280x720', jpegBytes(1280, 720), { width: 1280, height: 720 }],
    ['jpeg turned a quarter (orientation 6)', jpegBytes(1600, 900, { orientation: 6 }), { width: 900, height: 1600 }],
    ['jpeg upright (orientation 1)', jpegBytes(1600, 900, { orientation: 1 }), { width: 1600, height: 900 }],
    ['jpeg upside down (orientation 3)', jpegBytes(640, 640, { orientation: 3 }), { width: 640, height: 640 }],
  ])('%s', (_name, bytes, size) => {
    expect(imageSize(bytes)).toEqual(size)
  })

  it.each([
    ['empty', new Uint8Array()],
    ['a pdf', new TextEncoder().encode('%PDF-1.7\n')],
    ['a truncated jpeg', jpegBytes(100, 100).subarray(0, 25)],
    ['a png of zero width', pngBytes(0, 10)],
  ])('%s has no size', (_name, bytes) => {
    expect(imageSize(bytes)).toBeNull()
  })

  it('the test images pass the content-type check', async () => {
    expect((await sniffType(pngBytes(10, 10)))?.mime).toBe('image/png')
    expect((await sniffType(jpegBytes(10, 10)))?.mime).toBe('image/jpeg')
  })
})
