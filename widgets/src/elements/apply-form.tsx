/**
 * <quota-apply-form>: a candidate applies (spec 000 §2 public apply route). Name, e-mail, phone,
 * LinkedIn URL, a resume (parsed into the profile), desired position and pay, consent. The shared
 * rules check the form before it is sent; the API checks again and its answers show per field.
 * Attributes: campaign-id, position-id (preselected), privacy-url, access-key (instead of the
 * loader's data-quota-key).
 */
import { UPLOAD_RULES } from '@quota/shared/domain/candidates/limits'
import { applyFormProblems, type FieldIssue } from '@quota/shared/domain/inbound/index'
import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { apiOf, call, newIdempotencyKey, type WidgetApiError } from '../ui/api'
import { CampaignHeader, useCampaign } from '../ui/campaign'
import { Consent, Honeypot } from '../ui/consent'
import { defineWidget, emit, type WidgetProps } from '../ui/define'
import { errorsByPath, Field } from '../ui/field'
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
const money = (v: string) => (v.trim() === '' ? null : Number(v.replace(/[,$\s]/g, '')))

function ApplyForm(props: Props) {
  const api = useMemo(() => apiOf(props.accessKey), [props.accessKey])
  useWidgetSetup(props.container, api, 'apply-form')
  const campaign = useCampaign(api, 'apply', props.campaignId)
  const shownAt = useRef(Date.now())
  const idempotencyKey = useRef(newIdempotencyKey())
  const form = useRef<HTMLFormElement>(null)
  const [positions, setPositions] = useState<PositionCategory[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  useEffect(() => {
    call<PositionCategory[]>(api, '/api/positions')
      .then(setPositions)
      .catch(() => setPositions([]))
  }, [api])

  const fail = (issues: FieldIssue[] | WidgetApiError['details'], message: string | null) => {
    setErrors(errorsByPath(issues))
    setAlert(message)
    // focus the first field in error so keyboard and screen-reader users land on it
    requestAnimationFrame(() => {
      const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      first?.focus()
    })
  }

  async function submit(e: Event) {
    e.preventDefault()
    if (busy) return
    const f = new FormData(form.current!)
    const text = (k: string) => String(f.get(k) ?? '').trim()
    const values = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone') || null,
      linkedInProfileUrl: text('linkedInProfileUrl') || null,
      desiredBaseSalary: money(text('desiredBaseSalary')),
      desiredOTE: money(text('desiredOTE')),
      privacyPolicyAccepted: f.get('privacyPolicyAccepted') === 'on',
    }
    const issues = applyFormProblems(values)
    const file = f.get('resume')
    const resume = file instanceof File && file.size > 0 ? file : null
    if (resume) {
      const ext = resume.name.split('.').pop()?.toLowerCase() ?? ''
      if ((RESUME.extensions as readonly string[]).indexOf(ext) < 0)
        issues.push({ path: 'resume', rule: 'fileType', message: `Upload a ${RESUME.extensions.join(', ')} file.` })
      else if (resume.size > RESUME.maxMb * 1024 * 1024)
        issues.push({ path: 'resume', rule: 'fileSize', message: `The resume must be at most ${RESUME.maxMb} MB.` })
    }
    if (issues.length) return fail(issues, 'Please correct the fields marked below.')
    setBusy(true)
    setAlert(null)
    setErrors({})
    try {
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
      const result = await call<{ candidateId: string; outcome: string; message: string }>(api, '/api/inbound/apply', {
        idempotencyKey: idempotencyKey.current,
        json: {
          ...values,
          ...(resumeMediaId ? { resumeMediaId } : {}),
          ...(position ? { desiredPositionId: position } : {}),
          ...(props.campaignId ? { campaignId: props.campaignId } : {}),
          website: text('website'),
          fillMs: Date.now() - shownAt.current,
        },
      })
      setDone(result.message)
      emit(props.container, 'quota:submitted', { widget: 'apply-form', ...result })
    } catch (error) {
      const e = error as WidgetApiError
      fail(e.details ?? [], e.message)
      emit(props.container, 'quota:error', { widget: 'apply-form', code: e.code, status: e.status, message: e.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div class="q-root">
      <CampaignHeader
        api={api}
        campaign={campaign}
        title="Apply to Quota"
        subTitle="Tell us about yourself and the role you want next."
      />
      {done ? (
        <p class="q-done" role="status">
          {done}
        </p>
      ) : (
        <form ref={form} onSubmit={submit} noValidate aria-busy={busy}>
          <p class="q-alert" role="alert" hidden={!alert}>
            {alert}
          </p>
          <div class="q-row">
            <Field id="q-first" label="First name" required error={errors.firstName}>
              {(a) => <input {...a} name="firstName" autoComplete="given-name" maxLength={50} />}
            </Field>
            <Field id="q-last" label="Last name" required error={errors.lastName}>
              {(a) => <input {...a} name="lastName" autoComplete="family-name" maxLength={50} />}
            </Field>
          </div>
          <Field id="q-email" label="E-mail" required error={errors.email}>
            {(a) => <input {...a} name="email" type="email" autoComplete="email" maxLength={254} />}
          </Field>
          <Field id="q-phone" label="Phone" error={errors.phone}>
            {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" maxLength={30} />}
          </Field>
          <Field id="q-linkedin" label="LinkedIn profile URL" error={errors.linkedInProfileUrl}>
            {(a) => <input {...a} name="linkedInProfileUrl" type="url" placeholder="https://www.linkedin.com/in/…" />}
          </Field>
          <Field
            id="q-resume"
            label="Resume (pdf, doc, docx, up to 6 MB)"
            error={errors.resume ?? errors.resumeMediaId}
          >
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
          <div class="q-row">
            <Field id="q-base" label="Desired base salary (USD)" error={errors.desiredBaseSalary}>
              {(a) => <input {...a} name="desiredBaseSalary" inputMode="numeric" />}
            </Field>
            <Field id="q-ote" label="Desired OTE (USD)" error={errors.desiredOTE}>
              {(a) => <input {...a} name="desiredOTE" inputMode="numeric" />}
            </Field>
          </div>
          <Honeypot />
          <Consent api={api} error={errors.privacyPolicyAccepted} privacyUrl={props.privacyUrl} />
          <button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Apply'}
          </button>
        </form>
      )}
    </div>
  )
}

defineWidget<Props>('quota-apply-form', ApplyForm, {
  campaignId: 'string',
  positionId: 'string',
  privacyUrl: 'string',
  accessKey: 'string',
})
