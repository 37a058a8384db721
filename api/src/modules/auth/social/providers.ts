import { SOCIAL_PROVIDERS, type SocialProvider } from '@quota/shared/domain/enums'
import * as oidc from 'openid-client'
import type { Config } from '../../../config/env'
import { safeFetch } from '../../../net/outbound'

export interface SocialProviderConfig {
  provider: SocialProvider
  issuer: string
  clientId: string
  clientSecret: string
}

/**
 * Providers configured by environment: `OIDC_<PROVIDER>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`
 * (e.g. OIDC_GOOGLE_ISSUER=https://accounts.google.com). A provider is on when all three are set.
 */
export function configuredProviders(config: Config): SocialProviderConfig[] {
  const env = config as unknown as Record<string, string | undefined>
  return SOCIAL_PROVIDERS.flatMap((provider) => {
    const p = provider.toUpperCase()
    const issuer = env[`OIDC_${p}_ISSUER`]
    const clientId = env[`OIDC_${p}_CLIENT_ID`]
    const clientSecret = env[`OIDC_${p}_CLIENT_SECRET`]
    return issuer && clientId && clientSecret ? [{ provider, issuer, clientId, clientSecret }] : []
  })
}

const discovered = new WeakMap<Config, Map<SocialProvider, Promise<oidc.Configuration>>>()

/** The provider's metadata (OpenID discovery), fetched once per app and kept; a failure is retried next time. */
export function providerConfiguration(config: Config, provider: SocialProviderConfig): Promise<oidc.Configuration> {
  let perApp = discovered.get(config)
  if (!perApp) {
    perApp = new Map()
    discovered.set(config, perApp)
  }
  const known = perApp.get(provider.provider)
  if (known) return known
  const insecure = provider.issuer.startsWith('http:')
  if (insecure && config.isProduction)
    throw new Error(`OIDC issuer of ${provider.provider} must be https in production`)
  const pending = oidc
    .discovery(new URL(provider.issuer), provider.clientId, undefined, oidc.ClientSecretPost(provider.clientSecret), {
      // discovery, the token exchange, the keys and userinfo: through the outbound gate too
      [oidc.customFetch]: (url, init) => safeFetch(url, init as RequestInit),
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .catch((error) => {
      perApp.delete(provider.provider)
      throw error
    })
  perApp.set(provider.provider, pending)
  return pending
}
