/**
 * The compensation widget's "ping the sales team" (issue 16): a button that opens a short form
 * (company, name, work e-mail, headcount, message, consent) and sends it with what the visitor
 * looked at to POST inbound/compensation-engine/ping-sales-team under the widget's access key.
 * The answer ("our sales team has your request") replaces the form; it never says "sent" before
 * the API has queued the mail. Rules are the shared `salesPingProblems`, as the API checks.
 */
import { INBOUND_LIMITS, salesPingProblems } from '@quota/shared/domain/inbound/index'
import { useState } from 'preact/hooks'
import { type Api, call } from './api'
import { ConsentAndSubmit } from './consent'
import { Field } from './field'
import { NameFields, useInboundForm } from './inbound-form'

export interface LookedAt {
  positionId: string
  stateId: string
  levelId: string
  experienceId: string
}

function PingForm({ api, container, lookedAt }: { api: Api; container: ShadowRoot | undefined; lookedAt: LookedAt }) {
  const state = useInboundForm(container, api, 'comp-engine')
  const { errors, busy } = state

  function submit(e: Event) {
    e.preventDefault()
    if (busy) return
    const { text, consented } = state.values()
    const values = {
      companyName: text('companyName'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      headcount: text('headcount') === '' ? null : Number(text('headcount')),
      privacyPolicyAccepted: consented,
    }
    const issues = salesPingProblems(values)
    if (state.refuse(issues)) return
    return state.send(({ idempotencyKey, formToken }) =>
      call<{ status: 'queued'; message: string }>(api, '/api/inbound/compensation-engine/ping-sales-team', {
        idempotencyKey,
        json: {
          ...values,
          message: text('message') || null,
          positionId: lookedAt.positionId || null,
          stateIds: lookedAt.stateId ? [lookedAt.stateId] : [],
          levelId: lookedAt.levelId || null,
          experienceId: lookedAt.experienceId || null,
          website: text('website'),
          formToken,
        },
      }),
    )
  }

  if (state.done)
    return (
      <p class="q-done" role="status" data-ping-done="">
        {state.done}
      </p>
    )
  return (
    <form ref={state.form} onSubmit={submit} noValidate aria-busy={busy} aria-label="Ping our sales team">
      <p class="q-alert" role="alert" hidden={!state.alert}>
        {state.alert}
      </p>
      <Field id="q-company" label="Company" required error={errors.companyName}>
        {(a) => <input {...a} name="companyName" autoComplete="organization" maxLength={INBOUND_LIMITS.companyName} />}
      </Field>
      <NameFields errors={errors} />
      <div class="q-row">
        <Field id="q-email" label="Work e-mail" required error={errors.email}>
          {(a) => <input {...a} name="email" type="email" autoComplete="email" />}
        </Field>
        <Field id="q-headcount" label="Headcount" error={errors.headcount}>
          {(a) => <input {...a} name="headcount" inputMode="numeric" />}
        </Field>
      </div>
      <Field id="q-message" label="Message" error={errors.message}>
        {(a) => <textarea {...a} name="message" rows={3} maxLength={INBOUND_LIMITS.message} />}
      </Field>
      <ConsentAndSubmit
        api={api}
        error={errors.privacyPolicyAccepted}
        busy={busy}
        label="Ask the sales team to reach out"
      />
    </form>
  )
}

/** The call to action: closed, a button; open, the form (focus moves to its first field). */
export function SalesPing(props: { api: Api; container: ShadowRoot | undefined; lookedAt: LookedAt }) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <p>
        <button
          type="button"
          class="q-link"
          data-ping-open=""
          onClick={() => {
            setOpen(true)
            requestAnimationFrame(() => props.container?.querySelector<HTMLElement>('#q-company')?.focus())
          }}
        >
          Hiring for this role? Ping our sales team
        </button>
      </p>
    )
  return (
    <section aria-label="Ping our sales team">
      <h3>Ping our sales team</h3>
      <PingForm {...props} />
    </section>
  )
}
