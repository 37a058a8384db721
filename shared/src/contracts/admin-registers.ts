/** The admin registers (issue 20 item 11): e-mail whitelist, location and compensation-estimate mappings, next-gen filters, LinkedIn projects. */
import * as z from 'zod'
import { REGISTER_LIMITS } from '../domain/admin/registers'

const text = (max: number) => z.string().trim().min(1).max(max)

export const WhitelistEntry = z.object({
  id: z.uuid(),
  email: z.string().describe('An address, or a whole domain written @example.com'),
  note: z.string().nullable(),
  createdAt: z.string(),
})
export type WhitelistEntry = z.infer<typeof WhitelistEntry>
export const WhitelistEntryInput = z.strictObject({
  email: text(REGISTER_LIMITS.emailMax),
  note: z.string().trim().max(200).nullable().default(null),
})
export type WhitelistEntryInput = z.input<typeof WhitelistEntryInput>

export const LocationMapping = z.object({
  id: z.uuid(),
  term: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  stateCode: z.string().nullable(),
  createdAt: z.string(),
})
export type LocationMapping = z.infer<typeof LocationMapping>
export const LocationMappingInput = z.strictObject({
  term: text(REGISTER_LIMITS.termMax).describe('The location as people type it ("Bay Area")'),
  cityId: text(40),
})
export type LocationMappingInput = z.input<typeof LocationMappingInput>

export const CompensationEstimateMapping = z.object({
  id: z.uuid(),
  title: z.string(),
  positionId: z.uuid(),
  positionName: z.string(),
  createdAt: z.string(),
})
export type CompensationEstimateMapping = z.infer<typeof CompensationEstimateMapping>
export const CompensationEstimateMappingInput = z.strictObject({
  title: text(REGISTER_LIMITS.termMax).describe('A job title as candidates type it ("AE II")'),
  positionId: z.uuid(),
})
export type CompensationEstimateMappingInput = z.input<typeof CompensationEstimateMappingInput>

export const RegisterJobsQuery = z.strictObject({
  searchText: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export const LinkedInProject = z.object({ id: z.uuid(), url: z.string(), createdAt: z.string() })
export type LinkedInProject = z.infer<typeof LinkedInProject>
/** A job as the register screens list it. */
export const RegisterJob = z.object({
  id: z.uuid(),
  name: z.string(),
  organizationName: z.string(),
  status: z.string(),
  isNextGenFiltersEnable: z.boolean(),
  linkedInProjects: z.array(LinkedInProject),
})
export type RegisterJob = z.infer<typeof RegisterJob>
export const NextGenFiltersInput = z.strictObject({ isNextGenFiltersEnable: z.boolean() })
export const LinkedInProjectInput = z.strictObject({
  jobId: z.uuid(),
  url: text(REGISTER_LIMITS.urlMax).describe('https://www.linkedin.com/talent/hire/<project id>/…'),
})
export type LinkedInProjectInput = z.input<typeof LinkedInProjectInput>
