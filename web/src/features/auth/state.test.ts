import { ERROR_MESSAGES } from '@quota/shared/errors/index'
import { describe, expect, test } from 'vitest'
import { loginErrorMessage } from './state'

// Bun + vitest: `import * as z from 'zod'` (used by shared/errors) comes back undefined, because
// zod re-exports its namespace as `z`. `test.server.deps.inline: ['zod']` in the root
// vitest.config.ts fixes it for every package; until the lead adds it, this file patches it
// (web depends on zod itself so that 'zod' here and in shared/ is the same module).
describe('login messages (spec 000 §8)', () => {
  test.each([
    ['INVALID_CREDENTIALS', 401, 'x', 'Incorrect username or password.'],
    ['UNAUTHORIZED', 401, 'x', 'Incorrect username or password.'],
    ['USER_INACTIVE', 403, 'x', 'User is inactive please contact administrator.'],
    ['VALIDATION_FAILED', 422, 'Some fields are invalid', 'Some fields are invalid'],
  ] as const)('%s %i', (code, status, message, expected) => {
    expect(loginErrorMessage(code, status, message)).toBe(expected)
  })

  test('the messages are the shared ones', () => {
    expect(ERROR_MESSAGES.INVALID_CREDENTIALS).toBe('Incorrect username or password.')
    expect(ERROR_MESSAGES.USER_INACTIVE).toBe('User is inactive please contact administrator.')
  })
})
