/**
 * Rich text from users (notes, descriptions, highlights): sanitized to a small set of tags;
 * links keep only http(s) and mailto and open safely. `htmlToText` gives the plain text that is
 * stored beside it (search, previews, length limits).
 */
import { Parser } from 'htmlparser2'
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'div',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'discard',
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
}

const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'noscript', 'template'])

/**
 * Plain text fields (a job's description and details, feedback, link-preview titles) keep their
 * characters as typed ("a < b & c" stays so), but lose any markup in them: elements become their
 * text, and scripts and styles go with their content. Entities are left as written, so nothing
 * turns into a tag on the way. Text without "<" is returned untouched.
 */
export function stripMarkup(text: string): string {
  if (!text.includes('<')) return text
  let out = ''
  let dropping = 0
  const parser = new Parser(
    {
      onopentagname(name) {
        if (DROPPED_WITH_CONTENT.has(name)) dropping++
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name) && dropping > 0) dropping--
      },
      ontext(chunk) {
        if (!dropping) out += chunk
      },
    },
    { decodeEntities: false },
  )
  parser.write(text)
  parser.end()
  return out
}
