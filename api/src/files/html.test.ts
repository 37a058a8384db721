import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { htmlToText, sanitizeRichText } from './html'

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links, shows scripts as text, drops handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script> <a href="javascript:alert(1)">a</a> <a href="https://quota.example">b</a></p>',
    )
    expect(html).toBe(
      '<p>Hi <b>there</b>&lt;script&gt;alert(1)&lt;/script&gt; <a target="_blank" rel="noopener noreferrer nofollow">a</a> <a href="https://quota.example" target="_blank" rel="noopener noreferrer nofollow">b</a></p>',
    )
  })

  it.each([
    ['text that looks like a tag', 'a<b and c>d', 'a&lt;b and c&gt;d'],
    ['an unknown element', 'base<OTE and OTE>base', 'base&lt;OTE and OTE&gt;base'],
    ['a style element left open', 'x<style>y', 'x&lt;style&gt;y'],
    [
      'a script, shown rather than run or dropped',
      '<p>a<script>b()</script></p>',
      '<p>a&lt;script&gt;b()&lt;/script&gt;</p>',
    ],
    ['a comparison', '<p>1 < 2 > 0 & done</p>', '<p>1 &lt; 2 &gt; 0 &amp; done</p>'],
    ['a tag with a handler loses the handler', '<p onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['an image is not in the allow-list', 'x<img src=x onerror=alert(1)>y', 'xy'],
    ['a word pasted document keeps its paragraphs', '<p class="MsoNormal" style="margin:0">Hi</p>', '<p>Hi</p>'],
  ])('keeps the words: %s', (_why, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected)
  })

  it('the plain text beside rich text keeps the typed characters', () => {
    expect(htmlToText('<p>a<b and c>d</p><p>x<style>y</p>')).toBe('a<b and c>d\nx<style>y')
  })

  it('a hostile run of unclosed tags is read in linear time', () => {
    const started = performance.now()
    sanitizeRichText(`<a${' b'.repeat(25_000)}${'<p a="x'.repeat(5_000)}`)
    expect(performance.now() - started).toBeLessThan(1_000)
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
    expect(read.data.emailSignature).toBe('<p>Ada &lt;script&gt;steal()&lt;/script&gt;<b>Quota</b></p>')
  })
})
