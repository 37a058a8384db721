import { describe, expect, test } from 'vitest'
import {
  ATS_ROUTES,
  ATS_WEBHOOK_EVENTS,
  atsEventAccepted,
  atsRouteForEvent,
  atsRoutesOf,
  isAtsRouteEnabled,
  isAtsWebhookEvent,
} from './routes'

describe('ATS routes', () => {
  test.each([
    ['greenhouse', 'candidate_stage_change', 'candidateStageChange'],
    ['greenhouse', 'hire_candidate', 'candidateHired'],
    ['greenhouse', 'reject_candidate', 'candidateRejected'],
    ['greenhouse', 'unreject_candidate', 'candidateStageChange'],
    ['greenhouse', 'job_updated', 'getJobStatusById'],
    ['greenhouse', 'candidateHired', null],
    ['greenhouse', 'offer_created', null],
    ['lever', 'candidateHired', 'candidateHired'],
    ['lever', 'candidateStageChange', 'candidateStageChange'],
    ['lever', 'candidateArchiveChange', 'candidateRejected'],
    ['lever', 'hire_candidate', null],
  ] as const)('%s %s goes to %s', (provider, event, route) => {
    expect(atsRouteForEvent(provider, event)).toBe(route)
  })

  test('every event we act on has exactly one route', () => {
    for (const provider of ['greenhouse', 'lever'] as const)
      for (const event of ATS_WEBHOOK_EVENTS[provider]) {
        const routes = ATS_ROUTES.filter((r) => (r.events[provider] as readonly string[]).includes(event))
        expect(
          routes.map((r) => r.key),
          `${provider} ${event}`,
        ).toHaveLength(1)
      }
  })

  test('a route is on until switched off', () => {
    expect(isAtsRouteEnabled(undefined, 'pushCandidate')).toBe(true)
    expect(isAtsRouteEnabled({ pushCandidate: true }, 'pushCandidate')).toBe(true)
    expect(isAtsRouteEnabled({ pushCandidate: false }, 'pushCandidate')).toBe(false)
    expect(isAtsRouteEnabled({ getFeedback: false }, 'pushCandidate')).toBe(true)
  })

  test('routes of a provider and request type; Lever has no job status events', () => {
    expect(atsRoutesOf('greenhouse', undefined, 'job').map((r) => r.key)).toEqual(['getJobById', 'getJobStatusById'])
    expect(atsRoutesOf('lever', undefined, 'job').map((r) => r.key)).toEqual(['getJobById'])
    const candidate = atsRoutesOf('lever', { candidateHired: false }, 'candidate')
    expect(candidate.map((r) => [r.key, r.enabled, r.events])).toEqual([
      ['pushCandidate', true, []],
      ['candidateStageChange', true, ['candidateStageChange']],
      ['candidateHired', false, ['candidateHired']],
      ['candidateRejected', true, ['candidateArchiveChange']],
    ])
    expect(atsRoutesOf('greenhouse', undefined).length).toBe(ATS_ROUTES.length)
  })

  test.each([
    // provider, event, statuses, subscribed, accepted
    ['greenhouse', 'hire_candidate', undefined, undefined, true],
    ['greenhouse', 'hire_candidate', { candidateHired: false }, undefined, false],
    ['greenhouse', 'hire_candidate', undefined, [], false],
    ['greenhouse', 'hire_candidate', undefined, [{ event: 'hire_candidate' }], true],
    ['greenhouse', 'hire_candidate', undefined, [{ event: 'reject_candidate' }], false],
    ['greenhouse', 'offer_created', undefined, undefined, false],
    ['lever', 'candidateHired', undefined, [{ event: 'candidateHired' }], true],
  ] as const)('%s %s with %j and %j: accepted %s', (provider, event, statuses, subscribed, accepted) => {
    expect(atsEventAccepted(provider, event, statuses, subscribed)).toBe(accepted)
  })

  test('subscribe takes only the provider’s own events', () => {
    expect(isAtsWebhookEvent('greenhouse', 'hire_candidate')).toBe(true)
    expect(isAtsWebhookEvent('lever', 'hire_candidate')).toBe(false)
    expect(isAtsWebhookEvent('lever', 'candidateHired')).toBe(true)
  })
})
