import { LIST_OF_VALUES_KEYS } from '@quota/shared/domain/enums'
import { describe, expect, test } from 'vitest'
import {
  ADMIN_MESSAGES,
  byListOrder,
  isListKey,
  listLabel,
  listOptions,
  moveValue,
  normalizeText,
  REQUIRED_MESSAGE,
  recommendedProblem,
  termProblem,
  valueProblem,
  visibleValues,
} from './lists-model'

describe('list names', () => {
  test.each([
    ['position', 'Position'],
    ['positionCategory', 'Position category'],
    ['monthlyQualifiedMeetingsQuota', 'Monthly qualified meetings quota'],
    ['jobStageFeedback', 'Short list reasons'],
    ['teamArr', 'Team ARR'],
    ['jitAutoSuggestionThreshold', 'JIT auto-suggestion threshold'],
  ])('%s -> %s', (key, label) => expect(listLabel(key)).toBe(label))

  test('every list is offered once, by name', () => {
    const options = listOptions()
    expect(options.map((o) => o.value).sort()).toEqual([...LIST_OF_VALUES_KEYS].sort())
    const labels = options.map((o) => o.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)))
    expect(new Set(labels).size).toBe(labels.length)
  })

  test('isListKey', () => {
    expect(isListKey('skill')).toBe(true)
    expect(isListKey('nope')).toBe(false)
    expect(isListKey(null)).toBe(false)
  })
})

describe('values', () => {
  const existing = [
    { id: 'a', value: 'Salesforce' },
    { id: 'b', value: 'HubSpot CRM' },
  ]
  test.each([
    ['', REQUIRED_MESSAGE],
    ['   ', REQUIRED_MESSAGE],
    ['x'.repeat(256), 'At most 255 characters.'],
    ['salesforce', ADMIN_MESSAGES.valueExists],
    ['  hubspot   crm ', ADMIN_MESSAGES.valueExists],
    ['Gong', null],
  ])('%j -> %s', (value, problem) => expect(valueProblem(value, existing)).toBe(problem))

  test('renaming a value to itself (other case) is fine; to another one is not', () => {
    expect(valueProblem('SALESFORCE', existing, 'a')).toBeNull()
    expect(valueProblem('Salesforce', existing, 'b')).toBe(ADMIN_MESSAGES.valueExists)
  })

  test('normalizeText', () => expect(normalizeText('  a   b \n c ')).toBe('a b c'))

  test('the spec messages for aliases, blacklisted words and the recommended position', () => {
    expect(ADMIN_MESSAGES.aliasExists).toBe('Position Alias already exists')
    expect(ADMIN_MESSAGES.blacklistedWordExists).toBe('Position Blacklisted Word already exists')
    expect(ADMIN_MESSAGES.recommendedPositionSet).toBe('Recommended Position is already set')
    const terms = [{ term: 'Closer' }]
    expect(termProblem('alias', 'closer', terms)).toBe(ADMIN_MESSAGES.aliasExists)
    expect(termProblem('blacklistedWord', ' CLOSER ', terms)).toBe(ADMIN_MESSAGES.blacklistedWordExists)
    expect(termProblem('alias', 'Hunter', terms)).toBeNull()
    expect(termProblem('alias', '', terms)).toBe(REQUIRED_MESSAGE)
    expect(termProblem('alias', 'x'.repeat(101), terms)).toBe('At most 100 characters.')
    expect(recommendedProblem('p1', 'p1')).toBe(ADMIN_MESSAGES.recommendedPositionSet)
    expect(recommendedProblem('p1', 'p2')).toBeNull()
    expect(recommendedProblem(null, null)).toBeNull()
  })
})

describe('moveValue', () => {
  const order = ['a', 'b', 'c', 'd', 'e']
  test.each([
    // [visible, id, direction, result]
    [order, 'c', -1, ['a', 'c', 'b', 'd', 'e']],
    [order, 'c', 1, ['a', 'b', 'd', 'c', 'e']],
    [order, 'a', -1, null],
    [order, 'e', 1, null],
    // hidden (deactivated) values keep their places: c moves past the next shown value
    [['a', 'c', 'e'], 'c', -1, ['c', 'a', 'b', 'd', 'e']],
    [['a', 'c', 'e'], 'c', 1, ['a', 'b', 'd', 'e', 'c']],
    [['a', 'c', 'e'], 'a', 1, ['b', 'c', 'a', 'd', 'e']],
    [order, 'z', 1, null],
  ] as const)('%j %s %d', (visible, id, direction, result) => {
    expect(moveValue(order, visible, id, direction)).toEqual(result)
  })

  test('keeps every value exactly once', () => {
    for (const id of order)
      for (const d of [-1, 1] as const) {
        const next = moveValue(order, order, id, d)
        if (next) expect([...next].sort()).toEqual(order)
      }
  })
})

describe('visible values and order', () => {
  const values = [
    { id: '1', value: 'Beta', identifier: null, isActive: true, sortOrder: 1 },
    { id: '2', value: 'Alpha', identifier: 'alphaKey', isActive: false, sortOrder: 1 },
    { id: '3', value: 'Gamma', identifier: null, isActive: true, sortOrder: 0 },
  ]
  test('sorted by position in the list, then name', () => {
    expect(byListOrder(values).map((v) => v.id)).toEqual(['3', '2', '1'])
  })
  test('deactivated values only when asked; search by value or identifier', () => {
    expect(visibleValues(values, { showInactive: false, searchText: '' }).map((v) => v.id)).toEqual(['1', '3'])
    expect(visibleValues(values, { showInactive: true, searchText: '' }).map((v) => v.id)).toEqual(['1', '2', '3'])
    expect(visibleValues(values, { showInactive: true, searchText: 'ALPHAK' }).map((v) => v.id)).toEqual(['2'])
    expect(visibleValues(values, { showInactive: false, searchText: 'alpha' })).toEqual([])
  })
})
