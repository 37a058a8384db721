import { describe, expect, test } from 'vitest'
import { ErrorEnvelope } from './envelope'
import { readErrorEnvelope } from './read-envelope'

const detail = { path: 'salary', rule: 'required', message: 'This field is required.' }

// Each body is read by hand and by the zod envelope: both must agree on what is an envelope.
const CASES: [string, unknown, boolean][] = [
  [
    'a full envelope',
    { error: { code: 'VALIDATION_FAILED', message: 'Bad', details: [detail], requestId: 'r1' } },
    true,
  ],
  ['no details', { error: { code: 'NOT_FOUND', message: 'Not found' } }, true],
  ['with meta', { error: { code: 'CONFLICT', message: 'Clash', meta: { at: 1 } } }, true],
  ['an unknown code', { error: { code: 'TEAPOT', message: 'x' } }, false],
  ['no message', { error: { code: 'NOT_FOUND' } }, false],
  ['a message that is not text', { error: { code: 'NOT_FOUND', message: 4 } }, false],
  ['details that are not a list', { error: { code: 'VALIDATION_FAILED', message: 'x', details: 'salary' } }, false],
  [
    'a detail without its rule',
    { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 'a', message: 'b' }] } },
    false,
  ],
  ['a request id that is a number', { error: { code: 'NOT_FOUND', message: 'x', requestId: 7 } }, false],
  ['no error key', { message: 'x' }, false],
  ['null', null, false],
  ['text', 'Internal Server Error', false],
  ['an error that is text', { error: 'boom' }, false],
]

describe('readErrorEnvelope', () => {
  test.each(CASES)('%s', (_name, body, isEnvelope) => {
    const read = readErrorEnvelope(body)
    expect(read !== null).toBe(isEnvelope)
    expect(ErrorEnvelope.safeParse(body).success).toBe(isEnvelope)
    if (read) {
      const { meta: _meta, ...zodRead } = ErrorEnvelope.parse(body).error
      expect(read).toEqual(zodRead)
    }
  })
})
