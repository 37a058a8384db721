/**
 * The end every inbound form shares (apply, hire, the compensation widget's sales ping): the
 * honeypot, the privacy-policy consent and the submit button, busy while the form is sent.
 * The consent's value is read by `useInboundForm().values().consented`.
 */
import type { Api } from './api'

export function ConsentAndSubmit(props: {
  api: Api
  error: string | undefined
  privacyUrl?: string | undefined
  busy: boolean
  label: string
}) {
  return (
    <>
      <Honeypot />
      <Consent api={props.api} error={props.error} privacyUrl={props.privacyUrl} />
      <button type="submit" disabled={props.busy}>
        {props.busy ? 'Sending…' : props.label}
      </button>
    </>
  )
}

/** The privacy-policy consent checkbox, its error tied to it. */
function Consent({ api, error, privacyUrl }: { api: Api; error: string | undefined; privacyUrl?: string | undefined }) {
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
function Honeypot() {
  return (
    <div class="q-hp" aria-hidden="true">
      <label for="q-website">Website</label>
      <input id="q-website" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
