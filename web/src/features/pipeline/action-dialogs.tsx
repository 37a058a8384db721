/**
 * What each stage action asks before it runs: a form in a dialog (reject, track offer, move to
 * hired, schedule, request for info, pitch opportunity, pitch, hide), a confirmation (delete,
 * un-submit, withdraw), or nothing. Forms check the spec's rules first (validators.ts) and show
 * the server's field messages when it disagrees.
 */
import type { StageActionResult } from '@quota/shared/contracts/pipeline'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { ACTION_NAMES, type Action } from '@quota/shared/domain/workflow/vocabulary'
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react'
import { type ConfirmOptions, confirmDialog, openDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Checkbox } from '../../ui/checkbox'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { DialogFormActions } from '../../ui/dialog-actions'
import { Select } from '../../ui/select'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { OfferInsights } from '../offers/offer-insights'
import { useListOfValues } from '../reference/state'
import { NotesField, useFormSubmit } from './action-form'
import { fetchCandidateStatus, type JobCandidateListItem } from './api'
import { stageText } from './format'
import { ScheduleInterviewForm } from './schedule-interview-form'
import { runAction } from './state'
import {
  type Errors,
  type HireValues,
  isValid,
  type OfferValues,
  parseAmount,
  validateHire,
  validateMessage,
  validateOffer,
  validateReject,
  validateRequestInfo,
} from './validators'

export interface ActionContext {
  /** The viewer is provider staff (else a client). */
  provider: boolean
}

type FormProps = { item: JobCandidateListItem; ctx: ActionContext; close: (result?: StageActionResult) => void }

/** The success toast after an action. */
export function successMessage(item: JobCandidateListItem, action: Action, result: StageActionResult): string {
  const name = item.candidate.fullName
  switch (action) {
    case 'delete':
      return `${name} was removed from this job.`
    case 'sendSnippet':
    case 'resendSnippet':
      return `The job snippet was sent to ${name}.`
    case 'pushToATS':
      // the push runs in the background: the row's ATS badge shows when the ATS has the candidate (or why not)
      return `${name} is being sent to the applicant tracking system; the row shows when it arrives.`
    case 'pitch':
      return `${name} was pitched.`
    case 'pitchInMail':
      // Quota never sends an InMail: the recruiter sends the draft on the site, then confirms it
      return `The InMail to ${name} is drafted (InMail Sequence); it goes out when you send it on the professional network.`
    default:
      return `${name}: ${stageText(result.stage)}`
  }
}

/** Runs an action from a form, toasts it and closes the dialog with the result. */
async function completeAction<A extends Action>(
  item: JobCandidateListItem,
  action: A,
  body: Parameters<typeof runAction<A>>[2],
  close: FormProps['close'],
) {
  const result = await runAction(item, action, body)
  toast.success(successMessage(item, action, result))
  close(result)
  return result
}

/** Submits an action from a form: field errors from the server go on their fields. */
function useActionSubmit<A extends Action>(item: JobCandidateListItem, action: A, close: FormProps['close']) {
  return useFormSubmit(async (body: Parameters<typeof runAction<A>>[2]) => {
    await completeAction(item, action, body, close)
  })
}

function Who({ item, children }: { item: JobCandidateListItem; children?: ReactNode }) {
  return (
    <p className="dialog-subject">
      <strong>{item.candidate.fullName}</strong> · {stageText(item.stage)}
      {children}
    </p>
  )
}

// ---------------------------------------------------------------------------------------------
// Reject: reasons of the rejecting party (plus interview reasons past the submittal), the notice.

