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
 * The one inbound gate for browsers (issue 30 item 2; OWASP: verify the source with standard
 * headers). An unsafe call that rides on the session cookie, and a login that would set it, must
 * be same-site:
 * - `Origin` present: it must be one we serve; `Origin: null` (sandboxed frames, data: URLs,
 *   some redirects) is refused;
 * - `Origin` absent: `Sec-Fetch-Site: same-origin` is required (a browser sends one of the two on
 *   every unsafe call; a client that sends neither is not our web app);
 * - a `Referer`, when sent, must be one of our origins too.
 * Bearer-token (extension) and access-key (widgets, third parties) calls are not cookie sessions
 * and are not checked: browsers never attach those on their own.
 */
export function isSameOriginRequest(request: Request, config: Config): boolean {
  if (SAFE_METHODS.has(request.method)) return true
  const allowed = allowedOrigins(request, config)
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if (!allowed.has(origin)) return false
  } else if (request.headers.get('sec-fetch-site') !== 'same-origin') return false
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      if (!allowed.has(new URL(referer).origin)) return false
    } catch {
      return false
    }
  }
  return true
}

export function assertSameOrigin(request: Request, config: Config): void {
  if (!isSameOriginRequest(request, config)) throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.csrf })
}
