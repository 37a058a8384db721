import { describe, expect, test } from 'vitest'
import { matchPath } from './match-path'

describe('matchPath', () => {
  test.each([
    ['/', '/', {}],
    ['/auth/login', '/auth/login', {}],
    ['/auth/login', '/auth/login/', {}],
    ['/auth/login', '/auth/logout', null],
    ['/auth/login', '/auth', null],
    ['/job/:jobId/candidates', '/job/42/candidates', { jobId: '42' }],
    ['/job/:jobId/candidates', '/job/a%20b/candidates', { jobId: 'a b' }],
    ['/job/:jobId/candidates', '/job//candidates', null],
    ['/job/:jobId/candidates', '/job/%E0%A4%A/candidates', null],
    ['/candidate-home', '/candidate-home/extra', null],
  ] as const)('%s ~ %s', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toEqual(expected)
  })
})
