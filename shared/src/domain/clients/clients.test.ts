import { describe, expect, it } from 'vitest'
import { displayPhone, isValidPersonName, storedPhone } from './index'

describe('phones', () => {
  it.each([
    ['+15125550100', '5125550100'],
    ['+1 512 555 0100', '512 555 0100'],
    ['+445551234', '+445551234'],
    ['5125550100', '5125550100'],
    ['', null],
    [null, null],
  ])('displays %j as %j', (p, d) => expect(displayPhone(p)).toBe(d))

  it.each([
    ['(512) 555-0100', '+15125550100'],
    ['+44 20 7946 0000', '+442079460000'],
    ['  ', null],
    [null, null],
  ])('stores %j as %j', (p, s) => expect(storedPhone(p)).toBe(s))
})

describe('person names', () => {
  it.each([
    ['Mary-Jane', true],
    ["O'Neil", true],
    ['Ana María', true],
    ['<script>', false],
    ['a@b', false],
    ['Boss (CEO)', false],
    ['x;y', false],
  ])('%s -> %s', (n, ok) => expect(isValidPersonName(n)).toBe(ok))
})
