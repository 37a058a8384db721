import { Elysia } from 'elysia'
import type { AppDeps } from '../app-deps'
import { antiBiasPlugin } from '../plugins/anti-bias'
import { authPlugin } from '../plugins/auth'
import { requestIdPlugin } from '../plugins/request-context'
import { standardQueryPlugin } from '../plugins/standard-query'

/**
 * What every module's Elysia instance starts from: the request id and the auth macro
 * (`auth: ...` / `isPublic: true`). Usage: `new Elysia({ prefix, tags }).use(moduleBase(deps))`.
 */
export const moduleBase = (deps: AppDeps) =>
  new Elysia({ name: 'module-base', seed: deps.authenticate })
    .use(requestIdPlugin)
    .use(standardQueryPlugin)
    .use(authPlugin(deps.authenticate))
    .use(antiBiasPlugin)
