import { Elysia } from 'elysia'

/**
 * Response schemas document every answer and, outside production, are enforced on every
 * response (tests fail on a shape that drifts from its contract). In production the check is
 * skipped for speed (it costs about a quarter of a read route's CPU): answers are serialised
 * here, and Elysia does not re-validate a ready Response.
 */
export const responseValidationPlugin = (validate: boolean) =>
  new Elysia({ name: 'response-validation', seed: validate }).onAfterHandle(
    { as: 'global' },
    ({ responseValue, set }) => {
      if (validate) return
      if (responseValue === null || typeof responseValue !== 'object' || responseValue instanceof Response) return
      if (responseValue instanceof Blob || responseValue instanceof ReadableStream) return
      if (Object.getPrototypeOf(responseValue) !== Object.prototype && !Array.isArray(responseValue)) return
      return new Response(JSON.stringify(responseValue), {
        status: typeof set.status === 'number' ? set.status : 200,
        headers: { 'content-type': 'application/json' },
      })
    },
  )
