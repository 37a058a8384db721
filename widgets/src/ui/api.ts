/**
 * The widgets' calls to the API: the access key from the loader (or the element's `access-key`
 * attribute), JSON in and out, errors as `{ code, message, details }` from the API's envelope.
 */
import { widgetConfig } from '../loader/config'
import { plainJson } from './plain-json'

export interface WidgetApiError {
  code: string
  message: string
  status: number
  details: { path: string; rule: string; message: string }[]
}

export interface Api {
  origin: string
  key: string | null
  nonce: string | null
}

/** Where to call: the loader's config; without the loader (our own pages), this origin, no key. */
export function apiOf(keyAttribute?: string | null): Api {
  const config = widgetConfig()
  return {
    origin: config?.apiOrigin ?? location.origin,
    key: keyAttribute || config?.key || null,
    nonce: config?.nonce ?? null,
  }
}

export async function call<T>(
  api: Api,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData; idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {}
  if (api.key) headers['x-access-key'] = api.key
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey
  let res: Response
  try {
    res = await fetch(api.origin + path, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers,
      // never JSON.stringify: the host page's prototypes (Array.prototype.toJSON) would rewrite it
      body: init.form ?? (init.json !== undefined ? plainJson(init.json) : null),
      credentials: 'omit',
    })
  } catch {
    throw {
      code: 'NETWORK',
      message: 'We could not reach the server. Check your connection and try again.',
      status: 0,
      details: [],
    } satisfies WidgetApiError
  }
  const body = (await res.json().catch(() => null)) as {
    data?: T
    error?: Omit<WidgetApiError, 'status'>
  } | null
  if (!res.ok || !body || body.data === undefined) {
    const e = body?.error
    throw {
      code: e?.code ?? 'HTTP',
      message: e?.message ?? 'There was an error while processing your request, please try again',
      status: res.status,
      details: e?.details ?? [],
    } satisfies WidgetApiError
  }
  return body.data
}

/** One key per filled form: a retried submit (double click, lost answer) creates nothing twice. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
