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

/** The docs page: Swagger UI from our own server, started by a script file (no inline script). */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Quota API</title>
  <link rel="stylesheet" href="${ASSETS}/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${ASSETS}/swagger-ui-bundle.js"></script>
  <script src="${ASSETS}/docs-init.js"></script>
</body>
</html>
`
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_JSON_PATH)}, dom_id: '#swagger-ui' })\n`

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
        // the page is ours (below): the plugin's has an inline script, which our CSP refuses
        provider: null,
        openapiVersion: '3.1.0',
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
      OPENAPI_DOCS_PATH,
      () => new Response(DOCS_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      {
        isPublic: true,
        detail: { hide: true, summary: 'Interactive API documentation', operationId: 'getDocsPage', tags: ['System'] },
      },
    )
    .get(
      `${ASSETS}/:file`,
      ({ params, status }) => {
        if (params.file === 'docs-init.js')
          return new Response(DOCS_INIT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } })
        if (params.file !== 'swagger-ui-bundle.js' && params.file !== 'swagger-ui.css') return status(404)
        return Bun.file(join(swaggerDist, params.file))
      },
      {
        isPublic: true,
        detail: { hide: true, summary: 'Docs page asset', operationId: 'getDocsAsset', tags: ['System'] },
      },
    )
