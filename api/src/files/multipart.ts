/**
 * A multipart body read like a JSON one (issue 30 item 5): at most `maxBytes` read, then every
 * text part checked as JSON fields are (no NUL, well-formed Unicode: `findUnsafeText`, then the
 * route's zod schema, unknown parts refused), and each file part's name too, so a bad field
 * answers 422 naming it before anything is stored. The files come back for the caller to stream.
 */
import { zodIssuesToDetails } from '@quota/shared/contracts/zod-details'
import { findUnsafeText } from '@quota/shared/domain/validation/unsafe-text'
import { AppError } from '@quota/shared/errors/index'
import type * as z from 'zod'
import { readLimitedBytes } from './read-limited'

export async function readMultipart<S extends z.ZodType>(
  request: Request,
  maxBytes: number,
  fields: S,
  fileParts: readonly string[],
): Promise<{ fields: z.output<S>; files: Map<string, File> }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data'))
    throw AppError.field('body', 'type', `Send multipart/form-data with ${fileParts.join(', ')}`)
  const declared = Number(request.headers.get('content-length'))
  const bytes = await readLimitedBytes(request, maxBytes, Number.isFinite(declared) ? declared : null)
  const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } })
    .formData()
    .catch(() => {
      throw AppError.field('body', 'format', 'The multipart body could not be read')
    })
  const text: Record<string, string> = {}
  const names: Record<string, string> = {}
  const files = new Map<string, File>()
  for (const [name, value] of form.entries()) {
    // a part is text or a file (Bun types entries as text only)
    const part = value as string | File
    if (typeof part === 'string') text[name] = part
    else if (fileParts.includes(name)) {
      files.set(name, part)
      names[`${name}.name`] = part.name
    } else text[name] = '(a file)'
  }
  const unsafe = [...findUnsafeText(text), ...findUnsafeText(names)]
  if (unsafe.length) throw new AppError('VALIDATION_FAILED', { details: unsafe })
  const parsed = fields.safeParse(text)
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { details: zodIssuesToDetails(parsed.error.issues as never, '', text) })
  }
  return { fields: parsed.data, files }
}
