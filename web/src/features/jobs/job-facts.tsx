/**
 * The Job tab's facts outside edit mode: every field the edit form changes. The provider's own
 * fields (fee, notes, people on the provider's side, bookkeeping) only for provider staff; the API
 * answers a client no fee or notes, and the rest is not the client's business either.
 */
import { SOURCING_LOCATION_TYPE_LABELS, WORK_ARRANGEMENT_LABELS } from '@quota/shared/domain/enums'
import { formatDate, formatRange } from '../pipeline/format'
import type { JobDetail } from './api'
import { placeLabel } from './job-form'

const list = (names: readonly string[]) => names.join(', ') || '—'
const yesNo = (b: boolean) => (b ? 'Yes' : 'No')

/** [field, label, text]: the field names the row for tests and the edit form's field of the same name. */
type Fact = [string, string, string]

function everyoneFacts(job: JobDetail): Fact[] {
  return [
    ['organization', 'Client', job.organization.name],
    ['status', 'Status', job.status.name],
    ['openings', 'Openings', `${job.currentOpenings} of ${job.totalOpenings}`],
    ['openDate', 'Open date', formatDate(job.openDate)],
    ['kickoffDate', 'Kickoff date', formatDate(job.kickoffDate)],
    ['baseSalary', 'Base salary', formatRange(job.baseSalaryLow, job.baseSalaryHigh)],
    ['OTE', 'OTE', formatRange(job.OTERangeLow, job.OTERangeHigh)],
    ['currency', 'Currency', job.currency],
    ['equity', 'Equity', job.equity ?? '—'],
    ['isRemote', 'Remote', job.isRemote ? `Yes${job.jobLocationType ? ` (${job.jobLocationType.value})` : ''}` : 'No'],
    ['jobLocations', 'Locations', job.jobLocations.map(placeLabel).filter(Boolean).join('; ') || '—'],
    ['desiredPositionId', 'Position', job.desiredPosition?.value ?? job.positionCategory?.value ?? '—'],
    ['yearsOfRequiredExperienceId', 'Years of required experience', job.yearsOfRequiredExperience?.value ?? '—'],
    ['jobLevel', 'Job level', job.jobLevel ?? '—'],
    ['workArrangement', 'Work arrangement', job.workArrangement ? WORK_ARRANGEMENT_LABELS[job.workArrangement] : '—'],
    [
      'sourcingLocationType',
      'Where to source',
      job.sourcingLocationType ? SOURCING_LOCATION_TYPE_LABELS[job.sourcingLocationType] : '—',
    ],
    ['timezoneIds', 'Time zones', list(job.jobTimezones.map((z) => z.timezoneName))],
    ['skillIds', 'Skills', list(job.skills.map((s) => s.value))],
    ['targetCompanyIds', 'Target companies', list(job.jobTargetCompanies.map((c) => c.name))],
    ['targetVerticalIds', 'Target verticals', list(job.jobTargetVerticals.map((v) => v.value))],
    ['clientVerticalIds', 'Client verticals', list(job.jobClientVerticals.map((v) => v.value))],
    ['soldIntoLevelIds', 'Sold-into levels', list(job.soldIntoLevels.map((l) => l.value))],
    ['isConfidential', 'Confidential', yesNo(job.isConfidential)],
    ['clientSourcing', 'Client sources too', yesNo(job.clientSourcing)],
    ['willingToTakeFreshGraduates', 'Fresh graduates welcome', yesNo(job.willingToTakeFreshGraduates)],
    ['postingLink', 'Posting link', job.postingLink ?? '—'],
    ['prepNoteLink', 'Prep note link', job.prepNote ?? '—'],
    ['accountManagerId', 'Account manager', job.accountManager?.name ?? '—'],
    ['hiringManagerId', 'Hiring manager', job.hiringManager?.name ?? '—'],
    ['clientUserId', 'Job contact', job.clientUser?.name ?? '—'],
  ]
}

function staffFacts(job: JobDetail): Fact[] {
  return [
    ['feePercentage', 'Fee', job.feePercentage === null ? '—' : `${job.feePercentage}%`],
    ['businessDevelopmentId', 'Business development', job.businessDevelopment?.name ?? '—'],
    ['ownerId', 'Owner', job.owner?.name ?? '—'],
    ['sourcerIds', 'Sourcers', list(job.sourcers.map((p) => p.name))],
    ['recordTypeId', 'Record type', job.recordType?.value ?? '—'],
    ['jitAutoSuggestionThresholdId', 'JIT auto-suggestion threshold', job.jitAutoSuggestionThreshold?.value ?? '—'],
    ['isNextGenFiltersEnable', 'Next-gen search filters', yesNo(job.isNextGenFiltersEnable)],
    ['salesforceId', 'CRM id', job.salesforceId ?? '—'],
  ]
}

function Texts({ texts }: { texts: [string, string, string | null][] }) {
  const shown = texts.filter(([, , text]) => text)
  if (!shown.length) return null
  return (
    <dl className="stack">
      {shown.map(([field, label, text]) => (
        <div key={field} data-field={field}>
          <dt className="field-label">{label}</dt>
          <dd className="prewrap">{text}</dd>
        </div>
      ))}
    </dl>
  )
}

export function JobFacts({ job, staff }: { job: JobDetail; staff: boolean }) {
  const facts = staff ? [...everyoneFacts(job), ...staffFacts(job)] : everyoneFacts(job)
  return (
    <>
      <dl className="details-list">
        {facts.map(([field, label, text]) => (
          <div key={field} data-field={field}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <Texts
        texts={[
          ['interviewProcess', 'Interview process', job.interviewProcess],
          ['details', 'Other details', job.details],
          ...(staff ? [['sourcingNotes', 'Sourcing notes', job.sourcingNotes] as [string, string, string | null]] : []),
        ]}
      />
    </>
  )
}
