import { dirname, join } from 'node:path'
import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import * as z from 'zod'
import { BACKEND_VERSION } from '../config/env'
import { type Authenticate, authPlugin } from './auth'

export const OPENAPI_JSON_PATH = '/api/openapi.json'
export const OPENAPI_DOCS_PATH = '/api/docs'
const ASSETS = '/api/docs/assets'
// The docs page loads Swagger UI from our own server: the product must work with no internet.
const swaggerDist = dirname(require.resolve('swagger-ui-dist/package.json'))

/** zod -> JSON Schema for the document; the per-schema $schema line is noise inside OpenAPI. */
function toOpenApiSchema(schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' })
  return json
}

export const openapiPlugin = (authenticate: Authenticate) =>
  new Elysia({ name: 'openapi' })
    .use(authPlugin(authenticate))
    .use(
      openapi({
        path: OPENAPI_DOCS_PATH,
        specPath: OPENAPI_JSON_PATH,
        provider: 'swagger-ui',
        openapiVersion: '3.1.0',
        swagger: {
          url: OPENAPI_JSON_PATH,
          cdn: `${ASSETS}/swagger-ui-bundle.js`,
          theme: `${ASSETS}/swagger-ui.css`,
        } as never,
        mapJsonSchema: { zod: toOpenApiSchema },
        exclude: { paths: [/^\/api\/docs/] },
        documentation: {
          info: {
            title: 'Quota API',
            version: BACKEND_VERSION,
            description:
              'The one API behind the Quota web app, browser extension and widgets. Answers are `{ data }` or `{ data, meta }`; errors are `{ error: { code, message, details, requestId } }`.',
          },
          components: {
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer' },
              session: { type: 'apiKey', in: 'cookie', name: 'quota_session' },
              accessKey: { type: 'apiKey', in: 'header', name: 'X-Access-Key' },
            },
          },
        },
      }),
    )
    .get(
      `${ASSETS}/:file`,
      ({ params, status }) => {
        if (params.file !== 'swagger-ui-bundle.js' && params.file !== 'swagger-ui.css') return status(404)
        return Bun.file(join(swaggerDist, params.file))
      },
      {
        isPublic: true,
        detail: { hide: true, summary: 'Docs page asset', operationId: 'getDocsAsset', tags: ['System'] },
      },
    )
