import { AUTH_MESSAGES } from '@quota/shared/domain/auth/index'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Origins allowed to send unsafe requests with the session cookie. */
export function allowedOrigins(request: Request, config: Config): Set<string> {
  const out = new Set<string>([new URL(request.url).origin])
  if (config.PUBLIC_URL) out.add(new URL(config.PUBLIC_URL).origin)
  for (const o of config.WEB_ORIGINS?.split(',') ?? []) {
    const v = o.trim()
    if (v) out.add(v.replace(/\/$/, ''))
  }
  return out
}

/**
 * CSRF defence for cookie-authenticated requests (OWASP: verify the source with standard
 * headers). Unsafe methods must come from our own origin: `Sec-Fetch-Site: same-origin`, or an
 * `Origin` we serve. A request carrying neither is refused; bearer-token calls are not
 * checked (browsers never attach those on their own).
 */
export function isSameOriginRequest(request: Request, config: Config): boolean {
  if (SAFE_METHODS.has(request.method)) return true
  const site = request.headers.get('sec-fetch-site')
  if (site === 'same-origin') return true
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') return allowedOrigins(request, config).has(origin)
  return false
}

export function assertSameOrigin(request: Request, config: Config): void {
  if (!isSameOriginRequest(request, config)) throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.csrf })
}

/**
 * For public calls that start a cookie session (login): refuse only what a browser marks as
 * coming from a foreign site. Non-browser clients send neither header and pass.
 */
export function assertNotForeignSite(request: Request, config: Config): void {
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  if (site === 'same-origin' || site === 'none') return
  if (origin && origin !== 'null' && !allowedOrigins(request, config).has(origin)) {
    throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.csrf })
  }
  if (!origin && site && site !== 'same-origin') throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.csrf })
}
