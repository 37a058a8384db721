import { afterEach, describe, expect, it } from 'vitest'
import { plainJson } from './plain-json'

const samples: unknown[] = [
  null,
  'a "quoted" \\ line\nnext\ttab \u0001 \u2028',
  0,
  -12.5,
  Number.NaN,
  true,
  [],
  [1, 'two', null, undefined, [3]],
  { a: 1, b: undefined, c: [{ d: 'e' }], 'key "q"': false },
]

describe('JSON of a widget body, whatever the host page did', () => {
  it.each(samples.map((s) => [JSON.stringify(s), s]))('%s as JSON.stringify writes it', (_, value) => {
    expect(plainJson(value)).toBe(JSON.stringify(value))
  })

  const proto = Array.prototype as unknown as { toJSON?: () => string }
  const objectProto = Object.prototype as unknown as { toJSON?: () => string }
  afterEach(() => {
    delete proto.toJSON
    delete objectProto.toJSON
  })

  it('ignores Array.prototype.toJSON and Object.prototype.toJSON (Prototype.js)', () => {
    proto.toJSON = function (this: unknown[]) {
      return JSON.stringify(this.join(','))
    }
    objectProto.toJSON = () => 'hijacked'
    const body = { roles: [{ title: 'AE', headcount: 2 }], locations: ['Austin'] }
    // what JSON.stringify sends on such a page: the arrays as strings
    expect(JSON.parse(JSON.stringify(body))).not.toEqual(body)
    expect(JSON.parse(plainJson(body))).toEqual(body)
  })
})
