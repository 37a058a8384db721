/**
 * CORS for the widget calls: the widgets run on clients' sites and call us with X-Access-Key
 * (never cookies), so any origin may ask (preflight) and read the answer; whether the key may
 * be used from that origin is decided per call by the key's allowed origins (403 otherwise).
 */
import { Elysia } from 'elysia'

/** The paths a widget calls from a client's site. */
const WIDGET_PATHS = [
  /^\/api\/inbound\//,
  /^\/api\/guest\//,
  /^\/api\/access-keys\/current$/,
  /^\/api\/positions$/,
  /^\/api\/locations\//,
]

export const WIDGET_CORS_HEADERS = 'content-type, x-access-key, idempotency-key, x-client-version'

export const widgetCorsPlugin = () =>
  new Elysia({ name: 'widget-cors' }).onRequest(({ request, set }) => {
    const origin = request.headers.get('origin')
    if (!origin) return
    const { pathname } = new URL(request.url)
    if (!WIDGET_PATHS.some((p) => p.test(pathname))) return
    const headers = {
      'access-control-allow-origin': origin,
      vary: 'Origin',
      'access-control-expose-headers': 'retry-after, x-request-id',
    }
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...headers,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': WIDGET_CORS_HEADERS,
          'access-control-max-age': '600',
        },
      })
    }
    Object.assign(set.headers, headers)
  })
