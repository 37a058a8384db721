import { Elysia } from 'elysia'

/**
 * Security headers on every answer: the web app, the API, files and errors alike.
 * - CSP: scripts only from our origin (no inline script anywhere, the docs page included), styles may be inline (React style attributes), media and images
 *   also from https (S3 links) and blob/data (previews); sockets to our own origin.
 * - `frame-ancestors 'none'` everywhere except the widget routes, which client sites embed.
 * - HSTS only when the request came over https (directly, or through a trusted proxy).
 */
const BASE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
]

export function contentSecurityPolicy(pathname: string): string {
  const framing = isWidgetPath(pathname) ? [] : ["frame-ancestors 'none'"]
  return [...BASE_CSP, "script-src 'self'", ...framing].join('; ')
}

export const isWidgetPath = (pathname: string) => pathname.startsWith('/widgets/')

export function securityHeaders(pathname: string, https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(pathname),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()',
    ...(isWidgetPath(pathname) ? {} : { 'x-frame-options': 'DENY' }),
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

function cameOverHttps(request: Request, trustProxy: boolean): boolean {
  if (request.url.startsWith('https:')) return true
  return trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

export const securityHeadersPlugin = (trustProxy: boolean) =>
  new Elysia({ name: 'security-headers', seed: trustProxy }).onRequest(({ request, set }) => {
    Object.assign(set.headers, securityHeaders(new URL(request.url).pathname, cameOverHttps(request, trustProxy)))
  })
