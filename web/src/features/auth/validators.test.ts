import { describe, expect, test } from 'vitest'
import {
  displayPhone,
  email,
  isEmail,
  MESSAGES,
  nationalDigits,
  password,
  passwordsMatch,
  personName,
  phone,
  required,
  type SignupValues,
  toAccountPhone,
  validateLogin,
  validateResetPassword,
  validateSignup,
  verificationCode,
} from './validators'

describe('required', () => {
  test.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x', null],
    [false, 'required'],
    [true, null],
  ] as const)('%j', (value, rule) => {
    expect(required(value)?.rule ?? null).toBe(rule)
  })
})

describe('e-mail', () => {
  test.each([
    ['someone@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['UPPER@EXAMPLE.COM', true],
    ['  padded@example.com  ', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['dot.@example.com', false],
    ['.dot@example.com', false],
    ['double..dot@example.com', false],
    ['someone@example', false],
    ['someone@example.c', false],
    ['someone@-example.com', false],
    ['some one@example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ] as const)('%s -> %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid)
    expect(email(value)).toEqual(valid ? null : { rule: 'emailValidator', message: MESSAGES.email })
  })

  test('empty is required, not malformed', () => {
    expect(email('')?.rule).toBe('required')
  })
})

describe('password', () => {
  test.each([
    ['', 'required'],
    ['1234567', 'minlength'],
    ['12345678', null],
    ['a long passphrase', null],
  ] as const)('%j', (value, rule) => {
    expect(password(value)?.rule ?? null).toBe(rule)
  })

  test.each([
    ['secret-123', '', 'required'],
    ['secret-123', 'secret-124', 'passwordsNotMatchValidator'],
    ['secret-123', 'Secret-123', 'passwordsNotMatchValidator'],
    ['secret-123', 'secret-123', null],
  ] as const)('confirm %s / %s', (a, b, rule) => {
    expect(passwordsMatch(a, b)?.rule ?? null).toBe(rule)
  })
})

describe('names', () => {
  test.each(['<', '>', ':', '/', '!', '$', '@', '(', ')', ';'])('rejects %s', (c) => {
    expect(personName(`Ada${c}`)).toEqual({ rule: 'name', message: MESSAGES.nameCharacters })
  })

  test.each(["O'Brien", 'Jean-Luc', 'María José', 'Zoë', 'St. John', 'Ada Lovelace 2nd'])('accepts %s', (name) => {
    expect(personName(name)).toBeNull()
  })

  test('required and at most 50 characters', () => {
    expect(personName('  ')?.rule).toBe('required')
    expect(personName('a'.repeat(51))?.rule).toBe('maxlength')
    expect(personName('a'.repeat(50))).toBeNull()
  })
})

describe('phone (+1 on creation, dropped for display)', () => {
  test.each([
    ['4155550132', '4155550132'],
    ['(415) 555-0132', '4155550132'],
    ['415.555.0132', '4155550132'],
    ['415 555 0132', '4155550132'],
    ['+1 415 555 0132', '4155550132'],
    ['+14155550132', '4155550132'],
    ['1-415-555-0132', '4155550132'],
    ['14155550132', '4155550132'],
    ['+44 20 7946 0958', null],
    ['555-0132', null],
    ['41555501321', null],
    ['0155550132', null],
    ['4150550132', null],
    ['415-555-01a2', null],
    ['', null],
  ] as const)('%s -> %s', (value, digits) => {
    expect(nationalDigits(value)).toBe(digits)
    expect(toAccountPhone(value)).toBe(digits ? `+1${digits}` : null)
  })

  test('phone() messages', () => {
    expect(phone('')?.rule).toBe('required')
    expect(phone('', { optional: true })).toBeNull()
    expect(phone('12')).toEqual({ rule: 'phone', message: MESSAGES.phone })
    expect(phone('(415) 555-0132')).toBeNull()
  })

  test.each([
    ['+14155550132', '4155550132'],
    ['4155550132', '4155550132'],
    [null, ''],
    [undefined, ''],
  ] as const)('display %s -> %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown)
  })
})

describe('verification code', () => {
  test.each([
    ['', 'required'],
    ['12345', 'verificationCode'],
    ['1234567', 'verificationCode'],
    ['12345a', 'verificationCode'],
    ['123456', null],
    [' 123456 ', null],
  ] as const)('%j', (value, rule) => {
    expect(verificationCode(value)?.rule ?? null).toBe(rule)
  })
})

describe('forms', () => {
  const good: SignupValues = {
    accountType: 'candidate',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(415) 555-0132',
    password: 'analytical',
    confirmPassword: 'analytical',
    acceptTerms: true,
    companyName: '',
  }

  test('a complete candidate sign-up is valid', () => {
    expect(validateSignup(good)).toEqual({})
  })

  test('a client also needs a company name', () => {
    expect(validateSignup({ ...good, accountType: 'client' })).toEqual({ companyName: MESSAGES.required })
    expect(validateSignup({ ...good, accountType: 'client', companyName: 'Acme Cloud' })).toEqual({})
  })

  test('every field problem is reported at once', () => {
    expect(
      validateSignup({
        ...good,
        firstName: 'Ada<',
        lastName: '',
        email: 'nope',
        phone: '12',
        password: 'short',
        confirmPassword: 'other',
        acceptTerms: false,
      }),
    ).toEqual({
      firstName: MESSAGES.nameCharacters,
      lastName: MESSAGES.required,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      password: MESSAGES.passwordLength,
      confirmPassword: MESSAGES.passwordsNotMatch,
      acceptTerms: MESSAGES.terms,
    })
  })

  test('a signed-in user finishing onboarding gives no e-mail or password', () => {
    expect(
      validateSignup({ ...good, email: '', password: '', confirmPassword: '' }, { withCredentials: false }),
    ).toEqual({})
  })

  test('login checks presence and e-mail shape only', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    })
    expect(validateLogin({ email: 'x', password: 'short' })).toEqual({ email: MESSAGES.email })
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({})
  })

  test('reset password', () => {
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: MESSAGES.passwordLength,
    })
    expect(validateResetPassword({ password: 'long enough', confirmPassword: 'long enougH' })).toEqual({
      confirmPassword: MESSAGES.passwordsNotMatch,
    })
    expect(validateResetPassword({ password: 'long enough', confirmPassword: 'long enough' })).toEqual({})
  })
})
