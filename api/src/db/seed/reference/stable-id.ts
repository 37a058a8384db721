import { createHash } from 'node:crypto'

/** Namespace of every id this folder derives (a fixed, random UUID). */
export const REFERENCE_ID_NAMESPACE = '6f1d7c8e-3b52-4e0a-9d7f-2c4b8a91e5d3'

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex')
}

/**
 * A name-based UUID (RFC 9562 version 5): the same name always gives the same
 * id, so reseeding reference data updates rows instead of duplicating them.
 * Names used here: `lov:<key>:<identifier>`, `state:<US-TX>`, `city:<US-TX-austin>`,
 * `functional-role:<identifier>`.
 */
export function stableUuid(name: string, namespace: string = REFERENCE_ID_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidToBytes(namespace)).update(name, 'utf8').digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A URL-safe lower-case slug: accents folded ("Cañon City" -> "canon-city"),
 * apostrophes and the Hawaiian ʻokina dropped ("Coeur d'Alene" -> "coeur-dalene").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['‘’ʻ`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
