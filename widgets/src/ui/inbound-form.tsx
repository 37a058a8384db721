/**
 * What the apply and hire forms share: the submission state (errors per field, the alert, busy,
 * the answer shown in place of the form), one idempotency key per form so a retried send never
 * makes two records, the signed form token the API's bot check reads, and the form's frame and
 * name fields.
 */
import type { ComponentChildren } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { type Api, call, newIdempotencyKey, type WidgetApiError } from './api'
import { type Campaign, CampaignHeader } from './campaign'
import { emit } from './define'
import { errorsByPath, Field } from './field'

type Issue = { path: string; message: string }

export const money = (v: string) => (v.trim() === '' ? null : Number(v.replace(/[,$\s]/g, '')))

/** Where each form asks for its token (the submit's path + `/form-token`). */
export const SUBMIT_PATHS = {
  'apply-form': '/api/inbound/apply',
  'hire-form': '/api/inbound/hire',
  'comp-engine': '/api/inbound/compensation-engine/ping-sales-team',
} as const

/**
 * The form token, asked for when the form renders: the API counts the minimum fill time from
 * then. A refused token (missing, stale, from before a key change) is asked for again, so the
 * next press of Send, a moment later, goes through.
 */
function useFormToken(api: Api, widget: keyof typeof SUBMIT_PATHS) {
  const token = useRef<Promise<string | null> | null>(null)
  const renew = () => {
    token.current = call<{ token: string }>(api, `${SUBMIT_PATHS[widget]}/form-token`, { method: 'POST' }).then(
      (t) => t.token,
      () => null,
    )
  }
  useEffect(renew, [api])
  return {
    /** The token to send; one that failed to load is asked for again (the API then says "too fast"). */
    async current(): Promise<string> {
      if (!token.current || !(await token.current)) renew()
      return (await token.current) ?? ''
    },
    renew,
  }
}

export function useInboundForm(
  container: ShadowRoot | undefined,
  api: Api,
  widget: 'apply-form' | 'hire-form' | 'comp-engine',
) {
  const formToken = useFormToken(api, widget)
  const idempotencyKey = useRef(newIdempotencyKey())
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const fail = (issues: Issue[], message: string | null) => {
    setErrors(errorsByPath(issues))
    setAlert(message)
    // focus the first field in error so keyboard and screen-reader users land on it; with none
    // (a form-token refusal), bring the alert at the form's top into view on a small screen
    requestAnimationFrame(() => {
      const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      if (field) field.focus()
      else form.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' })
    })
  }

  /** Sends once (ignored while busy); the answer's message replaces the form, errors show per field. */
  async function send(run: (meta: { idempotencyKey: string; formToken: string }) => Promise<{ message: string }>) {
    if (busy) return
    setBusy(true)
    setAlert(null)
    setErrors({})
    try {
      const result = await run({ idempotencyKey: idempotencyKey.current, formToken: await formToken.current() })
      setDone(result.message)
      emit(container, 'quota:submitted', { widget, ...result })
    } catch (error) {
      const e = error as WidgetApiError
      const tokenProblem = e.details?.find((d) => d.path === 'formToken')
      if (tokenProblem && tokenProblem.rule !== 'tooFast') formToken.renew()
      // the token is no field of the form: its message shows as the form's alert
      fail(e.details ?? [], tokenProblem?.message ?? e.message)
      emit(container, 'quota:error', { widget, code: e.code, status: e.status, message: e.message })
    } finally {
      setBusy(false)
    }
  }

  /** The form's values as trimmed text, and whether the privacy policy was accepted (ConsentAndSubmit). */
  const values = () => {
    const f = new FormData(form.current!)
    return {
      data: f,
      text: (k: string) => String(f.get(k) ?? '').trim(),
      consented: f.get('privacyPolicyAccepted') === 'on',
    }
  }

  /** Shows the rules' problems on their fields (true: do not send); false when there are none. */
  const refuse = (issues: Issue[]) => {
    if (issues.length) fail(issues, 'Please correct the fields marked below.')
    return issues.length > 0
  }

  return { form, errors, alert, busy, done, fail, refuse, send, values }
}

export function InboundFrame(props: {
  api: Api
  campaign: Campaign | null
  title: string
  subTitle: string
  state: ReturnType<typeof useInboundForm>
  onSubmit: (e: Event) => void
  children: ComponentChildren
}) {
  const { state } = props
  return (
    <div class="q-root">
      <CampaignHeader api={props.api} campaign={props.campaign} title={props.title} subTitle={props.subTitle} />
      {state.done ? (
        <p class="q-done" role="status">
          {state.done}
        </p>
      ) : (
        <form ref={state.form} onSubmit={props.onSubmit} noValidate aria-busy={state.busy}>
          <p class="q-alert" role="alert" hidden={!state.alert}>
            {state.alert}
          </p>
          {props.children}
        </form>
      )}
    </div>
  )
}

export function NameFields({ errors }: { errors: Record<string, string> }) {
  return (
    <div class="q-row">
      <Field id="q-first" label="First name" required error={errors.firstName}>
        {(a) => <input {...a} name="firstName" autoComplete="given-name" maxLength={50} />}
      </Field>
      <Field id="q-last" label="Last name" required error={errors.lastName}>
        {(a) => <input {...a} name="lastName" autoComplete="family-name" maxLength={50} />}
      </Field>
    </div>
  )
}
