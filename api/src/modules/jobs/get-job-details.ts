/** GET jobs/{id}/details: everything the job page shows (002 §3 "Job detail"). */
import type { JobDetail, LovRef } from '@quota/shared/contracts/jobs'
import { jobDetailSeenBy } from '@quota/shared/domain/jobs/visibility'
import { mainStage } from '@quota/shared/domain/workflow/index'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type JobRow, jobStageCountsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { type JobViewer, jobViewerOf, loadJobFor, seenAs } from './access'
import {
  findCityAndState,
  findJobDetailParts,
  findListParts,
  findLovs,
  findOrganizationCard,
  findPeople,
} from './repository'
import { iso, organizationMediaUrl, toJobContact, toJobListItem, toJobPerson, toLovRef, toPersonRef } from './to-dto'

export async function getJobDetails({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string }
}): Promise<JobDetail> {
  const viewer = jobViewerOf(ctx.actor)
  const job = await loadJobFor(ctx.db, viewer, input.jobId)
  return buildJobDetail(ctx.db, job, viewer)
}

export async function buildJobDetail(db: DbOrTx, job: JobRow, viewer: JobViewer): Promise<JobDetail> {
  const now = new Date()
  const [listParts, parts, org, place, counts] = await Promise.all([
    findListParts(db, [job.id]),
    findJobDetailParts(db, job.id),
    findOrganizationCard(db, job.organizationId),
    findCityAndState(db, job.cityId, job.stateId),
    db
      .select()
      .from(jobStageCountsTable)
      .where(and(eq(jobStageCountsTable.jobId, job.id), eq(jobStageCountsTable.audience, 'client'))),
  ])
  const contacts = parts.contacts
  const hiringManagerId = contacts.find((c) => c.type === 'hiringManager')?.userId ?? null
  const clientUserId = contacts.find((c) => c.type === 'jobContact' && c.userType === 'client')?.userId ?? null
  const people = new Map(
    (
      await findPeople(
        db,
        [
          job.accountManagerId,
          job.businessDevelopmentId,
          job.ownerId,
          job.createdBy,
          hiringManagerId,
          clientUserId,
        ].filter((x): x is string => !!x),
      )
    ).map((p) => [p.id, p]),
  )
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null)
  const lovs = new Map(
    (
      await findLovs(
        db,
        [
          job.positionCategoryId,
          job.desiredPositionId,
          job.yearsOfRequiredExperienceId,
          job.recordTypeId,
          job.jobLocationTypeId,
          job.jitAutoSuggestionThresholdId,
          job.closedReasonId,
          ...job.soldIntoLevelIds,
        ].filter((x): x is string => !!x),
      )
    ).map((l) => [l.id, l]),
  )
  const lov = (id: string | null) => {
    const l = id ? lovs.get(id) : undefined
    return l ? toLovRef(l) : null
  }
  const creator = person(job.createdBy)
  const current = (stage: string) => counts.find((c) => c.stage === stage)?.current ?? 0
  const threshold = job.jitAutoSuggestionThresholdId ? lovs.get(job.jitAutoSuggestionThresholdId) : undefined
  const filter = listParts.filters[0]
  const base = toJobListItem(job, org?.name ?? '', listParts, person(job.accountManagerId), now)
  // what the viewer may not read is blanked once, by the shared rule, not field by field here
  return jobDetailSeenBy(seenAs(viewer), {
    ...base,
    createdAt: iso(job.createdAt),
    cityId: job.cityId,
    stateId: job.stateId,
    city: place.city,
    state: place.state ? { id: place.state.id, name: place.state.name, code: place.state.code } : null,
    equity: job.equity,
    clientSourcing: job.clientSourcing,
    willingToTakeFreshGraduates: job.willingToTakeFreshGraduates,
    organizationId: job.organizationId,
    organization: {
      id: job.organizationId,
      name: org?.name ?? '',
      logoUrl: organizationMediaUrl(job.organizationId, org?.logoMediaId),
      coverPhotoUrl: organizationMediaUrl(job.organizationId, org?.coverMediaId),
      type: org?.companyType ?? null,
      pronunciationAudioUrl: organizationMediaUrl(job.organizationId, org?.pronunciationAudioMediaId),
    },
    hiringManager: toJobPerson(person(hiringManagerId), now),
    clientUser: toJobPerson(person(clientUserId), now),
    accountManager: toJobPerson(person(job.accountManagerId), now),
    businessDevelopment: toJobPerson(person(job.businessDevelopmentId), now),
    owner: toJobPerson(person(job.ownerId), now),
    createdBy: creator
      ? { by: creator.userType === 'client' ? 'client' : 'provider', person: toPersonRef(creator) }
      : null,
    positionCategory: lov(job.positionCategoryId),
    desiredPosition: lov(job.desiredPositionId),
    yearsOfRequiredExperience: lov(job.yearsOfRequiredExperienceId),
    recordType: lov(job.recordTypeId),
    jobLocationType: lov(job.jobLocationTypeId),
    jitAutoSuggestionThreshold: threshold
      ? { id: threshold.id, key: threshold.identifier ?? threshold.id, value: threshold.value }
      : null,
    closedReason: lov(job.closedReasonId),
    closedReasonNotes: job.closedReasonNotes,
    postingLink: job.postingLink,
    prepNote: job.prepNoteLink,
    clientJobDescription: job.clientJobDescription,
    details: job.details,
    sourcingNotes: job.sourcingNotes,
    interviewProcess: job.interviewProcess,
    feePercentage: Number(job.feePercentage),
    currency: job.currency,
    jobLevel: job.jobLevel,
    soldIntoLevels: job.soldIntoLevelIds.map(lov).filter((l): l is LovRef => l !== null),
    salesforceId: job.salesforceId,
    workArrangement: job.workArrangement,
    sourcingLocationType: job.sourcingLocationType,
    preferredOfficeHourIds: job.preferredOfficeHourIds,
    jobEmailSnippet: job.emailSnippetHtml,
    isJobEmailSnippetPublished: job.isEmailSnippetPublished,
    skills: parts.skills.map(toLovRef),
    jobTargetCompanies: parts.targetCompanies,
    jobClientVerticals: parts.clientVerticals.map(toLovRef),
    jobTargetVerticals: parts.targetVerticals.map(toLovRef),
    sourcers: parts.sourcers.map(toPersonRef),
    contacts: contacts.map(toJobContact),
    jobStage: mainStage({ submittal: current('submittal'), sendOut: current('send_out'), offer: current('offer') }),
    filterJson: filter?.filterItems ?? [],
  })
}
