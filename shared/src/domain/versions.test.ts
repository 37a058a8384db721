import { describe, expect, it } from 'vitest'
import { isOlderVersion } from './versions'

describe('isOlderVersion', () => {
  it.each([
    ['1.2.9', '1.2.10', true],
    ['1.2.10', '1.2.9', false],
    ['1.2.3', '1.2.3', false],
    ['0.9.0', '1.0.0', true],
    ['v2.0.0', '1.9.9', false],
    ['garbage', '1.0.0', false],
    ['1.0.0', 'garbage', false],
  ])('%s older than %s -> %s', (a, b, expected) => {
    expect(isOlderVersion(a, b)).toBe(expected)
  })
})
