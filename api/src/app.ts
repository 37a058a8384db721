import { Elysia } from 'elysia'
import type { AppDeps } from './app-deps'
import { devMailboxRoutes } from './mail/dev-mailbox'
import { accessKeysRoutes } from './modules/access-keys/routes'
import { adminRegisterRoutes } from './modules/admin/registers-routes'
import { adminRoutes } from './modules/admin/routes'
import { atsRoutes } from './modules/ats/routes'
import { authRoutes } from './modules/auth/routes'
import { availabilityRoutes } from './modules/availability/routes'
import { candidateDashboardRoutes } from './modules/candidate-dashboard/routes'
import { candidatesRoutes } from './modules/candidates/routes'
import { clientsRoutes } from './modules/clients/routes'
import { compensationRoutes } from './modules/compensation/routes'
import { dataExtractionRoutes } from './modules/data-extraction/routes'
import { extensionRoutes } from './modules/extension/routes'
import { widgetCorsPlugin } from './modules/inbound/cors'
import { inboundRoutes } from './modules/inbound/routes'
import { interviewFeedbackRoutes } from './modules/interview-feedback/routes'
import { jobsRoutes } from './modules/jobs/routes'
import { mediaRoutes } from './modules/media/routes'
import { meetingRoutes } from './modules/meetings/routes'
import { messagesRoutes } from './modules/messages/routes'
import { offersRoutes } from './modules/offers/index'
import { organizationsRoutes } from './modules/organizations/routes'
import { pipelineRoutes } from './modules/pipeline/routes'
import { realtimeRoutes } from './modules/realtime/routes'
import { recommendationsRoutes } from './modules/recommendations/routes'
import { referenceRoutes } from './modules/reference/routes'
import { searchRoutes } from './modules/search/routes'
import { systemRoutes } from './modules/system/routes'
import { uploadsRoutes } from './modules/uploads/routes'
import { usersRoutes } from './modules/users/routes'
import { webhooksRoutes } from './modules/webhooks/routes'
import { bodyLimitPlugin } from './plugins/body-limit'
import { clientVersionPlugin } from './plugins/client-version'
import { errorsPlugin } from './plugins/errors'
import { idempotencyPlugin } from './plugins/idempotency'
import { openapiPlugin } from './plugins/openapi'
import { requestLogPlugin } from './plugins/request-context'
import { responseValidationPlugin } from './plugins/response-validation'
import { sameSitePlugin } from './plugins/same-site'
import { securityHeadersPlugin } from './plugins/security-headers'
import { standardQueryPlugin } from './plugins/standard-query'
import { staticWebPlugin } from './plugins/static-web'
import { textGuardPlugin } from './plugins/text-guard'

/** Composes plugins and modules. `server.ts` listens; tests call `createApp(deps).handle(request)`. */
export function createApp(deps: AppDeps) {
  return platform(deps).use(areas(deps))
}

/** The cross-cutting plugins; their global hooks apply to every area's routes used after them. */
function platform(deps: AppDeps) {
  return (
    new Elysia({ name: 'quota' })
      .use(requestLogPlugin(deps.logger))
      // before the errors plugin (a failure frees its key first) and response validation (it
      // remembers the handler's answer as returned)
      .use(
        idempotencyPlugin({
          db: deps.db,
          authenticate: deps.authenticate,
          trustProxy: deps.config.TRUST_PROXY,
          logger: deps.logger,
        }),
      )
      .use(securityHeadersPlugin(deps.config.TRUST_PROXY))
      .use(errorsPlugin(deps.logger))
      .use(standardQueryPlugin)
      .use(bodyLimitPlugin(deps.config.MAX_JSON_BODY_BYTES))
      .use(sameSitePlugin(deps.config))
      .use(clientVersionPlugin(deps.config.MIN_CLIENT_VERSION))
      .use(textGuardPlugin)
      .use(responseValidationPlugin(deps.config.validateResponses))
      .use(openapiPlugin(deps))
      .use(widgetCorsPlugin())
      .use(staticWebPlugin(deps.webDist, deps.widgetsDist))
  )
}

/** Every area's routes (one chain per half keeps TypeScript's instantiation depth in bounds). */
function areas(deps: AppDeps) {
  return new Elysia({ name: 'areas' }).use(areasA(deps)).use(areasB(deps))
}

function areasA(deps: AppDeps) {
  return new Elysia({ name: 'areas-a' })
    .use(systemRoutes(deps))
    .use(referenceRoutes(deps))
    .use(jobsRoutes(deps))
    .use(clientsRoutes(deps))
    .use(compensationRoutes(deps))
    .use(offersRoutes(deps))
    .use(organizationsRoutes(deps))
    .use(adminRoutes(deps))
    .use(adminRegisterRoutes(deps))
    .use(dataExtractionRoutes(deps))
    .use(extensionRoutes(deps))
    .use(searchRoutes(deps))
    .use(pipelineRoutes(deps))
    .use(interviewFeedbackRoutes(deps))
    .use(atsRoutes(deps))
}

function areasB(deps: AppDeps) {
  return new Elysia({ name: 'areas-b' })
    .use(candidateDashboardRoutes(deps))
    .use(candidatesRoutes(deps))
    .use(mediaRoutes(deps))
    .use(uploadsRoutes(deps))
    .use(authRoutes(deps))
    .use(realtimeRoutes(deps))
    .use(usersRoutes(deps))
    .use(accessKeysRoutes(deps))
    .use(inboundRoutes(deps))
    .use(webhooksRoutes(deps))
    .use(devMailboxRoutes(deps))
    .use(recommendationsRoutes(deps))
    .use(availabilityRoutes(deps))
    .use(meetingRoutes(deps))
    .use(messagesRoutes(deps))
}

export type App = ReturnType<typeof createApp>
