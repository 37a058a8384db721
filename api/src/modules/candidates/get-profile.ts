/** The profile reads: summary, salary, completion and missing fields, work experience, education, skills. */
import { and, desc, eq } from 'drizzle-orm'
import { workExperiencesTable } from '../../db/schema'
import { candidateFor } from './access'
import { completionOf } from './completion'
import type { CandidateCtx } from './context'
import { educationsOf, experiencesOf, groupExperiences, portfolioOf, summaryOf, viewerOf } from './view'

type In = { ctx: CandidateCtx; input: { candidateId: string; antiBias?: boolean | undefined } }

export async function getSummary({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  return summaryOf(ctx, candidate, viewerOf(ctx, input.antiBias ?? false))
}

export async function getWorkExperience({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const items = await experiencesOf(ctx, candidate, viewerOf(ctx, input.antiBias ?? false))
  return { items, groups: groupExperiences(items) }
}

export async function getEducation({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  return educationsOf(ctx, candidate, viewerOf(ctx, input.antiBias ?? false))
}

export async function getSkills({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  return (await summaryOf(ctx, candidate, viewerOf(ctx, false))).skills
}

export async function getPortfolio({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  return portfolioOf(ctx, candidate, viewerOf(ctx, input.antiBias ?? false))
}

export async function getCompletion({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const { percentage, missingFields } = await completionOf(ctx.db, candidate)
  return { candidateId: candidate.id, profilePercentage: percentage, missingFields }
}

/** Salary wishes and the current workplace's pay; a client does not see a confidential salary. */
export async function getSalary({ ctx, input }: In) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const hide = ctx.actor.userType === 'client' && candidate.isSalaryConfidential
  const [current] = await ctx.db
    .select({ salary: workExperiencesTable.salary, ote: workExperiencesTable.ote })
    .from(workExperiencesTable)
    .where(and(eq(workExperiencesTable.candidateId, candidate.id), eq(workExperiencesTable.isCurrent, true)))
    .orderBy(desc(workExperiencesTable.fromDate))
    .limit(1)
  return {
    candidateId: candidate.id,
    desiredBaseSalary: hide ? null : candidate.desiredBaseSalary,
    desiredOTE: hide ? null : candidate.desiredOte,
    desiredVariable: hide ? null : candidate.desiredVariable,
    isSalaryConfidential: candidate.isSalaryConfidential,
    currentSalary: hide ? null : (current?.salary ?? null),
    currentOTE: hide ? null : (current?.ote ?? null),
  }
}
