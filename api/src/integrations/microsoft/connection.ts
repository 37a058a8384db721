/**
 * The Graph client settings of a user's Microsoft 365 connection (calendar_integrations row of
 * provider `microsoft`): the server's app registration (env) and the user's sealed refresh token.
 * A refresh token Microsoft replaces is sealed into the row again, so the connection outlives the
 * first token's lifetime.
 */
import { eq } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { type CalendarIntegrationRow, calendarIntegrationsTable } from '../../db/schema'
import { openSecret, sealSecret } from '../secret-box'
import type { GraphClientConfig } from './graph-client'

export const microsoftConfigured = (config: Config) =>
  !!(config.MICROSOFT_CALENDAR_CLIENT_ID && config.MICROSOFT_CALENDAR_CLIENT_SECRET)

/** Null when the server has no Microsoft app registration (the stored token cannot be used without it). */
export function microsoftGraphConfig(
  config: Config,
  row: CalendarIntegrationRow,
  db?: DbOrTx,
): (GraphClientConfig & { email: string }) | null {
  if (!config.MICROSOFT_CALENDAR_CLIENT_ID || !config.MICROSOFT_CALENDAR_CLIENT_SECRET) return null
  const secret = JSON.parse(openSecret(config, row.credentialsEncrypted)) as { refreshToken: string; email: string }
  return {
    clientId: config.MICROSOFT_CALENDAR_CLIENT_ID,
    clientSecret: config.MICROSOFT_CALENDAR_CLIENT_SECRET,
    refreshToken: secret.refreshToken,
    email: secret.email,
    tokenUrl: config.MICROSOFT_CALENDAR_TOKEN_URL,
    apiUrl: config.MICROSOFT_CALENDAR_API_URL,
    ...(db
      ? {
          onRefreshToken: async (refreshToken: string) => {
            await db
              .update(calendarIntegrationsTable)
              .set({
                credentialsEncrypted: sealSecret(config, JSON.stringify({ ...secret, refreshToken })),
                updatedAt: new Date(),
              })
              .where(eq(calendarIntegrationsTable.id, row.id))
          },
        }
      : {}),
  }
}
