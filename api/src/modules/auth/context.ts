import { isIP } from 'node:net'
import { AppError } from '@quota/shared/errors/index'
import type { Logger } from 'pino'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import type { AuthLimiters } from './limits'

/** What the sign-in use cases need from the request, without Elysia. */
export interface RequestMeta {
  /** The client address (spoof-safe; see plugins/client-address.ts). */
  ip: string
  userAgent: string | null
  requestId: string
  /** Where links in e-mails point: PUBLIC_URL, else the request's own origin. */
  appOrigin: string
}

export interface AuthDeps {
  db: Db
  config: Config
  logger: Logger
  limiters: AuthLimiters
}

/** An address for an `inet` column, or null when there is none (in-process test requests). */
export const inetOrNull = (ip: string) => (isIP(ip) ? ip : null)

export function appOriginOf(request: Request, config: Config): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : new URL(request.url).origin
}

/**
 * The origin of links sent by e-mail (reset, invitation). Never taken from the request's Host in
 * production: a forged Host would otherwise send a victim a reset link to someone else's site
 * (password-reset poisoning). Production needs PUBLIC_URL for these mails.
 */
export function mailLinkOrigin(config: Config, requestOrigin: string): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin
  if (config.isProduction) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'E-mail links need PUBLIC_URL to be configured on the server.',
    })
  }
  return requestOrigin
}
