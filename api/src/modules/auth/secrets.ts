import { timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../../config/env'

const keys = new WeakMap<Config, Uint8Array>()

/**
 * The key that signs session cookies, access tokens and social-login state.
 * AUTH_SECRET when set (required in production); tests get a random one per app; other
 * environments keep a generated one in the data folder so restarts keep sessions.
 */
export function signingKey(config: Config): Uint8Array {
  const known = keys.get(config)
  if (known) return known
  let secret: string
  if (config.AUTH_SECRET) secret = config.AUTH_SECRET
  else if (config.isProduction) throw new Error('AUTH_SECRET is required in production')
  else if (config.QUOTA_ENV === 'test') secret = randomToken(32)
  else secret = persistedSecret(config.dataDir)
  const key = new TextEncoder().encode(secret)
  keys.set(config, key)
  return key
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomToken(48)
  writeFileSync(file, secret, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

/** A URL-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url')
}

/** SHA-256 hex: how refresh tokens, reset tokens, codes and access keys are stored. */
export function sha256(value: string): string {
  return new Bun.CryptoHasher('sha256').update(value).digest('hex')
}

/** A uniformly random 6-digit code. */
export function randomCode(): string {
  const max = 1_000_000
  const limit = Math.floor(0x1_0000_0000 / max) * max
  const buf = new Uint32Array(1)
  do crypto.getRandomValues(buf)
  while (buf[0]! >= limit)
  return String(buf[0]! % max).padStart(6, '0')
}

/** Compares two strings in constant time for equal lengths. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  if (x.length !== y.length) return false
  return timingSafeEqual(x, y)
}
