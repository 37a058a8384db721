import { describe, expect, it } from 'vitest'
import { MEDIA_MESSAGES } from '../media/uploads'
import { thumbnailProblem } from './portfolio'

describe('portfolio thumbnail (001 §5: ratio 16:9 or square)', () => {
  it.each([
    [{ width: 1920, height: 1080 }, null],
    [{ width: 1280, height: 720 }, null],
    [{ width: 1000, height: 563 }, null],
    [{ width: 500, height: 500 }, null],
    [{ width: 500, height: 504 }, null],
    [{ width: 1024, height: 768 }, MEDIA_MESSAGES.thumbnailRatio],
    [{ width: 1500, height: 1000 }, MEDIA_MESSAGES.thumbnailRatio],
    [{ width: 1080, height: 1920 }, MEDIA_MESSAGES.thumbnailRatio],
    [{ width: 1000, height: 530 }, MEDIA_MESSAGES.thumbnailRatio],
    [{ width: 0, height: 0 }, MEDIA_MESSAGES.thumbnailRatio],
    [null, MEDIA_MESSAGES.notAnImage],
  ])('%j -> %s', (size, message) => {
    const problem = thumbnailProblem(size)
    expect(problem?.message ?? null).toBe(message)
    if (problem) expect(problem).toMatchObject({ path: 'thumbnailMediaId', rule: 'thumbnailRatio' })
  })

  it('names the field it is given', () => {
    expect(thumbnailProblem({ width: 4, height: 3 }, 'file')?.path).toBe('file')
  })
})
