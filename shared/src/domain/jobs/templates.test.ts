import { describe, expect, it } from 'vitest'
import { pickTemplate, pipelineMailValues, placeholdersOf, renderTemplate } from './templates'

describe('renderTemplate', () => {
  it.each([
    ['Hi {{receiverName}}', { receiverName: 'Sam' }, true, 'Hi Sam', []],
    ['Hi {{ receiverName }}!', { receiverName: 'Sam' }, false, 'Hi Sam!', []],
    ['<p>{{name}}</p>', { name: '<b>x</b> & "y"' }, true, '<p>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>', []],
    ['{{name}}', { name: '<b>' }, false, '<b>', []],
    ['Hi {{receiverName}}, {{jobName}}', { jobName: 'AE' }, true, 'Hi {{receiverName}}, AE', ['receiverName']],
    ['{{a}} {{a}}', {}, true, '{{a}} {{a}}', ['a']],
    ['no placeholders', {}, true, 'no placeholders', []],
    ['{{ 1bad }} {bad}', {}, true, '{{ 1bad }} {bad}', []],
  ])('%j with %j', (text, values, html, out, missing) => {
    expect(renderTemplate(text, values, { html })).toEqual({ text: out, missing })
  })

  it('lists placeholders once', () => {
    expect(placeholdersOf('{{a}} {{b.c}} {{a}}')).toEqual(['a', 'b.c'])
  })
})

describe('pickTemplate', () => {
  const t = (segment: any, isActive = true) => ({ segment, isActive, id: segment })
  it.each([
    [[t('default'), t('sdr')], 'sdr', 'sdr'],
    [[t('default'), t('sdr')], 'ae', 'default'],
    [[t('default'), t('sdr', false)], 'sdr', 'default'],
    [[t('sdr')], 'ae', null],
    [[t('default', false)], 'default', null],
    [[], 'marketing', null],
  ])('%j for %s -> %s', (templates, segment, expected) => {
    expect(pickTemplate(templates, segment as any)?.id ?? null).toBe(expected)
  })
})

describe('pipelineMailValues', () => {
  it('flattens a mail into placeholder values with the general names', () => {
    expect(
      pipelineMailValues({
        template: 'pipelineInterviewInvite',
        firstName: 'Pat',
        organizationName: 'Acme',
        durationMinutes: 30,
        links: { accepted: 'https://x/a' },
      }),
    ).toEqual({
      template: 'pipelineInterviewInvite',
      firstName: 'Pat',
      organizationName: 'Acme',
      durationMinutes: '30',
      'links.accepted': 'https://x/a',
      receiverName: 'Pat',
      candidateFirstName: 'Pat',
      companyName: 'Acme',
      message: '',
    })
  })
  it('trusted HTML values go in as markup, others escaped', () => {
    const values = { snippetHtml: '<b>x</b>', name: '<b>y</b>' }
    expect(renderTemplate('{{snippetHtml}}{{name}}', values, { html: true, trustedHtml: ['snippetHtml'] }).text).toBe(
      '<b>x</b>&lt;b&gt;y&lt;/b&gt;',
    )
  })
})
