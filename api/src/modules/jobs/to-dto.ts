/** Rows -> the public shapes of shared/contracts/jobs. */
import type {
  ActiveCandidate,
  JobContact,
  JobListItem,
  JobPerson,
  LovRef,
  PersonRef,
} from '@quota/shared/contracts/jobs'
import { elapsedDays } from '@quota/shared/domain/jobs/index'
import { JOB_STATUS_NAMES } from '@quota/shared/domain/workflow/vocabulary'
import type { JobRow } from '../../db/schema'
import type { findListParts, PersonRow } from './repository'

export const mediaUrl = (id: string | null | undefined) => (id ? `/api/media-content/${id}/stream` : null)
/** An organization's file (logo, cover, culture media): readable by anyone, like the organization's profile. */
export const organizationMediaUrl = (organizationId: string, id: string | null | undefined) =>
  id ? `/api/organizations/${organizationId}/media/${id}/stream` : null
export const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d).toISOString() : d.toISOString())
/** Drizzle answers `date` columns as strings; keep YYYY-MM-DD either way. */
export const day = (d: Date | string | null): string | null =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim()

export function toPersonRef(p: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email'>): PersonRef {
  return { id: p.id, name: fullName(p), firstName: p.firstName, lastName: p.lastName, email: p.email }
}

/** The person's UTC offset and wall-clock time now (+00:00 and UTC when no time zone is known). */
export function zoneNow(timezone: string | null, now: Date): { timezoneOffset: string; localTime: string } {
  const zone = timezone ?? 'UTC'
  try {
    const offsetPart = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value
    const offset = offsetPart && offsetPart !== 'GMT' ? offsetPart.replace('GMT', '') : '+00:00'
    const localTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now)
    return { timezoneOffset: offset, localTime }
  } catch {
    return zoneNow(null, now)
  }
}

export function toJobPerson(p: PersonRow | null | undefined, now: Date): JobPerson | null {
  if (!p) return null
  return { ...toPersonRef(p), phone: p.phone, ...zoneNow(p.timezone, now) }
}

export const toLovRef = (l: { id: string; value: string; identifier: string | null }): LovRef => ({
  id: l.id,
  value: l.value,
  identifier: l.identifier,
})

type ListParts = Awaited<ReturnType<typeof findListParts>>

export function toJobListItem(
  job: JobRow,
  organizationName: string,
  parts: ListParts,
  accountManager: PersonRow | null,
  now: Date,
): JobListItem {
  const filter = parts.filters.find((f) => f.jobId === job.id)
  return {
    id: job.id,
    name: job.name,
    currentOpenings: job.currentOpenings,
    totalOpenings: job.totalOpenings,
    baseSalaryLow: job.baseSalaryLow,
    baseSalaryHigh: job.baseSalaryHigh,
    OTERangeLow: job.oteLow,
    OTERangeHigh: job.oteHigh,
    openDate: day(job.openDate)!,
    closedDate: day(job.closedDate),
    kickoffDate: day(job.kickoffDate),
    updatedAt: iso(job.updatedAt),
    elapsedDays: elapsedDays(day(job.openDate)!, day(job.closedDate), now),
    status: { id: job.status, name: JOB_STATUS_NAMES[job.status] },
    organization: { id: job.organizationId, name: organizationName },
    accountManager: accountManager ? toPersonRef(accountManager) : null,
    currentStatus: JOB_STATUS_NAMES[job.status],
    isRemote: job.isRemote,
    isConfidential: job.isConfidential,
    hasFilters: (filter?.filterItems.length ?? 0) > 0,
    hasProviderFiltersOnly: (filter?.filterItems.length ?? 0) > 0 && (filter?.hasProviderFiltersOnly ?? false),
    jobLocations: parts.locations
      .filter((l) => l.jobId === job.id)
      .map((l) => ({
        cityId: l.cityId,
        stateId: l.stateId ?? null,
        cityName: l.cityName,
        stateName: l.stateName,
        stateCode: l.stateCode ?? l.cityStateCode,
      })),
    jobTimezones: parts.timezones
      .filter((t) => t.jobId === job.id)
      .map((t) => ({ timezoneId: t.timezoneId, timezoneName: t.timezoneName })),
    favoriteByUsers: parts.favorites.filter((f) => f.jobId === job.id).map((f) => f.userId),
    isNextGenFiltersEnable: job.isNextGenFiltersEnabled,
  }
}

export function toJobContact(c: JobContact): JobContact {
  return {
    id: c.id,
    userId: c.userId,
    type: c.type,
    role: c.role,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    userType: c.userType,
  }
}

export function toActiveCandidate(r: ActiveCandidate): ActiveCandidate {
  return {
    candidateId: r.candidateId,
    firstName: r.firstName,
    lastName: r.lastName,
    stageType: r.stageType,
    stageStatus: r.stageStatus,
    currentStatus: r.currentStatus,
  }
}
