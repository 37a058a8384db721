/**
 * What the apply and hire forms share: the submission state (errors per field, the alert, busy,
 * the answer shown in place of the form), one idempotency key per form so a retried send never
 * makes two records, the fill time the API's bot check reads, and the form's frame and name fields.
 */
import type { ComponentChildren } from 'preact'
import { useRef, useState } from 'preact/hooks'
import { type Api, newIdempotencyKey, type WidgetApiError } from './api'
import { type Campaign, CampaignHeader } from './campaign'
import { emit } from './define'
import { errorsByPath, Field } from './field'

type Issue = { path: string; message: string }

export const money = (v: string) => (v.trim() === '' ? null : Number(v.replace(/[,$\s]/g, '')))

export function useInboundForm(container: ShadowRoot | undefined, widget: 'apply-form' | 'hire-form' | 'comp-engine') {
  const shownAt = useRef(Date.now())
  const idempotencyKey = useRef(newIdempotencyKey())
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const fail = (issues: Issue[], message: string | null) => {
    setErrors(errorsByPath(issues))
    setAlert(message)
    // focus the first field in error so keyboard and screen-reader users land on it
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  /** Sends once (ignored while busy); the answer's message replaces the form, errors show per field. */
  async function send(run: (meta: { idempotencyKey: string; fillMs: number }) => Promise<{ message: string }>) {
    if (busy) return
    setBusy(true)
    setAlert(null)
    setErrors({})
    try {
      const result = await run({ idempotencyKey: idempotencyKey.current, fillMs: Date.now() - shownAt.current })
      setDone(result.message)
      emit(container, 'quota:submitted', { widget, ...result })
    } catch (error) {
      const e = error as WidgetApiError
      fail(e.details ?? [], e.message)
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
