import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { sanitizeRichText, stripMarkup } from './html'

describe('stripMarkup (plain text fields keep their characters, lose markup)', () => {
  it.each([
    ['plain text is untouched', 'Quota 120k base & 240k OTE', 'Quota 120k base & 240k OTE'],
    ['a lone "<" is text', 'a < b', 'a < b'],
    ['an element becomes its text', 'Lead <b>the</b> team', 'Lead the team'],
    ['a script goes with its content', 'Hi<script>alert(1)</script> there', 'Hi there'],
    ['an image with a handler goes', 'x<img src=x onerror=alert(1)>y', 'xy'],
    ['entities stay as written (never decoded into a tag)', '&lt;script&gt;', '&lt;script&gt;'],
  ])('%s', (_why, input, expected) => {
    expect(stripMarkup(input)).toBe(expected)
  })
})

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links, drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script> <a href="javascript:alert(1)">a</a> <a href="https://quota.example">b</a></p>',
    )
    expect(html).toBe(
      '<p>Hi <b>there</b> <a target="_blank" rel="noopener noreferrer nofollow">a</a> <a href="https://quota.example" target="_blank" rel="noopener noreferrer nofollow">b</a></p>',
    )
  })
})

describe('rich text is cleaned on save', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('an e-mail signature is stored without live markup', async () => {
    const me = await createSignedInUser(t)
    const saved = await t.request('/api/users', {
      method: 'PATCH',
      headers: me.headers,
      json: { emailSignature: '<p>Ada <img src=x onerror="alert(1)"><script>steal()</script><b>Quota</b></p>' },
    })
    expect(saved.status).toBe(200)
    const read = (await (await t.request('/api/users/me', { headers: me.headers })).json()) as {
      data: { emailSignature: string }
    }
    expect(read.data.emailSignature).toBe('<p>Ada <b>Quota</b></p>')
  })
})
