/**
 * `driving`: which condition leads the bounded read of a search, from the planner's estimates
 * (one EXPLAIN: every condition together, then each alone). A fake planner answers here, so each
 * row of the table is one set of estimates and the choice it must give.
 */
import { describe, expect, it } from 'vitest'
import { parseQueryText } from '../../text'
import { estimateIsGuess } from './boolean'
import { type Condition, driving } from './engine'
import type { Queryable } from './executor'

const TABLE_ROWS = 1_000_000
const CAP = 1000

/** A planner that estimates `all` rows for every condition together and `each` for each alone. */
const planner = (all: number, each: number[]): Queryable => ({
  async query<T>() {
    const plan = {
      'Node Type': 'Append',
      'Plan Rows': all + each.reduce((a, b) => a + b, 0),
      Plans: [all, ...each].map((rows) => ({ 'Node Type': 'Bitmap Heap Scan', 'Plan Rows': rows })),
    }
    return [{ 'QUERY PLAN': [{ Plan: plan }] }] as T[]
  },
})

const ote: Condition = { sql: 'f_desired_ote_k >= 100', index: 'btree' }
const near: Condition = { sql: 'lat = any($1) and lng = any($2)', index: 'bitmap', places: true }
const text = (guess: boolean): Condition => ({ sql: 'tsv @@ q', index: 'bitmap', text: true, guess })

describe('driving', () => {
  it.each([
    // [case, conditions, estimate of all, estimates of each, driver, common text]
    ['a rare text leads a salary range', [ote, text(false)], 2_000, [400_000, 5_000], 'text', false],
    ['a rare phrase leads as a rare word does', [ote, text(true)], 2_000, [400_000, 5_000], 'text', false],
    ['a text never leaves a range to lead', [ote, text(false)], 30_000, [40_000, 60_000], 'text', false],
    ['a radius may lead a text', [near, text(false)], 3_000, [4_000, 200_000], 'radius', false],
    [
      'a common text is rechecked on the range it leaves to lead',
      [ote, text(false)],
      280_000,
      [400_000, 700_000],
      'range',
      true,
    ],
    [
      'a common text that is a guess: nothing leads, the range finds, the text rechecks',
      [ote, text(true)],
      280_000,
      [400_000, 700_000],
      null,
      true,
    ],
  ] as const)('%s', async (_, parts, all, each, driver, commonText) => {
    const chosen = await driving(planner(all, [...each]), 'search_candidates', parts, [], CAP, TABLE_ROWS)
    const name = (c: Condition | null) => (c === null ? null : c.text ? 'text' : c.places ? 'radius' : 'range')
    expect({ driver: name(chosen.driver), commonText: chosen.commonText }).toEqual({ driver, commonText })
    expect(chosen.estimate).toBe(all)
  })
})

describe('estimateIsGuess', () => {
  it.each([
    ['account executive', false],
    ['salesforce OR hubspot', false],
    ['(saas OR fintech) manag*', false],
    ['"sales manager"', true],
    ['saas -enterprise', true],
    ['meddpicc AND (gong OR NOT chorus)', true],
    ['title:"account executive" saas', true],
  ])('%s: %s', (text, guess) => {
    const { node } = parseQueryText(text)
    expect(node && estimateIsGuess(node)).toBe(guess)
  })
})
