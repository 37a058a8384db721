import { describe, expect, it } from 'vitest'
import { isInProcess, rejectionsOnClose } from './close-job'
import { row } from './test-helpers'

describe('closing a job rejects its in-process candidates (000 §4 Other rules)', () => {
  it.each([
    { name: 'submittal current is in process', candidate: row('submittal', 'current', 'am_submitted'), expected: true },
    { name: 'submittal accepted is in process', candidate: row('submittal', 'accepted'), expected: true },
    { name: 'interviewing current is in process', candidate: row('send_out', 'current'), expected: true },
    { name: 'interviewing accepted is in process', candidate: row('send_out', 'accepted'), expected: true },
    { name: 'offer current is in process', candidate: row('offer', 'current'), expected: true },
    { name: 'NOT a hire (offer accepted)', candidate: row('offer', 'accepted'), expected: false },
    { name: 'NOT a hired row', candidate: row('hired', 'current'), expected: false },
    { name: 'NOT an already rejected submittal', candidate: row('submittal', 'rejected'), expected: false },
    { name: 'NOT a shortlist row', candidate: row('shortlist'), expected: false },
    { name: 'NOT a matching row', candidate: row('matching'), expected: false },
    { name: 'NOT a history row', candidate: row('submittal', 'current', null, { isHistory: true }), expected: false },
  ])('$name', ({ candidate, expected }) => {
    expect(isInProcess(candidate)).toBe(expected)
  })

  it('rejects each in-process row for the party that closed the job, keeping its status', () => {
    const rows = [
      row('shortlist'),
      row('submittal', 'current', 'am_submitted'),
      row('offer', 'accepted'),
      row('send_out', 'accepted', 'reference_checks'),
    ]
    const rejections = rejectionsOnClose(rows, 'client')
    expect(rejections.map((r) => r.before)).toEqual([rows[1], rows[3]])
    expect(rejections.map((r) => r.after)).toEqual([
      { ...rows[1], stageStatus: 'rejected', rejectedBy: 'client' },
      { ...rows[3], stageStatus: 'rejected', rejectedBy: 'client' },
    ])
  })
})
