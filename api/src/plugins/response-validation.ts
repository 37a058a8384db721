import { Elysia } from 'elysia'

/**
 * Response schemas document every answer and, outside production, are enforced on every
 * response (tests fail on a shape that drifts from its contract). In production the check is
 * skipped for speed (it costs about a quarter of a read route's CPU): answers are serialised
 * here, and Elysia does not re-validate a ready Response.
 *
 * The headers set so far (request id, cache-control, ...) go into that Response and leave
 * `set.headers`: with them still there, Elysia would copy the Response once more to merge them
 * (a second Response and Headers per request, about 5 % of a read route's CPU). Cookies are
 * encoded after this hook, so Elysia still merges those.
 */
export const responseValidationPlugin = (validate: boolean) =>
  new Elysia({ name: 'response-validation', seed: validate }).onAfterHandle(
    { as: 'global' },
    ({ responseValue, set }) => {
      if (validate) return
      if (responseValue === null || typeof responseValue !== 'object' || responseValue instanceof Response) return
      if (responseValue instanceof Blob || responseValue instanceof ReadableStream) return
      if (Object.getPrototypeOf(responseValue) !== Object.prototype && !Array.isArray(responseValue)) return
      const headers = new Headers({ 'content-type': 'application/json' })
      const pending = set.headers as Record<string, string | string[]>
      for (const name in pending) {
        const value = pending[name]!
        if (Array.isArray(value)) for (const v of value) headers.append(name, v)
        else headers.set(name, value)
        delete pending[name]
      }
      // a status other than 200 stays in `set` too (the request log reads it); Elysia then merges
      return new Response(JSON.stringify(responseValue), {
        status: typeof set.status === 'number' ? set.status : 200,
        headers,
      })
    },
  )
