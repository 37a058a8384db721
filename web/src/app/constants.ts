/** Platform constants the web app uses (spec 000 §8 and §9). */

export const PRODUCT_NAME = 'Quota'

/** Version check against /version.json: every 15 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 900_000

/** Toasts: 5000 ms by default, 15 s for a rate-limit notice. */
export const TOAST_DURATION_MS = 5_000
export const RATE_LIMIT_TOAST_DURATION_MS = 15_000

export const TOAST_TITLES = {
  success: 'Success!',
  error: 'Error',
  warning: 'Warning',
  info: 'Info!',
} as const

/** E-mail availability is checked after a 1-second pause. */
export const EMAIL_CHECK_DEBOUNCE_MS = 1_000

/** Phone: +1 is added on account creation and dropped for display. */
export const PHONE_DEFAULT_PREFIX = '+1'

/** The API prefix; /version.json is outside it. */
export const API_BASE = '/api'

/** The spec's environments where development-only routes are allowed. */
export const DEV_ENVIRONMENTS = ['local', 'development'] as const

export const STALE_CLIENT_MESSAGE = 'This page is out of date. Please refresh your browser to view latest changes.'
