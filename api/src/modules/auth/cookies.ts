import type { Config } from '../../config/env'

/** The web app's session: an httpOnly cookie (its name is in the OpenAPI security schemes). */
export const SESSION_COOKIE = 'quota_session'
/** PKCE verifier, state and nonce of a social login in flight (10 minutes, callback path only). */
export const SOCIAL_STATE_COOKIE = 'quota_oidc'
export const SOCIAL_COOKIE_PATH = '/api/auth/social'

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(value)
      } catch {
        return null
      }
    }
  }
  return null
}

export interface CookieOptions {
  /** Seconds; omitted = a browser-session cookie; 0 = delete. */
  maxAge?: number
  path?: string
  sameSite?: 'Strict' | 'Lax'
}

/** Secure whenever the request arrived over https, in production, or PUBLIC_URL is https. */
export function wantsSecureCookies(request: Request, config: Config): boolean {
  return (
    config.isProduction ||
    request.url.startsWith('https:') ||
    request.headers.get('x-forwarded-proto') === 'https' ||
    !!config.PUBLIC_URL?.startsWith('https:')
  )
}

export function serializeCookie(name: string, value: string, secure: boolean, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    'HttpOnly',
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ]
  if (secure) parts.push('Secure')
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`)
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  }
  return parts.join('; ')
}

export const clearCookie = (name: string, secure: boolean, path = '/') =>
  serializeCookie(name, '', secure, { maxAge: 0, path })
