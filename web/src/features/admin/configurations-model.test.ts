import { describe, expect, test } from 'vitest'
import {
  formatConfigValue,
  groupTemplates,
  KEY_MESSAGE,
  keyProblem,
  parseConfigValue,
  previewDocument,
  previewRequest,
  previewSourceFor,
  REQUIRED,
  SALES_SEGMENTS,
  type SalesSegment,
  SEGMENT_SAMPLES,
  summarizeValue,
  type TemplateLike,
} from './configurations-model'

describe('configuration keys and values', () => {
  test.each([
    ['', REQUIRED],
    ['maxUpload', null],
    ['uploads.max_mb-2', null],
    ['1st', KEY_MESSAGE],
    ['has space', KEY_MESSAGE],
    ['k'.repeat(101), 'At most 100 characters.'],
  ])('key %j', (key, problem) => expect(keyProblem(key)).toBe(problem))

  test.each([
    ['setting', '50', { ok: true, value: 50 }],
    ['setting', 'true', { ok: true, value: true }],
    ['setting', '{"a": [1, 2]}', { ok: true, value: { a: [1, 2] } }],
    ['setting', '"quoted"', { ok: true, value: 'quoted' }],
    ['setting', 'plain words', { ok: true, value: 'plain words' }],
    ['setting', '{"a": ', { ok: false, error: 'This is not valid JSON.' }],
    ['setting', '  ', { ok: false, error: REQUIRED }],
    ['setting', `"${'x'.repeat(10_000)}"`, { ok: false, error: 'A value of at most 10 KB.' }],
    ['link', 'https://quota.example/terms', { ok: true, value: 'https://quota.example/terms' }],
    ['link', 'quota.example/terms', { ok: false, error: 'Enter an http(s) URL.' }],
    ['link', 'javascript:alert(1)', { ok: false, error: 'Enter an http(s) URL.' }],
  ] as const)('%s %j', (type, text, result) => expect(parseConfigValue(type, text)).toEqual(result))

  test('values shown for editing read back the same', () => {
    for (const value of [50, true, 'text', { a: [1, { b: null }] }, [1, 2]]) {
      const text = formatConfigValue(value)
      const back = parseConfigValue('setting', text)
      expect(back).toEqual({ ok: true, value })
    }
    expect(summarizeValue({ long: 'x'.repeat(200) }, 20)).toHaveLength(20)
    expect(summarizeValue('short')).toBe('short')
  })
})

describe('template preview by segment', () => {
  const t = (id: string, segment: SalesSegment, over: Partial<TemplateLike> = {}): TemplateLike => ({
    id,
    key: 'pitch',
    channel: 'email',
    segment,
    isActive: true,
    ...over,
  })
  const defaultT = t('d', 'default')
  const sdrT = t('s', 'sdr')
  const offAe = t('a', 'ae', { isActive: false })
  const otherKey = t('o', 'marketing', { key: 'other' })
  const all = [defaultT, sdrT, offAe, otherKey]

  test('the edited template shows its draft on its own segment and where it is the fallback', () => {
    expect(previewSourceFor(all, defaultT, 'default')).toEqual({
      kind: 'draft',
      note: 'Default: this template, as edited.',
    })
    expect(previewSourceFor(all, defaultT, 'marketing')).toEqual({
      kind: 'draft',
      note: 'Marketing has no template of its own: it uses this one, as edited.',
    })
    // a switched-off segment template falls back to Default
    expect(previewSourceFor(all, defaultT, 'ae').kind).toBe('draft')
  })

  test("a segment with its own template shows that one; others fall back to Default's", () => {
    expect(previewSourceFor(all, defaultT, 'sdr')).toEqual({
      kind: 'template',
      templateId: 's',
      note: 'SDR: its own template.',
    })
    expect(previewSourceFor(all, sdrT, 'csmAm')).toEqual({
      kind: 'template',
      templateId: 'd',
      note: 'CSM/AM has no template of its own: it uses the Default one.',
    })
    expect(previewSourceFor(all, sdrT, 'sdr').kind).toBe('draft')
  })

  test('without an active Default there is nothing to show for other segments', () => {
    const only = [sdrT, t('d2', 'default', { isActive: false })]
    expect(previewSourceFor(only, sdrT, 'marketing').kind).toBe('none')
    // a switched-off template still previews on its own segment
    expect(previewSourceFor(only, { ...sdrT, isActive: false }, 'sdr').kind).toBe('draft')
  })

  test('the preview call carries the sample job of the segment', () => {
    const draft = { subject: 'Hi', bodyHtml: '<p>{{jobName}}</p>' }
    expect(previewRequest({ kind: 'draft', note: '' }, draft, 'ae', 'email')).toEqual({
      segment: 'ae',
      channel: 'email',
      subject: 'Hi',
      bodyHtml: '<p>{{jobName}}</p>',
      values: SEGMENT_SAMPLES.ae,
    })
    expect(previewRequest({ kind: 'template', templateId: 's', note: '' }, draft, 'sdr', 'email')).toEqual({
      templateId: 's',
      segment: 'sdr',
      channel: 'email',
      values: SEGMENT_SAMPLES.sdr,
    })
    expect(previewRequest({ kind: 'none', note: '' }, draft, 'sdr', 'email')).toBeNull()
    // every segment has its own kind of job
    const jobs = SALES_SEGMENTS.map((s) => SEGMENT_SAMPLES[s].jobName)
    expect(new Set(jobs).size).toBe(SALES_SEGMENTS.length)
  })

  test('the preview document wraps the body', () => {
    const doc = previewDocument('<p>Hello</p>')
    expect(doc.startsWith('<!doctype html>')).toBe(true)
    expect(doc).toContain('<body><p>Hello</p></body>')
  })

  test('templates group by key and channel, segments in the spec order', () => {
    const groups = groupTemplates([
      { ...sdrT, displayName: 'Pitch (SDR)' },
      { ...defaultT, displayName: 'Pitch' },
      { ...otherKey, displayName: 'Another' },
      { ...t('i', 'default', { channel: 'inMail' }), displayName: 'Pitch' },
    ])
    expect(groups.map((g) => [g.key, g.channel, g.displayName, g.templates.map((x) => x.segment)])).toEqual([
      ['other', 'email', 'Another', ['marketing']],
      ['pitch', 'email', 'Pitch', ['default', 'sdr']],
      ['pitch', 'inMail', 'Pitch', ['default']],
    ])
  })
})
