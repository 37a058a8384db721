/**
 * <quota-apply-form>: a candidate applies (spec 000 §2 public apply route). Name, e-mail, phone,
 * LinkedIn URL, a resume (parsed into the profile), desired position, city (type-ahead), pay, consent. The shared
 * rules check the form before it is sent; the API checks again and its answers show per field.
 * Attributes: campaign-id, position-id (preselected), privacy-url, access-key (instead of the
 * loader's data-quota-key).
 */
import { UPLOAD_RULES } from '@quota/shared/domain/candidates/limits'
import { applyFormProblems } from '@quota/shared/domain/inbound/index'
import { useEffect, useMemo, useState } from 'preact/hooks'
import { apiOf, call } from '../ui/api'
import { useCampaign } from '../ui/campaign'
import { CITY_PICK_MESSAGE, CityPicker } from '../ui/city-picker'
import { ConsentAndSubmit } from '../ui/consent'
import { defineWidget, type WidgetProps } from '../ui/define'
import { Field } from '../ui/field'
import { InboundFrame, money, NameFields, useInboundForm } from '../ui/inbound-form'
import { useWidgetSetup } from '../ui/setup'

interface Props extends WidgetProps {
  campaignId?: string
  positionId?: string
  privacyUrl?: string
  accessKey?: string
}

interface PositionCategory {
  id: string
  name: string
  positions: { id: string; value: string }[]
}

const RESUME = UPLOAD_RULES.resume

function ApplyForm(props: Props) {
  const api = useMemo(() => apiOf(props.accessKey), [props.accessKey])
  useWidgetSetup(props.container, api, 'apply-form')
  const campaign = useCampaign(api, 'apply', props.campaignId)
  const state = useInboundForm(props.container, api, 'apply-form')
  const { errors, busy } = state
  const [positions, setPositions] = useState<PositionCategory[]>([])

  useEffect(() => {
    call<PositionCategory[]>(api, '/api/positions')
      .then(setPositions)
      .catch(() => setPositions([]))
  }, [api])

  function submit(e: Event) {
    e.preventDefault()
    if (busy) return
    const { data: f, text, consented } = state.values()
    const values = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone') || null,
      linkedInProfileUrl: text('linkedInProfileUrl') || null,
      desiredBaseSalary: money(text('desiredBaseSalary')),
      desiredOTE: money(text('desiredOTE')),
      privacyPolicyAccepted: consented,
    }
    const issues = applyFormProblems(values)
    const cityId = text('cityId')
    if (text('cityText') && !cityId) issues.push({ path: 'cityId', rule: 'notFound', message: CITY_PICK_MESSAGE })
    const file = f.get('resume')
    const resume = file instanceof File && file.size > 0 ? file : null
    if (resume) {
      const ext = resume.name.split('.').pop()?.toLowerCase() ?? ''
      if ((RESUME.extensions as readonly string[]).indexOf(ext) < 0)
        issues.push({ path: 'resume', rule: 'fileType', message: `Upload a ${RESUME.extensions.join(', ')} file.` })
      else if (resume.size > RESUME.maxMb * 1024 * 1024)
        issues.push({ path: 'resume', rule: 'fileSize', message: `The resume must be at most ${RESUME.maxMb} MB.` })
    }
    if (state.refuse(issues)) return
    return state.send(async ({ idempotencyKey, formToken }) => {
      let resumeMediaId: string | undefined
      if (resume) {
        const upload = new FormData()
        upload.append('file', resume, resume.name)
        upload.append('fileName', resume.name)
        upload.append('type', 'resume')
        upload.append('parseResume', 'true')
        const sent = await call<{ media: { id: string } }>(api, '/api/guest/temp-files', { form: upload })
        resumeMediaId = sent.media.id
      }
      const position = text('desiredPositionId')
      return call<{ candidateId: string; outcome: string; message: string }>(api, '/api/inbound/apply', {
        idempotencyKey,
        json: {
          ...values,
          ...(resumeMediaId ? { resumeMediaId } : {}),
          ...(position ? { desiredPositionId: position } : {}),
          ...(cityId ? { cityId } : {}),
          ...(props.campaignId ? { campaignId: props.campaignId } : {}),
          website: text('website'),
          formToken,
        },
      })
    })
  }

  return (
    <InboundFrame
      api={api}
      campaign={campaign}
      title="Apply to Quota"
      subTitle="Tell us about yourself and the role you want next."
      state={state}
      onSubmit={submit}
    >
      <NameFields errors={errors} />
      <Field id="q-email" label="E-mail" required error={errors.email}>
        {(a) => <input {...a} name="email" type="email" autoComplete="email" maxLength={254} />}
      </Field>
      <Field id="q-phone" label="Phone" error={errors.phone}>
        {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" maxLength={30} />}
      </Field>
      <Field id="q-linkedin" label="LinkedIn profile URL" error={errors.linkedInProfileUrl}>
        {(a) => <input {...a} name="linkedInProfileUrl" type="url" placeholder="https://www.linkedin.com/in/…" />}
      </Field>
      <Field id="q-resume" label="Resume (pdf, doc, docx, up to 6 MB)" error={errors.resume ?? errors.resumeMediaId}>
        {(a) => <input {...a} name="resume" type="file" accept=".pdf,.doc,.docx" />}
      </Field>
      <Field id="q-position" label="Desired position" error={errors.desiredPositionId}>
        {(a) => (
          <select {...a} name="desiredPositionId">
            <option value="">Choose a position</option>
            {positions.map((c) => (
              <optgroup key={c.id} label={c.name}>
                {c.positions.map((p) => (
                  <option key={p.id} value={p.id} selected={p.id === props.positionId}>
                    {p.value}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field id="q-city" label="City" hint="Type 2 letters, then choose from the list" error={errors.cityId}>
        {(a) => <CityPicker api={api} a11y={a} />}
      </Field>
      <div class="q-row">
        <Field id="q-base" label="Desired base salary (USD)" error={errors.desiredBaseSalary}>
          {(a) => <input {...a} name="desiredBaseSalary" inputMode="numeric" />}
        </Field>
        <Field id="q-ote" label="Desired OTE (USD)" error={errors.desiredOTE}>
          {(a) => <input {...a} name="desiredOTE" inputMode="numeric" />}
        </Field>
      </div>
      <ConsentAndSubmit
        api={api}
        error={errors.privacyPolicyAccepted}
        privacyUrl={props.privacyUrl}
        busy={busy}
        label="Apply"
      />
    </InboundFrame>
  )
}

defineWidget<Props>('quota-apply-form', ApplyForm, {
  campaignId: 'string',
  positionId: 'string',
  privacyUrl: 'string',
  accessKey: 'string',
})
