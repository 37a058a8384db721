/**
 * The web app's optimistic count prediction (web/src/features/pipeline/predict.ts) against the
 * server's move. Both apply the one `transition` of shared/domain/workflow, so what this keeps
 * equal is the web app's reading of it: for every permitted action on every row position, the
 * counts the web app shows at once (its predicted row, or no move when it predicts none) equal the
 * counts after the row the API writes. (unreject is the exception the web app reconciles: the
 * status before the rejection is the server's to know; delete leaves the counts, which the web
 * app does apart.) The web app's list rule is also kept equal to the API's.
 */
import {
  ACTIONS,
  type Action,
  applyStageMove,
  type CandidateStage,
  emptyAggregates,
  isActionPermitted,
  NOT_IN_JOB,
  REJECTING_PARTIES,
  STAGE_STATUSES,
  STAGE_TYPES,
  SUB_STATUSES_BY_STAGE,
  type SubStatus,
  transition,
  VIEWER_KINDS,
} from '@quota/shared/domain/workflow/index'
import { describe, expect, test } from 'vitest'
import { predictStage } from '../../../web/src/features/pipeline/predict'

function* rows(): Generator<CandidateStage> {
  for (const stageType of STAGE_TYPES.filter((t) => t !== 'hired')) {
    const subs: (SubStatus | null)[] = [
      null,
      ...((SUB_STATUSES_BY_STAGE as Partial<Record<string, readonly SubStatus[]>>)[stageType] ?? []),
    ]
    for (const stageStatus of STAGE_STATUSES)
      for (const currentStatus of subs)
        for (const rejectedBy of stageStatus === 'rejected' ? REJECTING_PARTIES : [null])
          yield {
            stageType,
            stageStatus,
            currentStatus,
            rejectedBy,
            isHistory: false,
            isLocked: false,
            hasSnippetBeenSent: false,
            candidateAcceptedJit: false,
            firstInterviewScheduled: false,
          }
  }
}

const SKIP: readonly Action[] = ['unreject', 'unrejectOpportunity', 'delete']

describe('optimistic prediction = the server transition', () => {
  test('for every permitted action and row, the predicted counts equal the server counts', () => {
    let checked = 0
    for (const viewer of VIEWER_KINDS)
      for (const candidate of rows())
        for (const action of ACTIONS) {
          if (
            SKIP.includes(action) ||
            !isActionPermitted({ viewer, job: { status: 'open', snippetAvailable: true }, candidate }, action)
          )
            continue
          const from = {
            stageType: candidate.stageType,
            stageStatus: candidate.stageStatus,
            currentStatus: candidate.currentStatus,
          }
          const changes = transition(action, { ...NOT_IN_JOB, ...from, rejectedBy: candidate.rejectedBy } as never, {
            now: new Date(),
            actorId: null,
            party: viewer === 'client' ? 'client' : 'provider',
          })
          const server = {
            stageType: changes.stageType ?? from.stageType,
            stageStatus: changes.stageStatus ?? from.stageStatus,
            currentStatus: changes.currentStatus !== undefined ? changes.currentStatus : from.currentStatus,
          }
          const predicted =
            predictStage(action, {
              ...from,
              stageCurrentStatus: from.currentStatus,
              rejectedBy: candidate.rejectedBy,
            }) ?? from
          const what = `${viewer} ${action} from ${JSON.stringify(from)}`
          expect(applyStageMove(emptyAggregates(), from, predicted as never), what).toEqual(
            applyStageMove(emptyAggregates(), from, server as never),
          )
          checked++
        }
    expect(checked).toBeGreaterThan(500)
  })
})
