import type { Api } from './api'

/** The privacy-policy consent checkbox, its error tied to it. */
export function Consent({
  api,
  error,
  privacyUrl,
}: {
  api: Api
  error: string | undefined
  privacyUrl?: string | undefined
}) {
  return (
    <div class="q-field">
      <label class="q-check" for="q-consent">
        <input
          id="q-consent"
          name="privacyPolicyAccepted"
          type="checkbox"
          aria-invalid={!!error}
          {...(error ? { 'aria-describedby': 'q-consent-error' } : {})}
        />
        <span>
          I accept the{' '}
          <a href={privacyUrl || `${api.origin}/public/privacy-policy`} target="_blank" rel="noopener">
            privacy policy
          </a>
        </span>
      </label>
      {error ? (
        <span class="q-error" id="q-consent-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}

/** The honeypot: hidden from people (and from assistive technology), filled by naive bots. */
export function Honeypot() {
  return (
    <div class="q-hp" aria-hidden="true">
      <label for="q-website">Website</label>
      <input id="q-website" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
