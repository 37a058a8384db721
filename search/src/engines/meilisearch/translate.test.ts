import { describe, expect, it } from 'vitest'
import { F } from '../../engine'
import { candidatesIndex } from '../../indexes/candidates'
import { quote, toMeiliFilter, toMeiliSettings, toMeiliSort } from './translate'

const settings = candidatesIndex.settings

describe('Meilisearch filter expressions', () => {
  it.each([
    [
      F.in('searchStatus', ['activelySearching', 'openToOffers']),
      'searchStatus IN ["activelySearching", "openToOffers"]',
    ],
    [F.notIn('searchStatus', ['offTheMarket']), 'searchStatus NOT IN ["offTheMarket"]'],
    [F.all('skillIds', ['a', 'b']), '(skillIds = "a" AND skillIds = "b")'],
    [F.range('desiredOteK', { gte: 100, lte: 250 }), '(desiredOteK >= 100 AND desiredOteK <= 250)'],
    [F.range('createdAt', { gt: 5 }), '(createdAt > 5)'],
    [F.in('hasTitle', [false]), 'hasTitle IN [false]'],
    [F.exists('skillIds', false), '(NOT (skillIds EXISTS AND NOT skillIds IS NULL AND NOT skillIds IS EMPTY))'],
    [F.exists('ownerId'), '(ownerId EXISTS AND NOT ownerId IS NULL)'],
    [F.ids(['x', 'y']), 'id IN ["x", "y"]'],
    [F.in('searchStatus', []), 'NOT id EXISTS'],
    [F.and(), 'id EXISTS'],
    [
      F.and(F.in('stateId', ['US-TX']), F.or(F.in('ownerId', ['o']), F.not(F.in('skillIds', ['s'])))),
      '(stateId IN ["US-TX"] AND (ownerId IN ["o"] OR (NOT skillIds IN ["s"])))',
    ],
    [F.geo([{ lat: 30.2672, lng: -97.7431, miles: 25 }]), '(_geoRadius(30.2672, -97.7431, 40234))'],
  ])('%j', (filter, expected) => {
    expect(toMeiliFilter(filter, settings)).toBe(expected)
  })

  it('escapes quotes and backslashes in values, and refuses odd field names', () => {
    expect(quote('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"')
    expect(() => toMeiliFilter(F.in('a b', ['x']), settings)).toThrow()
    expect(() => quote(Number.NaN)).toThrow()
  })

  it('sorts with the id as the last tie-break', () => {
    expect(toMeiliSort([{ field: 'createdAt', direction: 'desc' }])).toEqual(['createdAt:desc', 'id:asc'])
    expect(toMeiliSort([])).toBeUndefined()
  })

  it('declares searchable attributes in weight order and every filter, sort and geo field', () => {
    const s = toMeiliSettings(settings)
    expect(s.searchableAttributes.slice(0, 2)).toEqual(['fullName', 'contact'])
    expect(s.searchableAttributes.at(-1)).toBe('about')
    expect(s.filterableAttributes).toEqual(expect.arrayContaining(['id', 'skillIds', 'searchStatus', '_geo']))
    expect(s.sortableAttributes).toEqual(expect.arrayContaining(['id', 'sortName', 'createdAt']))
    expect(s.rankingRules[0]).toBe('sort')
    expect(s.typoTolerance.minWordSizeForTypos).toEqual({ oneTypo: 4, twoTypos: 8 })
  })
})
