/**
 * Which "<" in rich text opens markup, and which is a word: `a<b and c>d`, `base<OTE and OTE>base`
 * and `x<style>y` are typed text, and the sanitizer must not read them as tags and eat the words.
 *
 * A "<" counts as markup only when it opens a well-formed tag of a real HTML element whose every
 * attribute is a real HTML attribute (global, the element's own, `data-*`, `aria-*` or an `on*`
 * handler, which the allow-list then drops with the tag's attributes), or a complete `<!-- -->`
 * comment. Anything else is escaped to `&lt;` and shown as typed. Editors (and pasted documents)
 * produce only real tags and attributes, so formatting is kept; hand-typed angle brackets are not.
 *
 * Like GitHub's tag filter (GFM spec, "Disallowed Raw HTML"), elements whose content the browser
 * would not show as text (script, style, iframe, textarea, title, xmp, noembed, noframes,
 * plaintext, and noscript/template/object) are escaped rather than removed with their content:
 * a hostile paste stays visible and inert instead of silently taking the text after it.
 */
import { htmlElementAttributes } from 'html-element-attributes'
import { htmlTagNames } from 'html-tag-names'

const ELEMENTS = new Set(htmlTagNames)
const GLOBAL_ATTRIBUTES = new Set(htmlElementAttributes['*'])
const SHOWN_AS_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
  'template',
  'object',
])

// One tag from a "<": name, then attributes (bare, or = with a quoted or unquoted value), then ">".
// No part of a tag may hold another "<", and a tag is at most MAX_TAG characters long: each
// attempt reads a bounded piece of text, so a hostile input costs linear time.
const MAX_TAG = 2048
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?)*)\s*\/?>/
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?/g

function isKnownAttribute(element: string, attribute: string): boolean {
  const name = attribute.toLowerCase()
  return (
    GLOBAL_ATTRIBUTES.has(name) ||
    (htmlElementAttributes[element]?.includes(name) ?? false) ||
    /^(data|aria)-[a-z0-9_.-]+$|^on[a-z]+$/.test(name)
  )
}

function isMarkup(closing: string, rawName: string, attributes: string): boolean {
  const element = rawName.toLowerCase()
  if (!ELEMENTS.has(element) || SHOWN_AS_TEXT.has(element)) return false
  if (closing) return attributes.trim() === ''
  return [...attributes.matchAll(ATTRIBUTE)].every((m) => isKnownAttribute(element, m[1] as string))
}

/** The HTML with every "<" that does not open real markup written as `&lt;` (runs in linear time). */
export function escapeStrayMarkup(html: string): string {
  let out = ''
  let from = 0
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', from)) {
    out += html.slice(from, at)
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4)
      if (end !== -1) {
        out += html.slice(at, end + 3)
        from = end + 3
        continue
      }
    }
    const next = html.indexOf('<', at + 1)
    const tag = TAG.exec(html.slice(at, Math.min(next === -1 ? html.length : next, at + MAX_TAG)))
    if (tag && isMarkup(tag[1] as string, tag[2] as string, tag[3] as string)) {
      out += tag[0]
      from = at + tag[0].length
    } else {
      out += '&lt;'
      from = at + 1
    }
  }
  return out + html.slice(from)
}
