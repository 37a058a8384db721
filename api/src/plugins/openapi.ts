/**
 * The OpenAPI document (/api/openapi.json) and its docs page (/api/docs).
 *
 * The document is built here from the route table, not by @elysiajs/openapi: that plugin maps a
 * route's body parsers to media types and skips function parsers, and our JSON body parser is one
 * (plugins/body-limit.ts), so every request body came out as `content: {}`. Here every body is
 * `application/json` with the JSON Schema of the very zod contract the route validates with.
 *
 * Conventions a new route must follow for the document to be right (api/src/app-routes.test.ts
 * and tests/src/contract/openapi*.test.ts check them):
 * - `auth: ...` or `isPublic: true`, and `detail: { summary, operationId }` plus a tag
 *   (module `tags`) that has a description in OPENAPI_TAGS below;
 * - `body`, `query`, `params` as zod contracts exported from `shared/src/contracts/*`: their
 *   export names become component names (`$ref`), so export shapes you reuse;
 * - `response: { 200: ..., ...ErrorResponses }`; error statuses the route answers beyond those
 *   its access and inputs imply (see DERIVED_ERROR_STATUSES) are added with `...Answers(409)`;
 * - a body the framework does not parse (`parse: streamed`) is described in
 *   `detail.requestBody`, a non-JSON answer (redirect, HTML) in `detail.responses`.
 */
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { Elysia } from 'elysia'
import type { AppDeps } from '../app-deps'
import { BACKEND_VERSION } from '../config/env'
import { authPlugin } from './auth'
import { buildOpenApiDocument, type RouteLike } from './openapi-document'
import { OPENAPI_EXAMPLES } from './openapi-examples'
import { acceptsEncoding } from './static-web'

export const OPENAPI_JSON_PATH = '/api/openapi.json'
export const OPENAPI_DOCS_PATH = '/api/docs'
const ASSETS = '/api/docs/assets'
// The docs page loads Swagger UI from our own server: the product must work with no internet.
const swaggerDist = dirname(require.resolve('swagger-ui-dist/package.json'))
const contractsDir = dirname(require.resolve('@quota/shared/contracts/common'))

export const OPENAPI_TAGS: { name: string; description: string }[] = [
  {
    name: 'Auth',
    description: 'Sign-up, sign-in (cookie or bearer token sessions), refresh, passwords, social sign-in.',
  },
  {
    name: 'ATS',
    description:
      "A client's applicant tracking system (Greenhouse or Lever): connection, tests, job links, candidate push and its inbound webhooks.",
  },
  { name: 'Users', description: 'The signed-in user, and user management within an organization.' },
  { name: 'Jobs', description: 'Jobs: list, create, edit, clone, and their skills, contacts, sourcers and targets.' },
  { name: 'Pipeline', description: "A job's candidates by stage, and the stage actions that move them." },
  {
    name: 'Interview feedback',
    description:
      "Interviewers' feedback on interviews (1 to 5 stars, answers to the job's questions, a recommendation), its per-question summary and the interview report.",
  },
  {
    name: 'Messages',
    description: 'In-app messages between the provider’s recruiters and a candidate, per job; unread counts.',
  },
  { name: 'Candidates', description: 'Candidate profiles, resumes, notes and the candidate lifecycle.' },
  { name: 'Candidate dashboard', description: "A signed-in candidate's own opportunities, interviews and calendar." },
  { name: 'Search', description: 'Candidate and job search, saved filters.' },
  {
    name: 'Availability',
    description:
      "Users' interview availability for the next 7 days, and recruiters' calendar update requests to candidates.",
  },
  {
    name: 'Meetings',
    description:
      'Video meetings of interviews: connect Zoom (a Server-to-Server OAuth app) or a personal meeting link, create and delete a meeting with your own integration. Zoom is the default meeting method.',
  },
  {
    name: 'Recommendations',
    description:
      'The recommendation engine: active and JIT pools by numbered eligibility rules, fit scores and their explanation, jobs recommended to candidates.',
  },
  { name: 'Clients', description: 'Client companies, their contacts and notes.' },
  { name: 'Organizations', description: 'Organizations: profile, culture media, guest (public) pages.' },
  { name: 'Administration', description: 'Configuration, lists of values, feature configs, reports, feedback.' },
  { name: 'Media', description: 'Uploads (presigned URLs, streamed bytes) and signed links to stored files.' },
  { name: 'Reference data', description: 'Cities, states, time zones, skills and other lookup lists.' },
  { name: 'Compensation engine', description: 'Salary and OTE estimates.' },
  {
    name: 'Offers',
    description:
      "The candidate's current package (private), the offer in the market, walk-away economics and placement fees.",
  },
  { name: 'Data extraction', description: 'Structured data extracted from documents and profiles.' },
  { name: 'Access keys', description: 'Keys for widgets and public integrations (`X-Access-Key`).' },
  { name: 'Extension', description: 'The Chrome extension: profile matching, adding candidates, InMail outcomes.' },
  {
    name: 'Inbound forms and widgets',
    description: 'Public apply and hire forms and the compensation tool, called by the widgets with an access key.',
  },
  { name: 'Webhooks', description: "Outgoing webhooks: an organization's subscriptions and deliveries." },
  { name: 'Realtime', description: 'The real-time event socket.' },
  { name: 'System', description: 'Health and version.' },
  { name: 'Dev mailbox', description: 'Development only: the mails the server would have sent.' },
]

