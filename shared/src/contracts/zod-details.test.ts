import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { zodIssuesToDetails } from './zod-details'

const Schema = z.strictObject({
  name: z.string().max(5),
  email: z.email(),
  age: z.number().int().min(1),
  kind: z.enum(['a', 'b']),
  tags: z.array(z.string()).max(1),
  salary: z
    .number()
    .refine((n) => n < 100, { message: 'Salary must be less than OTE', params: { rule: 'salaryGreaterThanOTE' } }),
})

function details(value: unknown) {
  const result = Schema.safeParse(value)
  if (result.success) throw new Error('expected failure')
  return zodIssuesToDetails(result.error.issues as never, '', value)
}

const valid = { name: 'Ann', email: 'a@b.co', age: 3, kind: 'a', tags: [], salary: 1 }

describe('zodIssuesToDetails names the spec rule of each mistake', () => {
  it.each([
    ['missing string', { ...valid, name: undefined }, { path: 'name', rule: 'required' }],
    ['missing enum', { ...valid, kind: undefined }, { path: 'kind', rule: 'required' }],
    ['wrong type', { ...valid, age: 'x' }, { path: 'age', rule: 'type' }],
    ['too long', { ...valid, name: 'abcdef' }, { path: 'name', rule: 'maxLength' }],
    ['too small', { ...valid, age: 0 }, { path: 'age', rule: 'min' }],
    ['bad email', { ...valid, email: 'nope' }, { path: 'email', rule: 'emailValidator' }],
    ['outside enum', { ...valid, kind: 'z' }, { path: 'kind', rule: 'oneOf' }],
    ['too many items', { ...valid, tags: ['a', 'b'] }, { path: 'tags', rule: 'maxLength' }],
    ['custom rule', { ...valid, salary: 500 }, { path: 'salary', rule: 'salaryGreaterThanOTE' }],
    ['unknown field', { ...valid, extra: 1 }, { path: 'extra', rule: 'unknownField' }],
  ])('%s', (_name, value, expected) => {
    expect(details(value)).toContainEqual(expect.objectContaining(expected))
  })

  it('prefixes paths (query., params.)', () => {
    const result = Schema.safeParse({ ...valid, name: 'toolong' })
    expect(zodIssuesToDetails(result.error!.issues as never, 'query.', {})[0]!.path).toBe('query.name')
  })
})
