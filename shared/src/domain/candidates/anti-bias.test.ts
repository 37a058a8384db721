import { describe, expect, it } from 'vitest'
import { antiBiasApplies, effectiveAntiBiasSetting } from './anti-bias'

describe('anti-bias setting (issue 37)', () => {
  it.each([
    // userType, own choice, organization default, expected
    ['client', null, false, false],
    ['client', null, true, true],
    ['client', false, true, false],
    ['client', true, false, true],
    ['client', undefined, undefined, false],
    ['staff', null, true, false],
    ['staff', true, null, true],
    ['candidate', true, true, false],
    ['system', true, true, false],
  ] as const)('%s with own=%s and default=%s is %s', (userType, own, orgDefault, expected) => {
    expect(effectiveAntiBiasSetting(userType, own, orgDefault)).toBe(expected)
  })
})

describe('anti-bias per answer: the query turns it on, never off', () => {
  it.each([
    [true, undefined, true],
    [true, false, true],
    [true, 'false', true],
    [false, true, true],
    [false, 'true', true],
    [false, false, false],
    [undefined, undefined, false],
    [undefined, 'yes', false],
  ] as const)('setting %s with query %s gives %s', (setting, requested, expected) => {
    expect(antiBiasApplies(setting, requested)).toBe(expected)
  })
})
