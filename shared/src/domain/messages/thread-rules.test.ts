import { describe, expect, it } from 'vitest'
import {
  checkMessageBody,
  MESSAGE_BODY_MAX,
  type MessageActor,
  messagePreview,
  messageRecipients,
  staffOfThread,
  threadAccess,
} from './thread-rules'

const actor = (a: Partial<MessageActor>): MessageActor => ({
  userType: 'staff',
  userId: 'u1',
  permissions: [],
  candidateId: null,
  ...a,
})

describe('threadAccess', () => {
  it.each([
    ['recruiter', actor({ permissions: ['recruiter'] }), { read: true, write: true, side: 'staff' }],
    ['other staff read only', actor({ permissions: ['manage-lists'] }), { read: true, write: false, side: 'staff' }],
    [
      'the candidate themselves',
      actor({ userType: 'candidate', candidateId: 'c1' }),
      { read: true, write: true, side: 'candidate' },
    ],
    ['another candidate', actor({ userType: 'candidate', candidateId: 'c2' }), { read: false, reason: 'notYours' }],
    [
      'a client recruiter',
      actor({ userType: 'client', permissions: ['client-recruiter'] }),
      { read: false, reason: 'noMessages' },
    ],
    ['the system', actor({ userType: 'system' }), { read: false, reason: 'noMessages' }],
  ])('%s', (_name, who, expected) => {
    expect(threadAccess(who, { candidateId: 'c1' })).toEqual(expected)
  })
})

describe('messageRecipients', () => {
  const people = { candidateUserId: 'cand', accountManagerId: 'am', ownerId: 'own', staffWriters: ['rec', 'am'] }
  it.each([
    ['a recruiter writes: the candidate', { userId: 'rec', side: 'staff' as const }, people, ['cand']],
    [
      'the candidate writes: the thread staff, once each',
      { userId: 'cand', side: 'candidate' as const },
      people,
      ['am', 'own', 'rec'],
    ],
    [
      'a prospect has no sign-in: nobody',
      { userId: 'rec', side: 'staff' as const },
      { ...people, candidateUserId: null },
      [],
    ],
    [
      'never the sender',
      { userId: 'cand', side: 'candidate' as const },
      { candidateUserId: 'cand', accountManagerId: null, ownerId: null, staffWriters: [] },
      [],
    ],
  ])('%s', (_name, sender, who, expected) => {
    expect(messageRecipients(sender, who)).toEqual(expected)
  })
  it('staff of a thread skip the unset roles', () => {
    expect(staffOfThread({ candidateUserId: null, accountManagerId: null, ownerId: 'own', staffWriters: [] })).toEqual([
      'own',
    ])
  })
})

describe('checkMessageBody', () => {
  it.each([
    ['  hello  ', { ok: true, body: 'hello' }],
    ['   ', { ok: false, rule: 'required' }],
    ['x'.repeat(MESSAGE_BODY_MAX), { ok: true, body: 'x'.repeat(MESSAGE_BODY_MAX) }],
    ['x'.repeat(MESSAGE_BODY_MAX + 1), { ok: false, rule: 'max' }],
  ])('%j', (body, expected) => {
    expect(checkMessageBody(body)).toEqual(expected)
  })
  it('previews flatten white space and cut long text', () => {
    expect(messagePreview('a\n\n b')).toBe('a b')
    expect(messagePreview('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})
