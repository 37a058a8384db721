import { describe, expect, test } from 'vitest'
import { widgetSnippet, widgetsOfKey } from './snippet'

describe('widgetSnippet', () => {
  test.each([
    ['apply', 'https://quota.example', 'qk_abc', 'quota-apply-form'],
    ['hire', 'https://quota.example/', 'qk_abc', 'quota-hire-form'],
    ['comp-engine', 'http://127.0.0.1:3000', 'qk_x-y_z', 'quota-comp-engine'],
  ] as const)('%s on %s', (scope, origin, key, element) => {
    const lines = widgetSnippet({ quotaOrigin: origin, key, scope }).split('\n')
    expect(lines).toEqual([
      `<script async src="${origin.replace(/\/$/, '')}/widgets/loader.js" data-quota-key="${key}"></script>`,
      `<${element}></${element}>`,
    ])
  })

  test('a value cannot end its attribute', () => {
    expect(widgetSnippet({ quotaOrigin: 'https://q.example', key: 'qk_"><x', scope: 'apply' })).toContain(
      'data-quota-key="qk_&quot;>&lt;x"',
    )
  })
})

describe('widgetsOfKey', () => {
  test.each([
    [
      ['apply', 'hire', 'comp-engine'],
      ['quota-apply-form', 'quota-hire-form', 'quota-comp-engine'],
    ],
    [
      ['comp-engine', 'apply'],
      ['quota-apply-form', 'quota-comp-engine'],
    ],
    [['read'], []],
  ])('%j', (scopes, elements) => {
    expect(widgetsOfKey(scopes).map((w) => w.element)).toEqual(elements)
  })
})
