/**
 * What a file is, from its first bytes (never from its name or the declared type): PDF, the
 * OLE compound-file container of a .doc, the ZIP of a .docx, JPEG, PNG, MP4, QuickTime, AVI...
 */
import { fileTypeFromBuffer } from 'file-type'

/** Enough of the head to tell a .docx (its ZIP entries) from any other ZIP. */
export const SNIFF_BYTES = 64 * 1024

export interface SniffedType {
  mime: string
  ext: string
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b)
}

function contains(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1')
}

export async function sniffType(head: Uint8Array): Promise<SniffedType | null> {
  if (head.byteLength === 0) return null
  // .doc (and other legacy Office files): the OLE2 compound-file signature
  if (startsWith(head, OLE_SIGNATURE)) return { mime: 'application/msword', ext: 'doc' }
  const found = await fileTypeFromBuffer(head).catch(() => undefined)
  if (!found) return null
  switch (found.mime) {
    case 'application/zip':
      // a .docx whose word/ entries file-type did not reach in this head
      return contains(head, 'word/') && contains(head, '[Content_Types].xml')
        ? { mime: DOCX, ext: 'docx' }
        : { mime: found.mime, ext: found.ext }
    case 'video/vnd.avi':
    case 'video/avi':
    case 'video/msvideo':
      return { mime: 'video/x-msvideo', ext: 'avi' }
    case 'audio/vnd.wave':
    case 'audio/wave':
      return { mime: 'audio/wav', ext: 'wav' }
    default:
      return { mime: found.mime, ext: found.ext }
  }
}
