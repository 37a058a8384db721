/**
 * What the ATS contract servers share: JSON answers, answers a test injects for the next matching
 * call, and strict checking of what an adapter sends (a body or a query the vendor would refuse
 * is refused here too, so a wrong adapter fails its test instead of passing against a lenient
 * double).
 */
import type * as z from 'zod'

/** An answer a test wants for the next matching call (then the normal answer again). */
export interface Injected {
  method?: string
  path: RegExp
  status: number
  headers?: Record<string, string>
  /** The body; `null` sends none (a 429 without a body). */
  body?: unknown
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined || body === null ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export function takeInjected(list: Injected[], method: string, path: string) {
  const i = list.findIndex((x) => (!x.method || x.method === method) && x.path.test(path))
  if (i < 0) return null
  const [hit] = list.splice(i, 1)
  return json(hit!.body === undefined ? { message: `injected ${hit!.status}` } : hit!.body, hit!.status, hit!.headers)
}

/** The body parsed by a strict schema, or the vendor's refusal made from the issues. */
export async function strictBody<T>(
  req: Request,
  schema: z.ZodType<T>,
  refuse: (errors: { field: string; message: string }[]) => Response,
): Promise<{ ok: true; body: T } | { ok: false; answer: Response }> {
  let raw: unknown
  try {
    raw = await req.json()
  } catch {
    return { ok: false, answer: refuse([{ field: 'body', message: 'is not valid JSON' }]) }
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, body: parsed.data }
  return {
    ok: false,
    answer: refuse(
      parsed.error.issues.map((i) => ({
        field: i.code === 'unrecognized_keys' ? i.keys.join(',') : i.path.join('.') || 'body',
        message: i.message,
      })),
    ),
  }
}

/** The query parameters that are not among those the endpoint takes. */
export const unknownParams = (url: URL, known: readonly string[]) =>
  [...url.searchParams.keys()].filter((k) => !known.includes(k))