/** Every zod schema exported by a shared contract module, by module name (for component names). */
async function loadContractModules(): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {}
  const files = [...new Bun.Glob('*.ts').scanSync(contractsDir)].filter((f) => !f.endsWith('.test.ts')).sort()
  for (const file of files) out[file.replace(/\.ts$/, '')] = await import(join(contractsDir, file))
  return out
}

export const openapiPlugin = (deps: Pick<AppDeps, 'authenticate' | 'config'>) => {
  let cached: { routes: number; document: Promise<unknown> } | undefined
  const plugin = new Elysia({ name: 'openapi' }).use(authPlugin(deps.authenticate))
  const documentOf = () => {
    const routes = (plugin as unknown as { getGlobalRoutes(): RouteLike[] }).getGlobalRoutes()
    if (cached?.routes !== routes.length) {
      cached = {
        routes: routes.length,
        document: loadContractModules().then((contractModules) =>
          buildOpenApiDocument({
            routes,
            contractModules,
            info: {
              title: 'Quota API',
              version: BACKEND_VERSION,
              description: [
                'The one API behind the Quota web app, browser extension and widgets.',
                'Answers are `{ data }` or `{ data, meta }`; errors are `{ error: { code, message, details, requestId } }`.',
                'Sign in with `POST /api/auth/login` and `"session": "token"` to get a bearer access token.',
                'A typed client generated from this document is in the repository: `shared/src/client`.',
                'Any call sent with an `X-Client-Version` older than the oldest version the server still serves answers 410 `CLIENT_VERSION_STALE`.',
              ].join('\n\n'),
              license: { name: 'Proprietary', identifier: 'LicenseRef-Quota-Proprietary' },
            },
            servers: [{ url: deps.config.PUBLIC_URL ?? '/', description: 'This Quota server' }],
            tags: OPENAPI_TAGS,
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /api/auth/login' },
              session: { type: 'apiKey', in: 'cookie', name: 'quota_session', description: 'The web app session' },
              accessKey: { type: 'apiKey', in: 'header', name: 'X-Access-Key', description: 'A widget access key' },
            },
            examples: OPENAPI_EXAMPLES,
          }),
        ),
      }
    }
    return cached.document
  }
  // The document is large (about 750 kB of JSON): it is encoded once per route table and served
  // compressed to every client that accepts it (brotli, else gzip), like the web app's files.
  let encoded: { of: Promise<unknown>; copies: Promise<EncodedDocument> } | undefined
  const encodedDocument = () => {
    const of = documentOf()
    if (encoded?.of !== of) encoded = { of, copies: of.then(encodeDocument) }
    return encoded.copies
  }
  return plugin
    .get(OPENAPI_JSON_PATH, async ({ request }) => documentResponse(await encodedDocument(), request), {
      isPublic: true,
      detail: { hide: true, summary: 'The OpenAPI document', operationId: 'getOpenApiDocument', tags: ['System'] },
    })
    .get(
      OPENAPI_DOCS_PATH,
      ({ set }) => {
        set.headers['content-type'] = 'text/html; charset=utf-8'
        return docsPage()
      },
      {
        isPublic: true,
        detail: { hide: true, summary: 'The API docs page', operationId: 'getDocsPage', tags: ['System'] },
      },
    )
    .get(
      `${ASSETS}/:file`,
      ({ params, status, set }) => {
        if (params.file === 'init.js') {
          set.headers['content-type'] = 'text/javascript; charset=utf-8'
          return INIT_SCRIPT
        }
        if (params.file !== 'swagger-ui-bundle.js' && params.file !== 'swagger-ui.css') return status(404)
        return Bun.file(join(swaggerDist, params.file))
      },
      {
        isPublic: true,
        detail: { hide: true, summary: 'Docs page asset', operationId: 'getDocsAsset', tags: ['System'] },
      },
    )
}

type EncodedDocument = { json: string; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }

function encodeDocument(document: unknown): EncodedDocument {
  const json = JSON.stringify(document)
  return {
    json,
    br: new Uint8Array(brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })),
    gzip: Bun.gzipSync(json, { level: 9 }),
  }
}

function documentResponse(copies: EncodedDocument, request: Request): Response {
  const headers = { 'content-type': 'application/json', vary: 'Accept-Encoding' }
  const accepted = request.headers.get('accept-encoding') ?? ''
  for (const encoding of ['br', 'gzip'] as const) {
    if (acceptsEncoding(accepted, encoding))
      return new Response(copies[encoding], { headers: { ...headers, 'content-encoding': encoding } })
  }
  return new Response(copies.json, { headers })
}

/** Swagger UI's settings travel as inert JSON, read by a script file: no inline script on the page. */
const SWAGGER_SETTINGS = { url: OPENAPI_JSON_PATH, dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false }
const INIT_SCRIPT = `window.addEventListener('load', function () {
  var settings = JSON.parse(document.getElementById('swagger-settings').textContent)
  window.ui = SwaggerUIBundle(settings)
})
`
const docsPage = () => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Quota API</title>
  <link rel="stylesheet" href="${ASSETS}/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script type="application/json" id="swagger-settings">${JSON.stringify(SWAGGER_SETTINGS)}</script>
  <script src="${ASSETS}/swagger-ui-bundle.js"></script>
  <script src="${ASSETS}/init.js"></script>
</body>
</html>
`
