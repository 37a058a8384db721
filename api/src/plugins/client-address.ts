import type { Server } from 'bun'

/**
 * The caller's address. X-Forwarded-For is believed only when a trusted proxy is configured
 * (then its right-most hop, the one our proxy appended); otherwise the socket address counts,
 * so a spoofed header changes nothing.
 */
export function clientAddress(request: Request, server: Server<unknown> | null, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean)
    const last = hops?.at(-1)
    if (last) return last
  }
  return server?.requestIP(request)?.address ?? 'local'
}
