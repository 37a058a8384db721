import { describe, expect, test } from 'vitest'
import { isNewDeployment } from './version'

describe('isNewDeployment', () => {
  const running = { version: '1.2.0', build: '20250501T120000Z' }
  test.each([
    [{ version: '1.2.0', build: '20250501T120000Z' }, false],
    [{ version: '1.3.0', build: '20250601T120000Z' }, true],
    [{ version: '1.3.0' }, true],
    [{ version: '1.2.0', build: '20250502T080000Z' }, true],
    [{ version: '1.2.0' }, false],
    [{ version: '' }, false],
    [{}, false],
    [null, false],
  ] as const)('%j -> %s', (remote, expected) => {
    expect(isNewDeployment(remote, running)).toBe(expected)
  })
})
