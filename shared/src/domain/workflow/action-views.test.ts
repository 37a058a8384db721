import { describe, expect, it } from 'vitest'
import { VIEW_BUTTONS, VIEW_KEYS, viewFor } from './action-views'
import { ACTIONS, LIST_KINDS, VIEWER_KINDS } from './vocabulary'

describe('buttons-per-view table as data', () => {
  it('every view lists each action at most once, and never bulkApprove', () => {
    for (const key of VIEW_KEYS) {
      const all = [...VIEW_BUTTONS[key].primary, ...VIEW_BUTTONS[key].secondary]
      expect(new Set(all).size, key).toBe(all.length)
      expect(all, key).not.toContain('bulkApprove')
    }
  })

  it.each([
    { viewer: 'recruiter', list: 'hidden', view: 'recruiterPool' },
    { viewer: 'nonStaff', list: 'shortlist', view: 'nonStaffLists' },
    { viewer: 'nonStaff', list: 'jitFarming', view: 'none' },
    { viewer: 'client', list: 'jitFarming', view: 'none' },
    { viewer: 'client', list: 'hidden', view: 'clientLists' },
  ] as const)('viewFor($viewer, $list) = $view', ({ viewer, list, view }) => {
    expect(viewFor(viewer, list)).toBe(view)
  })

  it('every viewer and list has a view', () => {
    for (const viewer of VIEWER_KINDS) for (const list of LIST_KINDS) expect(VIEW_KEYS).toContain(viewFor(viewer, list))
  })

  it('lists only known actions', () => {
    for (const key of VIEW_KEYS)
      for (const action of [...VIEW_BUTTONS[key].primary, ...VIEW_BUTTONS[key].secondary])
        expect(ACTIONS, key).toContain(action)
  })
})
