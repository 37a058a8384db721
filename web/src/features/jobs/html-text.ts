/**
 * The company's about text and the job's snippet are stored as HTML. The job page never inserts
 * that HTML: it shows the text, and writes what is typed back as escaped paragraphs.
 */

const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TR'])

/** The text of stored HTML, paragraphs and line breaks kept as blank lines and newlines. */
export function htmlToText(html: string | null): string {
  if (!html) return ''
  const doc = new DOMParser().parseFromString(html, 'text/html')
  let out = ''
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) out += node.textContent ?? ''
    else if (node.nodeName === 'BR') out += '\n'
    else {
      for (const child of node.childNodes) walk(child)
      if (BLOCKS.has(node.nodeName)) out += '\n\n'
    }
  }
  walk(doc.body)
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Typed text as HTML: a paragraph per blank-line block, <br> for single line breaks; null when empty. */
export function textToHtml(text: string): string | null {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
  if (!blocks.length) return null
  return blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`).join('')
}
