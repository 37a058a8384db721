import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable'

const withCode = (code: string) => Object.assign(new Error(code), { code })
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED'), true],
    ['a connection closed under a query', withCode('CONNECTION_CLOSED'), true],
    ['a connect timeout', withCode('CONNECT_TIMEOUT'), true],
    ['the server shutting down (57P01)', withCode('57P01'), true],
    ['the server starting up (57P03)', withCode('57P03'), true],
    ['a connection exception (08006)', withCode('08006'), true],
    ['too many connections (53300)', withCode('53300'), true],
    ['a statement timeout (57014)', withCode('57014'), true],
    ['a refusal wrapped by drizzle', wrapped(withCode('ECONNREFUSED')), true],
    ['a unique violation (23505)', withCode('23505'), false],
    ['a syntax error (42601)', withCode('42601'), false],
    ['a wrapped unique violation', wrapped(withCode('23505')), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected)
  })
})
