import { resolve } from 'node:path'
import * as z from 'zod'

/** Environments the spec names (000 §9). Only `production` changes behaviour: no demo data, no dev mailbox. */
export const ENVIRONMENTS = [
  'demo',
  'development',
  'e2e',
  'local',
  'production',
  'qa',
  'qa2',
  'staging',
  'test',
] as const

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const EnvSchema = z.object({
  QUOTA_ENV: z.enum(ENVIRONMENTS).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO_DATA: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Oldest web/extension version the API still serves; older clients get 410. */
  MIN_CLIENT_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default('0.0.0'),
  /** Largest JSON body accepted (uploads have their own limits). */
  MAX_JSON_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Trust X-Forwarded-For only behind a proxy we run; otherwise the socket address counts. */
  TRUST_PROXY: bool.default(false),
  PUBLIC_URL: z.string().url().optional(),
  /** Check every answer against its documented schema (default: everywhere but production). */
  VALIDATE_RESPONSES: bool.optional(),
  /** Meilisearch as the search engine (read by search/ from the environment); unset: embedded engine. */
  MEILISEARCH_URL: z.string().url().optional(),
  MEILISEARCH_KEY: z.string().optional(),
  /** Zoom's REST API and OAuth server (Server-to-Server OAuth); tests point them at a local contract server. */
  ZOOM_API_URL: z.string().url().default('https://api.zoom.us/v2'),
  ZOOM_OAUTH_URL: z.string().url().default('https://zoom.us'),
  /**
   * Google Calendar (OAuth 2.0 for web server apps): the OAuth client's id and secret; without both
   * Settings offers no Google Calendar. Its redirect URI is PUBLIC_URL + /api/settings/integrate-
   * calendar/google/callback. The URLs are Google's; tests point them at a local contract server.
   */
  GOOGLE_CALENDAR_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CALENDAR_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CALENDAR_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_CALENDAR_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
  /**
   * Microsoft 365 calendar and Teams meetings (Microsoft identity platform, OAuth 2.0 authorization
   * code; Microsoft Graph): the app registration's client id and secret; without both Settings
   * offers no Microsoft 365. Its redirect URI is PUBLIC_URL + /api/settings/integrate-calendar/
   * microsoft/callback. The URLs are Microsoft's (the `common` tenant); tests point them at a local
   * contract server.
   */
  MICROSOFT_CALENDAR_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CALENDAR_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_CALENDAR_AUTH_URL: z
    .string()
    .url()
    .default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  MICROSOFT_CALENDAR_TOKEN_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_CALENDAR_API_URL: z.string().url().default('https://graph.microsoft.com/v1.0'),

  // Identity and mail (issue 3)
  /** Signs session cookies, access tokens and the social-login state. Required in production (32+ characters). */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Lifetime of a bearer access token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Extra browser origins allowed to call with the session cookie (comma-separated), e.g. the Vite dev server. */
  WEB_ORIGINS: z.string().optional(),
  /** smtp(s)://user:pass@host:port; without it mail goes to the dev mailbox (never in production). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Quota <no-reply@quota.local>'),
  /** Where hire requests from the inbound form and widget go (the provider's sales team). */
  SALES_TEAM_EMAIL: z.string().email().default('sales@quota.local'),
  /**
   * Inbound form submits (apply, hire, sales ping) allowed per caller address, and per access key,
   * per hour; look-ups (form tokens, compensation benchmarks) and resume uploads have budgets of
   * their own. docs/widgets.md says why these numbers.
   */
  INBOUND_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  INBOUND_LIMIT_PER_KEY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  INBOUND_LOOKUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(600),
  INBOUND_LOOKUP_LIMIT_PER_KEY: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  /** Anonymous file uploads (guest/temp-files, the apply widget's resume, parsed at once) per address per hour. */
  INBOUND_UPLOAD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** How often the mail worker looks for due mail; woken by NOTIFY (as in the server), at least 5 s. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The privacy policy in force; users who accepted an older one see the "I Agree" dialog again. */
  PRIVACY_POLICY_VERSION: z.string().min(1).max(50).default('2024-01-01'),
  /** Social login (OpenID Connect, authorization code + PKCE): one provider is on when its three values are set. */
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_LINKEDIN_ISSUER: z.string().url().optional(),
  OIDC_LINKEDIN_CLIENT_ID: z.string().optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().optional(),
  OIDC_MICROSOFT_ISSUER: z.string().url().optional(),
  OIDC_MICROSOFT_CLIENT_ID: z.string().optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().optional(),
})

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string
  demoData: boolean
  isProduction: boolean
  validateResponses: boolean
  backendVersion: string
}

export const BACKEND_VERSION = '0.1.0'

/** Reads the environment once, at start. A bad value stops the process with the variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const isProduction = c.QUOTA_ENV === 'production'
  if (isProduction && !c.AUTH_SECRET) throw new Error('Invalid environment:\n  AUTH_SECRET: required in production')
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    isProduction,
    validateResponses: c.VALIDATE_RESPONSES ?? !isProduction,
    demoData: isProduction ? false : (c.DEMO_DATA ?? true),
    backendVersion: BACKEND_VERSION,
  }
}
