/**
 * <quota-hire-form>: a company asks for hiring help (spec 000 §2 public hire route): company and
 * contact, roles with headcount, locations, base and OTE ranges, the inbound mix in 25 % steps
 * (002 §9). Attributes: campaign-id, privacy-url, access-key.
 */
import { hireFormProblems, INBOUND_LIMITS, INBOUND_MIX_STEPS } from '@quota/shared/domain/inbound/index'
import { useMemo, useRef, useState } from 'preact/hooks'
import { apiOf, call } from '../ui/api'
import { useCampaign } from '../ui/campaign'
import { ConsentAndSubmit } from '../ui/consent'
import { defineWidget, type WidgetProps } from '../ui/define'
import { Field } from '../ui/field'
import { InboundFrame, money, NameFields, useInboundForm } from '../ui/inbound-form'
import { useWidgetSetup } from '../ui/setup'

interface Props extends WidgetProps {
  campaignId?: string
  privacyUrl?: string
  accessKey?: string
}

function HireForm(props: Props) {
  const api = useMemo(() => apiOf(props.accessKey), [props.accessKey])
  useWidgetSetup(props.container, api, 'hire-form')
  const campaign = useCampaign(api, 'hire', props.campaignId)
  const state = useInboundForm(props.container, api, 'hire-form')
  const { errors, busy } = state
  const [roles, setRoles] = useState([0])
  const nextRole = useRef(1)

  function submit(e: Event) {
    e.preventDefault()
    if (busy) return
    const { text, consented } = state.values()
    const values = {
      companyName: text('companyName'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone') || null,
      roles: roles.map((r) => ({ title: text(`role-${r}-title`), headcount: Number(text(`role-${r}-headcount`)) })),
      baseSalaryMin: money(text('baseSalaryMin')),
      baseSalaryMax: money(text('baseSalaryMax')),
      oteMin: money(text('oteMin')),
      oteMax: money(text('oteMax')),
      inboundMix: Number(text('inboundMix')),
      privacyPolicyAccepted: consented,
    }
    const issues = hireFormProblems(values)
    if (state.refuse(issues)) return
    const locations = text('locations')
      .split(/[;\n]/)
      .map((l) => l.trim())
      .filter(Boolean)
    return state.send(({ idempotencyKey, formToken }) =>
      call<{ leadId: string; status: string; message: string }>(api, '/api/inbound/hire', {
        idempotencyKey,
        json: {
          ...values,
          ...(text('jobTitle') ? { jobTitle: text('jobTitle') } : {}),
          ...(text('message') ? { message: text('message') } : {}),
          ...(props.campaignId ? { campaignId: props.campaignId } : {}),
          locations,
          website: text('website'),
          formToken,
        },
      }),
    )
  }

  return (
    <InboundFrame
      api={api}
      campaign={campaign}
      title="Hire with Quota"
      subTitle="Tell us who you are hiring; a team member will reach out within 12 hours."
      state={state}
      onSubmit={submit}
    >
      <Field id="q-company" label="Company" required error={errors.companyName}>
        {(a) => <input {...a} name="companyName" autoComplete="organization" maxLength={INBOUND_LIMITS.companyName} />}
      </Field>
      <NameFields errors={errors} />
      <div class="q-row">
        <Field id="q-email" label="Work e-mail" required error={errors.email}>
          {(a) => <input {...a} name="email" type="email" autoComplete="email" />}
        </Field>
        <Field id="q-phone" label="Phone" error={errors.phone}>
          {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" />}
        </Field>
      </div>
      <Field id="q-title" label="Your title" error={errors.jobTitle}>
        {(a) => <input {...a} name="jobTitle" autoComplete="organization-title" />}
      </Field>
      <fieldset>
        <legend>Roles you are hiring for</legend>
        {errors.roles ? <span class="q-error">{errors.roles}</span> : null}
        {roles.map((r, i) => (
          <div class="q-row" key={r}>
            <Field id={`q-role-${r}`} label={`Role ${i + 1}`} required error={errors[`roles.${i}.title`]}>
              {(a) => <input {...a} name={`role-${r}-title`} placeholder="Account Executive" />}
            </Field>
            <Field id={`q-count-${r}`} label="Headcount" required error={errors[`roles.${i}.headcount`]}>
              {(a) => <input {...a} name={`role-${r}-headcount`} inputMode="numeric" defaultValue="1" />}
            </Field>
          </div>
        ))}
        {roles.length < INBOUND_LIMITS.roles ? (
          <button type="button" class="q-link" onClick={() => setRoles([...roles, nextRole.current++])}>
            Add a role
          </button>
        ) : null}
        {roles.length > 1 ? (
          <button type="button" class="q-link" onClick={() => setRoles(roles.slice(0, -1))}>
            {' '}
            Remove the last role
          </button>
        ) : null}
      </fieldset>
      <Field id="q-locations" label="Locations (separate with ;)" error={errors.locations}>
        {(a) => <input {...a} name="locations" placeholder="Austin, TX; Remote" />}
      </Field>
      <div class="q-row">
        <Field id="q-base-min" label="Base salary from (USD)" error={errors.baseSalaryMin}>
          {(a) => <input {...a} name="baseSalaryMin" inputMode="numeric" />}
        </Field>
        <Field id="q-base-max" label="Base salary to (USD)" error={errors.baseSalaryMax}>
          {(a) => <input {...a} name="baseSalaryMax" inputMode="numeric" />}
        </Field>
        <Field id="q-ote-min" label="OTE from (USD)" error={errors.oteMin}>
          {(a) => <input {...a} name="oteMin" inputMode="numeric" />}
        </Field>
        <Field id="q-ote-max" label="OTE to (USD)" error={errors.oteMax}>
          {(a) => <input {...a} name="oteMax" inputMode="numeric" />}
        </Field>
      </div>
      <Field id="q-mix" label="Inbound mix (share of pipeline from inbound)" required error={errors.inboundMix}>
        {(a) => (
          <select {...a} name="inboundMix">
            {INBOUND_MIX_STEPS.map((s) => (
              <option key={s} value={String(s)} selected={s === 50}>
                {s} %
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="q-message" label="Anything else?" error={errors.message}>
        {(a) => <textarea {...a} name="message" rows={3} maxLength={INBOUND_LIMITS.message} />}
      </Field>
      <ConsentAndSubmit
        api={api}
        error={errors.privacyPolicyAccepted}
        privacyUrl={props.privacyUrl}
        busy={busy}
        label="Request hiring help"
      />
    </InboundFrame>
  )
}

defineWidget<Props>('quota-hire-form', HireForm, { campaignId: 'string', privacyUrl: 'string', accessKey: 'string' })
