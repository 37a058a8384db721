/**
 * GET recommend/{id}/recommendation-details (001 §7): the engine's whole decision for one
 * candidate and one job — every numbered rule with its outcome, the score parts, "why", and for
 * a near-miss which rule failed and what would change it. Rule inputs (the staff debug view) only
 * with the `enable-re-debug` permission. GET jobs/{id}/recommendation-near-misses: the best
 * near-misses of a job (one fixable rule away), for the Recommended tab.
 */
import type {
  NearMissesDto,
  RecommendationDetailsDto,
  RecommendationDetailsQuery,
} from '@quota/shared/contracts/recommendations'
import { recommend } from '@quota/shared/domain/recommendations/index'
import { AppError } from '@quota/shared/errors/index'
import { sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { loadCandidateFacts, loadJobFacts, rowsOf } from './facts-repository'

export const canDebug = (ctx: UseCaseContext) => ctx.actor.permissions.includes('enable-re-debug')

export async function recommendationDetails({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string } & RecommendationDetailsQuery
}): Promise<RecommendationDetailsDto> {
  const jobId = input.entityType === 'job' ? input.id : input.jobId!
  const candidateId = input.entityType === 'candidate' ? input.id : input.candidateId!
  const job = await loadJobFacts(ctx.db, jobId)
  if (!job) throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  const [facts] = await loadCandidateFacts(ctx.db, job, { prefilter: 'none', candidateIds: [candidateId] })
  if (!facts) throw new AppError('NOT_FOUND', { message: 'Unable to locate the candidate' })
  const r = recommend(facts, job, new Date())
  const debug = canDebug(ctx)
  return {
    jobId,
    candidateId,
    eligible: r.eligibility.eligible,
    pool: r.eligibility.pool,
    score: r.score,
    rules: r.eligibility.rules.map(({ inputs, ...rule }) => (debug ? { ...rule, inputs } : rule)),
    preferred: r.preferred,
    why: r.why,
    nearMiss: r.nearMiss
      ? { ruleNumber: r.nearMiss.rule.number, ruleText: r.nearMiss.rule.text, wouldChange: r.nearMiss.wouldChange }
      : null,
    debug,
  }
}

export const NEAR_MISS_LIMIT = 20

export async function jobNearMisses({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<NearMissesDto> {
  const job = await loadJobFacts(ctx.db, input.id)
  if (!job) throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  const now = new Date()
  const misses = (await loadCandidateFacts(ctx.db, job, { prefilter: 'nearMisses' }))
    .map((c) => ({ c, r: recommend(c, job, now) }))
    .filter((x) => x.r.nearMiss)
    .sort((a, b) => b.r.score.total - a.r.score.total || (a.c.candidateId < b.c.candidateId ? -1 : 1))
    .slice(0, NEAR_MISS_LIMIT)
  const names = new Map(
    (
      await rowsOf<{ id: string; name: string }>(
        ctx.db,
        sql`select id, trim(first_name || ' ' || last_name) as name from candidates
             where id = any(${sql.param(misses.map((m) => m.c.candidateId))}::uuid[])`,
      )
    ).map((r) => [r.id, r.name]),
  )
  return {
    data: misses.map(({ c, r }) => ({
      candidateId: c.candidateId,
      name: names.get(c.candidateId) ?? '',
      score: r.score.total,
      ruleNumber: r.nearMiss!.rule.number,
      ruleText: r.nearMiss!.rule.text,
      wouldChange: r.nearMiss!.wouldChange,
    })),
  }
}
