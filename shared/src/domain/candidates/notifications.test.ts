import { describe, expect, it } from 'vitest'
import { BUILT_IN_INVITE_TEMPLATES, inviteTemplateFor, renderInvite, type StoredInviteTemplate } from './notifications'

const stored = (over: Partial<StoredInviteTemplate>): StoredInviteTemplate => ({
  key: 'candidateInvite.searchStatus',
  segment: 'default',
  channel: 'email',
  isActive: true,
  subject: 'Custom subject',
  bodyHtml: '<p>Custom {{link}}</p>',
  ...over,
})

describe('inviteTemplateFor', () => {
  it.each([
    {
      name: 'no stored template: built-in',
      rows: [],
      custom: false,
      subject: BUILT_IN_INVITE_TEMPLATES.searchStatus.subject,
    },
    { name: 'active default e-mail template wins', rows: [stored({})], custom: true, subject: 'Custom subject' },
    {
      name: 'inactive one is ignored',
      rows: [stored({ isActive: false })],
      custom: false,
      subject: BUILT_IN_INVITE_TEMPLATES.searchStatus.subject,
    },
    {
      name: 'another segment is ignored',
      rows: [stored({ segment: 'sdr' })],
      custom: false,
      subject: BUILT_IN_INVITE_TEMPLATES.searchStatus.subject,
    },
    {
      name: 'another channel is ignored',
      rows: [stored({ channel: 'inApp' })],
      custom: false,
      subject: BUILT_IN_INVITE_TEMPLATES.searchStatus.subject,
    },
    {
      name: 'another key is ignored',
      rows: [stored({ key: 'candidatePitch' })],
      custom: false,
      subject: BUILT_IN_INVITE_TEMPLATES.searchStatus.subject,
    },
    {
      name: 'empty subject keeps the built-in subject',
      rows: [stored({ subject: ' ' })],
      custom: true,
      subject: BUILT_IN_INVITE_TEMPLATES.searchStatus.subject,
    },
  ])('$name', ({ rows, custom, subject }) => {
    const t = inviteTemplateFor('searchStatus', rows)
    expect(t.isCustom).toBe(custom)
    expect(t.subject).toBe(subject)
    expect(t.placeholders).toContain(custom && subject === 'Custom subject' ? 'link' : 'candidateFirstName')
  })
})

describe('renderInvite', () => {
  it('fills values, escapes them in the body and reports unknown placeholders', () => {
    const r = renderInvite(
      { subject: 'Hi {{candidateFirstName}}', bodyHtml: '<p>{{candidateFirstName}} {{link}} {{other}}</p>' },
      { candidateFirstName: '<Pat>', link: 'https://x.test/a?b=1&c=2' },
    )
    expect(r.subject).toBe('Hi <Pat>')
    expect(r.bodyHtml).toBe('<p>&lt;Pat&gt; https://x.test/a?b=1&amp;c=2 {{other}}</p>')
    expect(r.missing).toEqual(['other'])
  })
})
