/**
 * Rich text from users (the fields `TEXT_KINDS` in shared/src/contracts/text-kinds.ts declares
 * `rich`): sanitized to a small set of tags; links keep only http(s) and mailto and open safely.
 * Words are never lost: a "<" that does not open real markup stays text (see `escapeStrayMarkup`).
 * `htmlToText` gives the plain text that is stored beside it (search, previews, length limits).
 */
import sanitizeHtml from 'sanitize-html'
import { escapeStrayMarkup } from './stray-markup'

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
  return sanitizeHtml(escapeStrayMarkup(html), OPTIONS).trim()
}

export function htmlToText(html: string): string {
  return sanitizeHtml(escapeStrayMarkup(html).replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '$&\n'), {
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
