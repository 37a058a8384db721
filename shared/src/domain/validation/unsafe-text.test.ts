import { describe, expect, it } from 'vitest'
import { findUnsafeText } from './unsafe-text'

describe('findUnsafeText', () => {
  it.each([
    ['plain text', 'Ada Lovelace', '', []],
    ['emoji (a surrogate pair)', 'Closer 🚀', '', []],
    ['a NUL in a body string', 'a\u0000b', '', [['body', 'noNulCharacter']]],
    ['a lone high surrogate', 'x\uD800', '', [['body', 'wellFormedUnicode']]],
    ['a lone low surrogate', '\uDC00x', '', [['body', 'wellFormedUnicode']]],
    ['a nested field', { name: 'ok', tags: ['fine', 'bad\u0000'] }, '', [['tags.1', 'noNulCharacter']]],
    ['a query field', { searchText: '\u0000' }, 'query.', [['query.searchText', 'noNulCharacter']]],
    ['a key', { 'a\u0000': 1 }, '', [['a\u0000', 'noNulCharacter']]],
    ['numbers, booleans and null', { n: 1, b: true, z: null }, '', []],
    ['a file object is not walked', { file: new Blob(['\u0000']) }, '', []],
  ] as const)('%s', (_why, value, prefix, expected) => {
    const found = findUnsafeText(value, prefix.replace(/\.$/, ''))
    expect(found.map((d) => [d.path, d.rule])).toEqual(expected)
  })
})
