import { describe, expect, test } from 'vitest'
import { describeFillGaps } from './fill-gaps-text'

const base = { jobId: crypto.randomUUID(), type: 'completeProfile' as const, queued: [], skipped: [] }
const queued = (n: number) =>
  Array.from({ length: n }, () => ({
    candidateId: crypto.randomUUID(),
    email: 'a@b.example',
    messageId: crypto.randomUUID(),
  }))

describe('describeFillGaps', () => {
  test.each([
    [{ ...base, inLiveStages: 0, complete: 0 }, 'Nobody is in shortlist, submittal, send-out or offer yet.'],
    [
      { ...base, inLiveStages: 3, complete: 2, queued: queued(1) },
      '1 mail queued asking to complete the profile; 2 profiles were already complete.',
    ],
    [
      {
        ...base,
        inLiveStages: 4,
        complete: 1,
        queued: queued(1),
        skipped: [
          { candidateId: crypto.randomUUID(), reason: 'noAccount' as const },
          { candidateId: crypto.randomUUID(), reason: 'noAccount' as const },
        ],
      },
      '1 mail queued asking to complete the profile; 1 profile was already complete; not asked: 2 with no Quota account.',
    ],
    [{ ...base, inLiveStages: 2, complete: 2 }, 'No mail queued; 2 profiles were already complete.'],
  ])('%#', (result, text) => {
    expect(describeFillGaps(result)).toBe(text)
  })
})
