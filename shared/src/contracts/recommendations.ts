/**
 * Recommendation calls (001 §7 "Recommendations", 002 §7 recommend/status): the engine's status,
 * the explanation of one candidate for one job, and jobs recommended to a candidate.
 */
import * as z from 'zod'
import { ELIGIBILITY_RULE_IDS, SCORE_DIMENSIONS } from '../domain/recommendations/index'
import { LIMITS } from '../domain/validation/limits'

const Pool = z.enum(['active', 'jit'])

export const RecommendStatusQuery = z.strictObject({
  id: z.uuid().describe('The job (type job) or candidate (type candidate)'),
  type: z.enum(['job', 'candidate']).default('job'),
})
export type RecommendStatusQuery = z.infer<typeof RecommendStatusQuery>

export const RecommendPoolStatus = z.object({
  pool: Pool,
  runId: z.uuid().describe('Pass as searchInstanceId to list what this run found'),
  state: z.enum(['pending', 'running', 'complete', 'error']),
  resultCount: z.number().int().nullable().describe('Candidates kept (at most 2,000)'),
  eligibleCount: z.number().int().nullable().describe('Candidates eligible before the cap'),
  tooMany: z.boolean(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})

export const RecommendStatusDto = z.object({
  entityType: z.enum(['job', 'candidate']),
  entityId: z.uuid(),
  status: z
    .enum(['none', 'inProgress', 'ready', 'error'])
    .describe('none: never computed; inProgress: still computing; ready; error: retry'),
  pools: z.array(RecommendPoolStatus),
  message: z.string().nullable().describe('Too many (narrower filters), still in progress, or retry'),
})
export type RecommendStatusDto = z.infer<typeof RecommendStatusDto>

export const RecommendationDetailsQuery = z
  .strictObject({
    entityType: z.enum(['candidate', 'job']).describe('What the path id is'),
    jobId: z.uuid().optional().describe('With entityType candidate: the job'),
    candidateId: z.uuid().optional().describe('With entityType job: the candidate'),
  })
  .refine((q) => (q.entityType === 'candidate' ? !!q.jobId : !!q.candidateId), {
    message: 'entityType candidate needs jobId; entityType job needs candidateId',
    path: ['entityType'],
  })
export type RecommendationDetailsQuery = z.infer<typeof RecommendationDetailsQuery>

export const RuleOutcomeDto = z.object({
  number: z.number().int(),
  id: z.enum(ELIGIBILITY_RULE_IDS),
  text: z.string(),
  met: z.boolean(),
  detail: z.string(),
  wouldChange: z.array(z.string()).optional(),
  inputs: z.record(z.string(), z.unknown()).optional().describe('Only with the enable-re-debug permission'),
})

export const ScorePartDto = z.object({
  dimension: z.enum(SCORE_DIMENSIONS),
  label: z.string(),
  points: z.number(),
  max: z.number(),
  applies: z.boolean(),
  reason: z.string(),
})

export const RecommendationDetailsDto = z.object({
  jobId: z.uuid(),
  candidateId: z.uuid(),
  eligible: z.boolean(),
  pool: Pool.nullable(),
  score: z.object({ total: z.number().int(), parts: z.array(ScorePartDto) }),
  rules: z.array(RuleOutcomeDto).describe('Every numbered rule with its outcome'),
  preferred: z
    .object({
      items: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          matched: z.boolean().nullable().describe('null: not judged by the engine (it ranks the matching list only)'),
        }),
      ),
      matched: z.number().int(),
      boost: z.number().describe('The default filter boost (3)'),
      factor: z.number().describe('boost ^ matched'),
      rank: z.number().describe('The place in the pool: the fit score times the factor'),
    })
    .describe('The preferred items of the job’s saved search filter: they raise the rank, never exclude'),
  why: z.array(z.string()),
  nearMiss: z
    .object({ ruleNumber: z.number().int(), ruleText: z.string(), wouldChange: z.array(z.string()) })
    .nullable()
    .describe('When exactly one fixable rule fails: which, and what would change it'),
  debug: z.boolean().describe('True when rule inputs are included (enable-re-debug)'),
})
export type RecommendationDetailsDto = z.infer<typeof RecommendationDetailsDto>

export const NearMissesDto = z.object({
  data: z.array(
    z.object({
      candidateId: z.uuid(),
      name: z.string(),
      score: z.number().int(),
      ruleNumber: z.number().int(),
      ruleText: z.string(),
      wouldChange: z.array(z.string()),
    }),
  ),
})
export type NearMissesDto = z.infer<typeof NearMissesDto>

export const RecommendedJobDto = z.object({
  jobId: z.uuid(),
  name: z.string(),
  organizationName: z.string(),
  score: z.number().int().nullable().describe('Fit score; null for the candidate'),
  eligible: z.boolean().nullable().describe('Whether the engine finds the candidate eligible; null for the candidate'),
  recommendedBy: z.object({ id: z.uuid(), name: z.string() }).nullable().describe('Staff who recommended it'),
  recommendedAt: z.string().nullable(),
})
export type RecommendedJobDto = z.infer<typeof RecommendedJobDto>

export const RecommendedJobsDto = z.object({ data: z.array(RecommendedJobDto) })
export type RecommendedJobsDto = z.infer<typeof RecommendedJobsDto>

export const RecommendJobsBody = z.strictObject({
  jobIds: z.array(z.uuid()).min(1).max(LIMITS.selectedJobs).describe('At most 5 jobs at a time (000 §9)'),
  note: z.string().trim().max(LIMITS.notes).optional(),
})
export type RecommendJobsBody = z.infer<typeof RecommendJobsBody>
