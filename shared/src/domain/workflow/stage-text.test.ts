import { describe, expect, it } from 'vitest'
import { type StageView, stageText, stageTone } from './stage-text'

const view = (v: Partial<StageView>): StageView => ({
  stageType: 'submittal',
  stageStatus: 'current',
  stageCurrentStatus: null,
  rejectedBy: null,
  ...v,
})

describe('a stage as it reads', () => {
  it.each<[Partial<StageView>, string, string]>([
    [{ stageCurrentStatus: 'am_submitted' }, 'Pending · Pending Client Approval', 'neutral'],
    [{ stageStatus: 'rejected', rejectedBy: 'client' }, 'Pending · Rejected by Client', 'danger'],
    [{ stageStatus: 'rejected' }, 'Pending · Rejected', 'danger'],
    [
      { stageType: 'send_out', stageCurrentStatus: 'waiting_for_next_steps' },
      'Interviewing · Waiting for Next Steps',
      'info',
    ],
    [{ stageType: 'offer' }, 'Offer', 'warning'],
    [{ stageType: 'offer', stageStatus: 'accepted' }, 'Hired', 'success'],
    [{ stageType: 'hired' }, 'Hired', 'success'],
  ])('%o', (v, text, tone) => {
    expect(stageText(view(v))).toBe(text)
    expect(stageTone(view(v))).toBe(tone)
  })
})
