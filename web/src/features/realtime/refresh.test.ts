import { afterEach, describe, expect, test, vi } from 'vitest'
import { clearToasts, toastState } from '../../app/toasts'
import { handleRealtimeMessage, MEDIA_STATUS_CHANGED } from './refresh'

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

describe('a pushed mediaContentStatusChange', () => {
  test('tells open upload screens which media item is done, without a toast', () => {
    const target = new EventTarget()
    const seen: unknown[] = []
    target.addEventListener(MEDIA_STATUS_CHANGED, (e) => seen.push((e as CustomEvent).detail))
    vi.stubGlobal('window', target)
    try {
      handleRealtimeMessage({ type: 'mediaContentStatusChange', data: { mediaId: 'm-1', status: 'complete' } })
      handleRealtimeMessage({ type: 'mediaContentStatusChange', data: { status: 'error' } })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(seen).toEqual([{ mediaId: 'm-1', status: 'complete' }])
    expect(toastState.toasts).toEqual([])
  })
})
