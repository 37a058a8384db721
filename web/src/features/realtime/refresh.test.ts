import { afterEach, describe, expect, test } from 'vitest'
import { clearToasts, toastState } from '../../app/toasts'
import { handleRealtimeMessage } from './refresh'

afterEach(() => clearToasts())

describe('a pushed newMessage', () => {
  test.each([
    { data: { subject: 'Interview moved to Friday' }, shown: 'Interview moved to Friday' },
    { data: { message: 'Please upload your resume' }, shown: 'Please upload your resume' },
    { data: {}, shown: 'You have a new message' },
  ])('shows an Info toast: $shown', ({ data, shown }) => {
    handleRealtimeMessage({ type: 'newMessage', data })
    expect(toastState.toasts.map((t) => [t.title, t.message])).toEqual([['Info!', shown]])
  })

  test('other events show no toast', () => {
    handleRealtimeMessage({ type: 'recommendedCandidates', data: {} })
    expect(toastState.toasts).toEqual([])
  })
})

describe('a pushed filterRemoved', () => {
  test.each([
    { removedKeys: ['skills'], shown: "A filter you set on a job's matching search was removed by someone else." },
    {
      removedKeys: ['skills', 'locations'],
      shown: "2 filters you set on a job's matching search were removed by someone else.",
    },
    { removedKeys: undefined, shown: "Filters you set on a job's matching search were removed by someone else." },
  ])('tells whoever set them: $shown', ({ removedKeys, shown }) => {
    handleRealtimeMessage({ type: 'filterRemoved', data: { jobId: 'job-1', removedKeys } })
    expect(toastState.toasts.map((t) => [t.title, t.message])).toEqual([['Info!', shown]])
  })
})
