/** The adapter for a connection: its sealed credentials opened, its endpoints defaulted. */
import type { AtsProvider } from '@quota/shared/domain/enums'
import type { Config } from '../../config/env'
import type { AtsConnectionSettings } from '../../db/schema'
import { openSecret } from '../secret-box'
import { type AtsAdapter, type AtsCredentials, type AtsEndpoints, DEFAULT_ENDPOINTS } from './adapter'
import { greenhouseAdapter } from './greenhouse'
import { leverAdapter } from './lever'

export function endpointsOf(provider: AtsProvider, settings: AtsConnectionSettings): Required<AtsEndpoints> {
  const given = (settings.endpoints ?? {}) as Partial<AtsEndpoints>
  const d = DEFAULT_ENDPOINTS[provider]
  return {
    baseUrl: given.baseUrl || d.baseUrl,
    authUrl: given.authUrl || d.authUrl,
    appUrl: given.appUrl || d.appUrl,
    ingestionUrl: given.ingestionUrl || d.ingestionUrl,
  }
}

export function adapterFor(
  config: Config,
  connection: { provider: AtsProvider; apiKeyEncrypted: string; settings: AtsConnectionSettings },
): AtsAdapter {
  const credentials = JSON.parse(openSecret(config, connection.apiKeyEncrypted)) as AtsCredentials
  const endpoints = endpointsOf(connection.provider, connection.settings)
  if (credentials.provider === 'greenhouse') return greenhouseAdapter(credentials, endpoints)
  return leverAdapter(credentials, endpoints)
}
