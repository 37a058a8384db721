/**
 * Crafted documents that keep a reader busy, built in the test (no large binaries committed).
 */

/**
 * A PDF of a few KB whose form XObjects each draw the next one `fanOut` times, `depth` deep:
 * pdf.js reads the innermost text fanOut^depth times (measured on the main thread: depth 4
 * 2.3 s, depth 5 29 s; depth 8 would take days).
 */
export function nestedFormsPdf(depth: number, fanOut: number): Uint8Array<ArrayBuffer> {
  const font = '/Font << /F1 4 0 R >>'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X 6 0 R >> ${font} >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream('', '/X Do'),
  ]
  // form k is object 6 + k; it draws form k + 1, the last one shows text
  for (let k = 0; k <= depth; k++) {
    const inner = k < depth ? `/XObject << /X ${7 + k} 0 R >> ` : ''
    const body = k < depth ? '/X Do '.repeat(fanOut) : 'BT /F1 12 Tf (deep) Tj ET'
    objects.push(stream(`/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${inner}${font} >>`, body))
  }
  return pdfOf(objects)
}

const stream = (dict: string, body: string) => `<< ${dict} /Length ${body.length} >>\nstream\n${body}\nendstream`

/**
 * A one-page PDF that opens (uploads refuse a file that only starts with "%PDF-"), showing
 * `text`; `padBytes` of comment make it larger where a test needs an upload that takes a moment.
 */
export function smallPdf(text = 'Resume', padBytes = 0): Uint8Array<ArrayBuffer> {
  const safe = text.replace(/[()\\]/g, '')
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      stream('', `BT /F1 12 Tf 72 720 Td (${safe}) Tj ET`),
    ],
    padBytes,
  )
}

function pdfOf(objects: string[], padBytes = 0): Uint8Array<ArrayBuffer> {
  let out = `%PDF-1.4\n${padBytes ? `%${' '.repeat(padBytes)}\n` : ''}`
  const offsets = objects.map((object, i) => {
    const at = out.length
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
    return at
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}
