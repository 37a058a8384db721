import { emptyAggregates, recountAggregates } from '@quota/shared/domain/workflow/index'
import { afterEach, describe, expect, test } from 'vitest'
import { configureHttp } from '../../app/http'
import type { JobCandidateListItem } from './api'
import { runAction, workspaceState } from './state'

const JOB = '11111111-1111-4111-8111-111111111111'

function row(candidateId: string, stageType: string, stageCurrentStatus: string | null): JobCandidateListItem {
  return {
    candidate: {
      id: candidateId,
      firstName: 'A',
      lastName: 'B',
      fullName: 'A B',
      email: null,
      linkedInProfileUrl: null,
      searchStatus: null,
    },
    stage: {
      stageId: `s-${candidateId}`,
      jobId: JOB,
      candidateId,
      stageType,
      stageStatus: 'current',
      stageCurrentStatus,
      version: 3,
    },
    actions: { primary: ['reject', 'trackOffer'], secondary: [] },
  } as unknown as JobCandidateListItem
}

type Pending = { url: string; body: unknown; resolve: (r: Response) => void }

/** A fetch whose answers the test gives, one by one. */
function controlledFetch() {
  const pending: Pending[] = []
  const fetch = ((url: string, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      pending.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined, resolve })
    })) as typeof globalThis.fetch
  return { fetch, pending }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('optimistic counts', () => {
  afterEach(() => {
    workspaceState.jobId = null
  })

  function open(rows: JobCandidateListItem[]) {
    const counted = recountAggregates(
      rows.map((r) => ({
        stageType: r.stage.stageType,
        stageStatus: r.stage.stageStatus,
        currentStatus: r.stage.stageCurrentStatus,
      })),
    )
    const hidden = rows.filter((r) => r.stage.stageType === 'hidden').length
    const aggregates = {
      ...counted,
      provider: { ...counted.provider, hidden: { current: hidden, accepted: 0, rejected: 0, total: hidden } },
      mainStage: null,
    }
    workspaceState.jobId = JOB
    workspaceState.list = 'jobStage'
    workspaceState.stageFilter = 'all'
    workspaceState.rows = rows
    workspaceState.total = rows.length
    return aggregates
  }

  test('an action moves the counts at once, then shows what the server answered', async () => {
    const rows = [row('c1', 'send_out', 'waiting_for_next_steps'), row('c2', 'send_out', 'scheduled_no_action_items')]
    const start = open(rows)
    // The store starts from the server's counts (set as if loaded).
    const { setBaseForTest } = await import('./state')
    setBaseForTest(start)
    const http = controlledFetch()
    configureHttp({ fetch: http.fetch })

    const running = runAction(rows[0]!, 'trackOffer', { salary: 100_000, ote: 200_000 })
    await tick()
    // Sent with the version seen, and counted as an offer already.
    expect(http.pending[0]!.url).toBe(`/api/jobs/${JOB}/candidates/c1/actions/trackOffer`)
    expect(http.pending[0]!.body).toEqual({ expectedVersion: 3, salary: 100_000, ote: 200_000 })
    expect(workspaceState.aggregates?.client.sendOut.current).toBe(1)
    expect(workspaceState.aggregates?.client.offer.current).toBe(1)
    expect(workspaceState.pending.c1).toBe('trackOffer')

    // The server's counts win (here it says something else happened too).
    const server = emptyAggregates()
    server.client.offer.current = 2
    http.pending[0]!.resolve(
      Response.json({
        data: {
          stage: { ...rows[0]!.stage, stageType: 'offer', stageCurrentStatus: null, version: 4 },
          actions: { primary: ['moveToHired'], secondary: [] },
          aggregates: { ...server, mainStage: 'offer' },
        },
      }),
    )
    await running
    expect(workspaceState.aggregates?.client.offer.current).toBe(2)
    expect(workspaceState.aggregates?.client.sendOut.current).toBe(0)
    expect(workspaceState.rows[0]!.stage.stageType).toBe('offer')
    expect(workspaceState.rows[0]!.actions.primary).toEqual(['moveToHired'])
    expect(workspaceState.pending.c1).toBeUndefined()
  })

  test('a refused action takes its move back and fetches the counts again', async () => {
    const rows = [row('c1', 'send_out', 'waiting_for_next_steps')]
    const start = open(rows)
    const { setBaseForTest } = await import('./state')
    setBaseForTest(start)
    const http = controlledFetch()
    configureHttp({ fetch: http.fetch })

    const running = runAction(rows[0]!, 'trackOffer', { salary: 100_000, ote: 200_000 })
    await tick()
    expect(workspaceState.aggregates?.client.offer.current).toBe(1)
    http.pending[0]!.resolve(
      Response.json(
        { error: { code: 'CONFLICT', message: 'This candidate changed', requestId: 'r' } },
        { status: 409 },
      ),
    )
    await expect(running).rejects.toMatchObject({ status: 409 })
    // Back to what was known, while the counts (and the list) are asked again.
    expect(workspaceState.aggregates?.client.offer.current).toBe(0)
    expect(workspaceState.aggregates?.client.sendOut.current).toBe(1)
    await tick()
    expect(http.pending.map((p) => p.url.split('?')[0])).toEqual([
      `/api/jobs/${JOB}/candidates/c1/actions/trackOffer`,
      `/api/jobs/${JOB}/aggregates`,
      `/api/jobs/${JOB}/candidates`,
    ])
  })
})
