/**
 * POST jobs/{id}/clone: a new Open job with the same setup (fields, skills, target companies,
 * verticals, locations, time zones, contacts, sourcers and search filter), opened today, with no
 * candidates, no snippet and no close data.
 */
import type { JobDetail } from '@quota/shared/contracts/jobs'
import { cloneJobName } from '@quota/shared/domain/jobs/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import {
  jobClientVerticalsTable,
  jobContactsTable,
  jobLocationsTable,
  jobSearchFiltersTable,
  jobSkillsTable,
  jobSourcersTable,
  jobsTable,
  jobTargetCompaniesTable,
  jobTargetVerticalsTable,
  jobTimezonesTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'
import { enqueueJobRecommendations } from '../recommendations/engine'
import { enqueueSearchSync } from '../search'
import { enqueueJobMatching } from '../search/job-matching'
import { jobViewerOf, loadJobFor, requireWriter } from './access'
import { buildJobDetail } from './get-job-details'

export async function cloneJob({ ctx, input }: { ctx: UseCaseContext; input: { jobId: string } }): Promise<JobDetail> {
  const viewer = jobViewerOf(ctx.actor)
  return ctx.db.transaction(async (tx) => {
    const source = await loadJobFor(tx, viewer, input.jobId)
    requireWriter(viewer)
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      statusChangedAt: _s,
      openDate: _o,
      closedDate: _cd,
      closedReasonId: _cr,
      closedReasonNotes: _crn,
      emailSnippetHtml: _e,
      isEmailSnippetPublished: _ep,
      deletedAt: _d,
      ...copy
    } = source
    const [job] = await tx
      .insert(jobsTable)
      .values({
        ...copy,
        name: cloneJobName(source.name),
        status: 'open',
        currentOpenings: source.totalOpenings,
        createdBy: ctx.actor.userId,
      })
      .returning()
    const jobId = job!.id
    const from = source.id
    const skills = await tx.select().from(jobSkillsTable).where(eq(jobSkillsTable.jobId, from))
    if (skills.length) await tx.insert(jobSkillsTable).values(skills.map((r) => ({ jobId, skillId: r.skillId })))
    const companies = await tx.select().from(jobTargetCompaniesTable).where(eq(jobTargetCompaniesTable.jobId, from))
    if (companies.length)
      await tx
        .insert(jobTargetCompaniesTable)
        .values(companies.map((r) => ({ jobId, organizationId: r.organizationId })))
    const cv = await tx.select().from(jobClientVerticalsTable).where(eq(jobClientVerticalsTable.jobId, from))
    if (cv.length) await tx.insert(jobClientVerticalsTable).values(cv.map((r) => ({ jobId, industryId: r.industryId })))
    const tv = await tx.select().from(jobTargetVerticalsTable).where(eq(jobTargetVerticalsTable.jobId, from))
    if (tv.length) await tx.insert(jobTargetVerticalsTable).values(tv.map((r) => ({ jobId, industryId: r.industryId })))
    const locations = await tx.select().from(jobLocationsTable).where(eq(jobLocationsTable.jobId, from))
    if (locations.length)
      await tx
        .insert(jobLocationsTable)
        .values(locations.map((r) => ({ jobId, cityId: r.cityId, stateId: r.stateId, sortOrder: r.sortOrder })))
    const zones = await tx.select().from(jobTimezonesTable).where(eq(jobTimezonesTable.jobId, from))
    if (zones.length) await tx.insert(jobTimezonesTable).values(zones.map((r) => ({ jobId, timezoneId: r.timezoneId })))
    const contacts = await tx.select().from(jobContactsTable).where(eq(jobContactsTable.jobId, from))
    if (contacts.length)
      await tx
        .insert(jobContactsTable)
        .values(
          contacts.map((r) => ({ jobId, userId: r.userId, type: r.type, role: r.role, createdBy: ctx.actor.userId })),
        )
    const sourcers = await tx.select().from(jobSourcersTable).where(eq(jobSourcersTable.jobId, from))
    if (sourcers.length)
      await tx
        .insert(jobSourcersTable)
        .values(sourcers.map((r) => ({ jobId, userId: r.userId, addedBy: ctx.actor.userId })))
    const [filter] = await tx.select().from(jobSearchFiltersTable).where(eq(jobSearchFiltersTable.jobId, from))
    if (filter) {
      await tx.insert(jobSearchFiltersTable).values({
        jobId,
        filterItems: filter.filterItems,
        hasProviderFiltersOnly: filter.hasProviderFiltersOnly,
        updatedBy: ctx.actor.userId,
      })
      // the copied filter's matching list, computed as when a filter is saved (issue 33)
      await enqueueJobMatching(tx, jobId, { requestId: ctx.requestId })
    }
    // and its recommended pools, as for any job that opens
    await enqueueJobRecommendations(tx, jobId, { requestId: ctx.requestId })
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: jobId,
      action: 'clone',
      after: { clonedFrom: from, name: job!.name },
    })
    await enqueueSearchSync(tx, 'jobs', [jobId], { requestId: ctx.requestId })
    return buildJobDetail(tx, job!, viewer)
  })
}
