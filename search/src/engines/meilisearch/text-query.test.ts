import { describe, expect, it } from 'vitest'
import { TextQueryError } from '../../engine'
import { candidatesIndex } from '../../indexes/candidates'
import { toMeiliTextQuery, unsupportedByMeilisearch } from './text-query'

const settings = candidatesIndex.settings

describe('the query language as a Meilisearch q', () => {
  it.each([
    ['', { q: null }],
    ['Account  Executive', { q: 'account executive' }],
    ['account AND executive', { q: 'account executive' }],
    ['meddpicc -gong !chorus', { q: 'meddpicc -gong -chorus' }],
    ['meddpicc NOT gong', { q: 'meddpicc -gong' }],
    ['"account executive" saas', { q: '"account executive" saas' }],
    ['saas -"inside sales"', { q: 'saas -"inside sales"' }],
    ['"Salesforce" admin', { q: '"salesforce" admin' }],
    ['(account executive) saas', { q: 'account executive saas' }],
    ['saas manag*', { q: 'saas manag' }],
    ['title:(account executive)', { q: 'account executive', attributesToSearchOn: ['title', 'titles'] }],
    ['skill:gong -skill:chorus', { q: 'gong -chorus', attributesToSearchOn: ['skills'] }],
  ])('%s', (text, expected) => {
    expect(toMeiliTextQuery(text, settings)).toEqual(expected)
  })

  it('keeps a field prefix within the fields searched (anti-bias mode)', () => {
    expect(toMeiliTextQuery('school:harvard', settings, ['skills'])).toEqual({ q: 'harvard', attributesToSearchOn: [] })
  })

  it.each([
    ['gong OR chorus', 'OR'],
    ['gong | chorus', 'OR'],
    ['gong, chorus', 'OR'],
    ['sales NOT (sdr OR bdr)', 'NOT before a group'],
    ['sales -(sdr bdr)', 'NOT before a group'],
    ['manag* sales', 'a * before the last word'],
    ['title:vp sales', 'mixing fields'],
    ['title:vp company:acme', 'mixing fields'],
  ])('refuses what it cannot run: %s', (text, what) => {
    expect(() => toMeiliTextQuery(text, settings)).toThrow(TextQueryError)
    expect(() => toMeiliTextQuery(text, settings)).toThrow(what)
    expect(unsupportedByMeilisearch(text)).toBe(true)
  })

  it('passes on parse errors with their position', () => {
    const error = (() => {
      try {
        toMeiliTextQuery('sales (sdr', settings)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(TextQueryError)
    expect((error as TextQueryError).position).toBe(6)
    expect(unsupportedByMeilisearch('sales')).toBe(false)
  })
})
