import {
  type ActionGroups,
  availableActions,
  type CandidateStage,
  LIST_KINDS,
  type ListKind,
  REJECTING_PARTIES,
  STAGE_STATUSES,
  STAGE_TYPES,
  SUB_STATUSES_BY_STAGE,
  type SubStatus,
  VIEWER_KINDS,
} from '@quota/shared/domain/workflow/index'
import { ACTION_NAMES } from '@quota/shared/domain/workflow/vocabulary'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { JobCandidateListItem } from './api'
import { RowActions } from './components'

/** Every stage position a row can be in, with the flags that change the buttons. */
function* stages(): Generator<CandidateStage> {
  for (const stageType of STAGE_TYPES) {
    const subs: (SubStatus | null)[] = [
      null,
      ...((SUB_STATUSES_BY_STAGE as Partial<Record<string, readonly SubStatus[]>>)[stageType] ?? []),
    ]
    for (const stageStatus of STAGE_STATUSES)
      for (const currentStatus of subs)
        for (const rejectedBy of stageStatus === 'rejected' ? REJECTING_PARTIES : [null])
          for (const isLocked of stageType === 'shortlist' ? [false, true] : [false])
            for (const hasSnippetBeenSent of [false, true])
              yield {
                stageType,
                stageStatus,
                currentStatus,
                rejectedBy,
                isHistory: false,
                isLocked,
                hasSnippetBeenSent,
                candidateAcceptedJit: false,
                firstInterviewScheduled: false,
              }
  }
}

function item(actions: ActionGroups): JobCandidateListItem {
  return {
    candidate: {
      id: 'c1',
      firstName: 'Ada',
      lastName: 'Lee',
      fullName: 'Ada Lee',
      email: null,
      linkedInProfileUrl: null,
      searchStatus: null,
    },
    actions,
  } as unknown as JobCandidateListItem
}

/** The data-action attributes of each group, in document order. */
function shown(html: string): ActionGroups {
  const [primaryPart = '', secondaryPart = ''] = html.split('data-group="secondary"')
  const actions = (part: string) => [...part.matchAll(/data-action="([^"]+)"/g)].map((m) => m[1]!)
  return { primary: actions(primaryPart), secondary: actions(secondaryPart) } as ActionGroups
}

describe('row buttons', () => {
  test('for every viewer, list and stage, the row shows exactly availableActions, grouped and in order', () => {
    let combinations = 0
    const seen = new Set<string>()
    for (const viewer of VIEWER_KINDS)
      for (const list of LIST_KINDS as readonly ListKind[])
        for (const snippetAvailable of [false, true])
          for (const status of ['open', 'closed'] as const)
            for (const candidate of stages()) {
              const groups = availableActions({ viewer, list, job: { status, snippetAvailable }, candidate })
              const html = renderToStaticMarkup(
                <RowActions item={item(groups)} busyAction={undefined} onAction={() => {}} />,
              )
              expect(shown(html)).toEqual(groups)
              for (const a of [...groups.primary, ...groups.secondary]) {
                seen.add(a)
                expect(html).toContain(`aria-label="${ACTION_NAMES[a]}: Ada Lee"`)
              }
              combinations++
            }
    expect(combinations).toBeGreaterThan(10_000)
    // Every button of the buttons table shows up somewhere.
    expect(seen.size).toBeGreaterThanOrEqual(24)
  })

  test('a row without actions says so; a running action disables the others', () => {
    expect(
      renderToStaticMarkup(
        <RowActions item={item({ primary: [], secondary: [] })} busyAction={undefined} onAction={() => {}} />,
      ),
    ).toContain('No actions')
    const html = renderToStaticMarkup(
      <RowActions
        item={item({ primary: ['reject', 'accept'], secondary: ['pushToATS'] })}
        busyAction="accept"
        onAction={() => {}}
      />,
    )
    // The running one stays focusable (busy); the others and the menu are disabled.
    expect(html.match(/disabled=""/g)?.length).toBe(2)
    expect(html).toContain('aria-disabled="true"')
    expect(html).toContain('aria-busy="true"')
  })
})