function RejectForm({ item, ctx, close }: FormProps) {
  const party = ctx.provider ? 'provider' : 'client'
  const notifications = useListOfValues('rejectionNotification')
  const reasons = useListOfValues('rejectionNotificationReason')
  const interviewStage = item.stage.stageType !== 'submittal'
  const interviewReasons = useListOfValues(interviewStage ? 'interviewRejectionReason' : null)
  const notice = notifications.items.find((n) => n.identifier === party)
  const options = useMemo(
    () => [
      ...reasons.items.filter((r) => !notice || r.parentId === notice.id).map((r) => ({ value: r.id, label: r.value })),
      ...interviewReasons.items.map((r) => ({ value: r.id, label: r.value })),
    ],
    [reasons.items, interviewReasons.items, notice],
  )
  const [values, setValues] = useState({ reasonIds: [] as string[], sendNotification: true, notes: '' })
  const [errors, setErrors] = useState<Errors>({})
  const { pending, formError, serverErrors, submit } = useActionSubmit(item, 'reject', close)

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateReject(values)
    setErrors(found)
    if (!isValid(found)) return
    void submit({
      reasonIds: values.reasonIds,
      sendNotification: values.sendNotification,
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Reject candidate">
      <Who item={item} />
      {reasons.loading ? (
        <p className="muted">Loading reasons…</p>
      ) : (
        <CheckboxGroup
          legend="Reasons"
          name="reasonIds"
          required
          max={10}
          options={options}
          value={values.reasonIds}
          onChange={(reasonIds) => setValues((v) => ({ ...v, reasonIds }))}
          error={errors.reasonIds ?? serverErrors.reasonIds}
        />
      )}
      <Checkbox
        name="sendNotification"
        label={`Send the candidate the “${notice?.value ?? 'Not Moving Forward'}” notification`}
        checked={values.sendNotification}
        onChange={(e) => setValues((v) => ({ ...v, sendNotification: e.target.checked }))}
      />
      <NotesField
        value={values.notes}
        onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
        error={errors.notes ?? serverErrors.notes}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Reject" danger onCancel={() => close()} />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// Track offer / update offer

/**
 * Fills the salary and OTE fields the user has not typed in from the offer already tracked for
 * the candidate (update offer, move to hired). A late answer after the dialog closed is ignored.
 */
function useTrackedOffer(
  item: JobCandidateListItem,
  enabled: boolean,
  setValues: (update: <V extends { salary: string; ote: string }>(v: V) => V) => void,
) {
  useEffect(() => {
    if (!enabled) return
    let live = true
    fetchCandidateStatus(item.stage.jobId, item.candidate.id)
      .then((status) => {
        const offer = status.offer
        if (!live || !offer) return
        setValues((v) => ({
          ...v,
          salary: v.salary || (offer.salary != null ? String(offer.salary) : ''),
          ote: v.ote || (offer.ote != null ? String(offer.ote) : ''),
        }))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [enabled, item, setValues])
}

/** The typed amounts when they make an offer (both in range, base below OTE), for the comparison. */
function offerDraft(values: OfferValues): { baseSalary: number; ote: number } | null {
  const baseSalary = parseAmount(values.salary)
  const ote = parseAmount(values.ote)
  const { min, max } = LIMITS.trackOffer
  if (baseSalary === null || ote === null || baseSalary < min || ote > max || baseSalary >= ote) return null
  return { baseSalary, ote }
}

function OfferForm({ item, close, action }: FormProps & { action: 'trackOffer' | 'updateOffer' }) {
  const offerTypes = useListOfValues('offerType')
  const [values, setValues] = useState<OfferValues>({ offerTypeId: '', salary: '', ote: '', additionalInfoNotes: '' })
  const [errors, setErrors] = useState<Errors>({})
  const { pending, formError, serverErrors, submit } = useActionSubmit(item, action, close)

  useTrackedOffer(item, action === 'updateOffer' && Boolean(item.stage.jobId), setValues)

  const set = (key: keyof OfferValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateOffer(values)
    setErrors(found)
    if (!isValid(found)) return
    void submit({
      salary: parseAmount(values.salary)!,
      ote: parseAmount(values.ote)!,
      ...(values.offerTypeId ? { offerTypeId: values.offerTypeId } : {}),
      ...(values.additionalInfoNotes.trim() ? { additionalInfoNotes: values.additionalInfoNotes.trim() } : {}),
    })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={ACTION_NAMES[action]}>
      <Who item={item} />
      <Select
        label="Offer type"
        name="offerTypeId"
        placeholder="Choose an offer type"
        options={offerTypes.items.map((o) => ({ value: o.id, label: o.value }))}
        value={values.offerTypeId}
        onChange={set('offerTypeId')}
      />
      <div className="form-grid-2">
        <TextField
          label="Base salary (USD)"
          name="salary"
          inputMode="numeric"
          required
          autoComplete="off"
          value={values.salary}
          onChange={set('salary')}
          error={errors.salary ?? serverErrors.salary}
          hint="10,000 to 1,000,000"
        />
        <TextField
          label="OTE (USD)"
          name="ote"
          inputMode="numeric"
          required
          autoComplete="off"
          value={values.ote}
          onChange={set('ote')}
          error={errors.ote ?? serverErrors.ote}
          hint="On-target earnings, above the base salary"
        />
      </div>
      <TextArea
        label="Additional information"
        name="additionalInfoNotes"
        maxLength={LIMITS.notes}
        value={values.additionalInfoNotes}
        onChange={set('additionalInfoNotes')}
        error={errors.additionalInfoNotes ?? serverErrors.additionalInfoNotes}
      />
      {item.stage.jobId && (
        <OfferInsights jobId={item.stage.jobId} candidateId={item.candidate.id} draft={offerDraft(values)} />
      )}
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label={ACTION_NAMES[action]} onCancel={() => close()} />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// Move to hired

function HireForm({ item, close }: FormProps) {
  const [values, setValues] = useState<HireValues>({
    joiningDate: '',
    salary: '',
    ote: '',
    stockOptions: '',
    notes: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const { pending, formError, serverErrors, submit } = useActionSubmit(item, 'moveToHired', close)

  useTrackedOffer(item, true, setValues)

  const set = (key: keyof HireValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateHire(values)
    setErrors(found)
    if (!isValid(found)) return
    const salary = parseAmount(values.salary)
    const ote = parseAmount(values.ote)
    void submit({
      joiningDate: values.joiningDate.trim(),
      ...(salary !== null ? { salary } : {}),
      ...(ote !== null ? { ote } : {}),
      ...(values.stockOptions.trim() ? { stockOptions: values.stockOptions.trim() } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Move to hired">
      <Who item={item} />
      <TextField
        label="Joining date"
        name="joiningDate"
        type="date"
        required
        value={values.joiningDate}
        onChange={set('joiningDate')}
        error={errors.joiningDate ?? serverErrors.joiningDate}
      />
      <div className="form-grid-2">
        <TextField
          label="Base salary (USD)"
          name="salary"
          inputMode="numeric"
          autoComplete="off"
          value={values.salary}
          onChange={set('salary')}
          error={errors.salary ?? serverErrors.salary}
          hint="Defaults to the tracked offer"
        />
        <TextField
          label="OTE (USD)"
          name="ote"
          inputMode="numeric"
          autoComplete="off"
          value={values.ote}
          onChange={set('ote')}
          error={errors.ote ?? serverErrors.ote}
        />
      </div>
      <TextField
        label="Stock options"
        name="stockOptions"
        value={values.stockOptions}
        onChange={set('stockOptions')}
        error={errors.stockOptions ?? serverErrors.stockOptions}
      />
      <NotesField value={values.notes} onChange={set('notes')} error={errors.notes ?? serverErrors.notes} />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Move to Hired" onCancel={() => close()} />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// Schedule an interview: the shared form, called through the workspace's store

function ScheduleForm({ item, close, timezone }: FormProps & { timezone: string }) {
  return (
    <ScheduleInterviewForm
      subject={<Who item={item} />}
      timezone={timezone}
      defaultsFor={{ jobId: item.stage.jobId, candidateId: item.candidate.id }}
      onSubmit={(body) => completeAction(item, 'scheduleInterview', body, close)}
      onCancel={() => close()}
    />
  )
}

// ---------------------------------------------------------------------------------------------
// Request for info (client)

function RequestInfoForm({ item, close }: FormProps) {
  const questions = useListOfValues('additionalInfoQuestions')
  const [values, setValues] = useState({ questionIds: [] as string[], notes: '' })
  const [errors, setErrors] = useState<Errors>({})
  const { pending, formError, serverErrors, submit } = useActionSubmit(item, 'requestForInfo', close)

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateRequestInfo(values)
    setErrors(found)
    if (!isValid(found)) return
    void submit({
      ...(values.questionIds.length ? { questionIds: values.questionIds } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Request for info">
      <Who item={item} />
      <CheckboxGroup
        legend="What would you like to know?"
        name="questionIds"
        max={10}
        options={questions.items.map((q) => ({ value: q.id, label: q.value }))}
        value={values.questionIds}
        onChange={(questionIds) => setValues((v) => ({ ...v, questionIds }))}
        error={errors.questionIds ?? serverErrors.questionIds}
      />
      <NotesField
        value={values.notes}
        onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
        error={errors.notes ?? serverErrors.notes}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Send request" onCancel={() => close()} />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// Pitch opportunity (client), pitch by e-mail or InMail (provider)

function OpportunityForm({ item, close }: FormProps) {
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { pending, formError, serverErrors, submit } = useActionSubmit(item, 'pitchOpportunity', close)
  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const problem = notes.trim().length > LIMITS.message ? `Must be at most ${LIMITS.message} characters.` : undefined
    setError(problem)
    if (problem) return
    void submit(notes.trim() ? { notes: notes.trim() } : {})
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Pitch opportunity">
      <Who item={item} />
      <p>The candidate receives a link to say whether they are interested.</p>
      <TextArea
        label="Message to the candidate"
        name="notes"
        maxLength={LIMITS.message}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        error={error ?? serverErrors.notes}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Pitch Opportunity" onCancel={() => close()} />
    </form>
  )
}

function PitchForm({ item, close, action }: FormProps & { action: 'pitch' | 'pitchInMail' }) {
  const inMail = action === 'pitchInMail'
  const max = inMail ? LIMITS.professionalNetworkMessage : LIMITS.message
  const [values, setValues] = useState({ subject: '', message: '' })
  const [errors, setErrors] = useState<Errors>({})
  const { pending, formError, serverErrors, submit } = useActionSubmit(item, action, close)
  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateMessage(values, { subject: !inMail, max })
    setErrors(found)
    if (!isValid(found)) return
    void submit(
      inMail ? { message: values.message.trim() } : { subject: values.subject.trim(), message: values.message.trim() },
    )
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={ACTION_NAMES[action]}>
      <Who item={item} />
      {!inMail && (
        <TextField
          label="Subject"
          name="subject"
          required
          maxLength={LIMITS.emailSubject}
          value={values.subject}
          onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))}
          error={errors.subject ?? serverErrors.subject}
        />
      )}
      <TextArea
        label="Message"
        name="message"
        required
        rows={5}
        maxLength={max}
        value={values.message}
        onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
        error={errors.message ?? serverErrors.message}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Send pitch" onCancel={() => close()} />
    </form>
  )
}

function HideForm({ item, close }: FormProps) {
  const reasons = useListOfValues('hidingCandidateReason')
  const [reasonId, setReasonId] = useState('')
  const { pending, formError, submit } = useActionSubmit(item, 'hide', close)
  function onSubmit(e: FormEvent) {
    e.preventDefault()
    void submit(reasonId ? { reasonId } : {})
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Hide candidate">
      <Who item={item} />
      <Select
        label="Reason"
        name="reasonId"
        placeholder="No reason"
        options={reasons.items.map((r) => ({ value: r.id, label: r.value }))}
        value={reasonId}
        onChange={(e) => setReasonId(e.target.value)}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Hide" onCancel={() => close()} />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------

const FORM_TITLES: Partial<Record<Action, string>> = {
  reject: 'Reject candidate',
  trackOffer: 'Track offer',
  updateOffer: 'Update offer',
  moveToHired: 'Move to hired',
  scheduleInterview: 'Schedule interview',
  requestForInfo: 'Request for info',
  pitchOpportunity: 'Pitch opportunity',
  pitch: 'Pitch by e-mail',
  pitchInMail: 'Pitch by InMail',
  hide: 'Hide candidate',
}

function formFor(action: Action, props: FormProps, timezone: string): ReactNode | null {
  switch (action) {
    case 'reject':
      return <RejectForm {...props} />
    case 'trackOffer':
    case 'updateOffer':
      return <OfferForm {...props} action={action} />
    case 'moveToHired':
      return <HireForm {...props} />
    case 'scheduleInterview':
      return <ScheduleForm {...props} timezone={timezone} />
    case 'requestForInfo':
      return <RequestInfoForm {...props} />
    case 'pitchOpportunity':
      return <OpportunityForm {...props} />
    case 'pitch':
    case 'pitchInMail':
      return <PitchForm {...props} action={action} />
    case 'hide':
      return <HideForm {...props} />
    default:
      return null
  }
}

const CONFIRMS: Partial<Record<Action, (name: string) => ConfirmOptions>> = {
  delete: (name) => ({
    title: 'Remove from this job',
    icon: 'warning',
    body: `Remove ${name} from this job's lists? The history is kept.`,
    confirmLabel: 'Remove',
    danger: true,
  }),
  unsubmit: (name) => ({
    title: 'Un-submit candidate',
    icon: 'warning',
    body: `Take back the submittal of ${name}? They go back to the shortlist.`,
    confirmLabel: 'Un-Submit',
  }),
  withdrawOpportunity: (name) => ({
    title: 'Withdraw opportunity',
    icon: 'warning',
    body: `Withdraw the opportunity pitched to ${name}?`,
    confirmLabel: 'Withdraw',
    danger: true,
  }),
}

/** What a click on an action button does: a form, a confirmation, or the action at once. */
export async function startAction(
  item: JobCandidateListItem,
  action: Action,
  ctx: ActionContext & { timezone: string },
): Promise<StageActionResult | undefined> {
  const title = FORM_TITLES[action]
  if (title) {
    return openDialog<StageActionResult>(title, (close) => formFor(action, { item, ctx, close }, ctx.timezone))
  }
  const confirm = CONFIRMS[action]
  if (confirm && !(await confirmDialog(confirm(item.candidate.fullName)))) return undefined
  try {
    const result = await runAction(item, action, {})
    toast.success(successMessage(item, action, result))
    return result
  } catch (error) {
    if (isApiError(error) && [400, 404, 409, 422].includes(error.status)) toast.error(error.message)
    return undefined
  }
}
