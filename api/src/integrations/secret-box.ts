/**
 * Encryption of credentials that must be read back (`*Encrypted` columns: webhook signing
 * secrets, ATS API keys): AES-256-GCM with a key derived from the app's secret (AUTH_SECRET,
 * required in production; see modules/auth/secrets.ts). Stored as `v1.<iv>.<tag>.<ciphertext>`,
 * each part base64url. Rotating AUTH_SECRET makes stored secrets unreadable.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Config } from '../config/env'
import { signingKey } from '../modules/auth/secrets'

const keys = new WeakMap<Config, Buffer>()

function boxKey(config: Config): Buffer {
  const known = keys.get(config)
  if (known) return known
  // a key of its own, so the cookie-signing key is never used as a cipher key as is
  const key = createHash('sha256').update('quota:secret-box:v1\0').update(signingKey(config)).digest()
  keys.set(config, key)
  return key
}

/** Encrypts a secret for a `*Encrypted` column. */
export function sealSecret(config: Config, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', boxKey(config), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** Decrypts what `sealSecret` stored; throws when it was not sealed with this app's key. */
export function openSecret(config: Config, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable sealed secret')
  const decipher = createDecipheriv('aes-256-gcm', boxKey(config), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
