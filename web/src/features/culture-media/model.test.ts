import { describe, expect, test } from 'vitest'
import { ApiError } from '../../app/http'
import {
  canManageCultureMedia,
  errorsOf,
  fileProblem,
  mediaName,
  previewOf,
  thumbnailProblem,
  uploadHintOf,
} from './model'

const ACME = '11111111-1111-4111-8111-111111111111'
const GLOBEX = '22222222-2222-4222-8222-222222222222'

describe('canManageCultureMedia mirrors the API (organizations/access.ts)', () => {
  test.each([
    ['nobody signed in', null, ACME, false],
    [
      'internal recruiter, any company',
      { userType: 'staff', roleNames: ['internal-recruiter', 'recruiter'] },
      ACME,
      true,
    ],
    ['fractional recruiter', { userType: 'staff', roleNames: [], permissions: ['recruiter'] }, GLOBEX, true],
    [
      'administrator without recruiter rights',
      { userType: 'staff', roleNames: ['administrator', 'manage-lists'] },
      ACME,
      false,
    ],
    [
      'client recruiter, own company',
      { userType: 'client', roleNames: ['client-recruiter'], organizationId: ACME },
      ACME,
      true,
    ],
    [
      'client sourcing, own company',
      { userType: 'client', roleNames: ['client-sourcing', 'client-recruiter'], organizationId: ACME },
      ACME,
      true,
    ],
    [
      'client recruiter, another company',
      { userType: 'client', roleNames: ['client-recruiter'], organizationId: ACME },
      GLOBEX,
      false,
    ],
    [
      'basic client recruiter',
      { userType: 'client', roleNames: ['client-recruiter-basic'], organizationId: ACME },
      ACME,
      false,
    ],
    ['candidate', { userType: 'candidate', roleNames: ['candidate'] }, ACME, false],
  ] as const)('%s', (_name, user, organizationId, expected) => {
    expect(canManageCultureMedia(user, organizationId)).toBe(expected)
  })
})

describe('fileProblem: 000 §5 culture file rules', () => {
  const MB = 1024 * 1024
  test.each([
    ['a png image', 'cultureFile', 'team.png', 1000, null],
    ['a 4 MB jpeg', 'cultureFile', 'team.JPEG', 4 * MB, null],
    ['an image over 4 MB', 'cultureFile', 'team.jpg', 4 * MB + 1, 'The file is larger than 4 MB. At most 4 MB'],
    ['a 400 MB video', 'cultureFile', 'tour.mov', 400 * MB, null],
    ['a video over 500 MB', 'cultureFile', 'tour.mp4', 500 * MB + 1, 'The file is larger than 500 MB. At most 500 MB'],
    ['audio over 50 MB', 'cultureFile', 'podcast.mp3', 50 * MB + 1, 'The file is larger than 50 MB. At most 50 MB'],
    ['an empty file', 'cultureFile', 'team.png', 0, 'The file is empty'],
    [
      'a gif',
      'cultureFile',
      'team.gif',
      10,
      'This file type is not allowed. Allowed: jpg, jpeg, png, mp4, mov, avi, mp3, m4a, wav, ogg',
    ],
    [
      'a video as a thumbnail',
      'cultureMediaThumbnail',
      'tour.mp4',
      10,
      'This file type is not allowed. Allowed: jpg, jpeg, png',
    ],
    ['a png thumbnail', 'cultureMediaThumbnail', 'thumb.png', 10, null],
  ] as const)('%s', (_name, kind, name, size, expected) => {
    expect(fileProblem(kind, { name, size })).toBe(expected)
  })
})

test.each([
  [1600, 900, null],
  [1366, 768, null],
  [500, 500, null],
  [800, 600, 'Thumbnails must have a 16:9 or square (1:1) ratio'],
  [0, 0, 'Thumbnails must have a 16:9 or square (1:1) ratio'],
])('thumbnailProblem %i x %i', (w, h, expected) => {
  expect(thumbnailProblem(w, h)).toBe(expected)
})

test('the hints name the limits from the shared rules', () => {
  expect(uploadHintOf('cultureFile')).toBe(
    'Image: JPG, JPEG or PNG up to 4 MB; Video: MP4, MOV or AVI up to 500 MB; Audio: MP3, M4A, WAV or OGG up to 50 MB',
  )
  expect(uploadHintOf('cultureMediaThumbnail')).toBe('JPG, JPEG or PNG up to 4 MB, 16:9 or square')
})

describe('how an item is named and previewed', () => {
  const item = { title: null, siteName: null, url: null, type: 'image', thumbnailUrl: null, mediaUrl: '/m/1' } as const
  test.each([
    ['its title first', { ...item, title: 'Offsite', siteName: 'YouTube' }, 'Offsite'],
    ['then the site', { ...item, siteName: 'YouTube', url: 'https://y.example' }, 'YouTube'],
    ['then the address', { ...item, url: 'https://y.example' }, 'https://y.example'],
    ['else its type', item, 'Untitled image'],
  ] as const)('%s', (_name, value, expected) => {
    expect(mediaName(value)).toBe(expected)
  })
  test.each([
    ['a thumbnail wins', { ...item, thumbnailUrl: '/t/1' }, '/t/1'],
    ['an image shows itself', item, '/m/1'],
    ['a video without thumbnail shows none', { ...item, type: 'video' }, null],
  ] as const)('%s', (_name, value, expected) => {
    expect(previewOf(value)).toBe(expected)
  })
})

describe('errorsOf: API refusals per field', () => {
  const refusal = (status: number, details: { path: string; rule: string; message: string }[]) =>
    new ApiError({ status, method: 'POST', path: '/x', code: 'VALIDATION_FAILED', message: 'Invalid', details })
  test.each([
    ['a field', refusal(422, [{ path: 'title', rule: 'max', message: 'Too long' }]), { title: 'Too long' }],
    ['a body path', refusal(422, [{ path: 'body.url', rule: 'x', message: 'Bad link' }]), { url: 'Bad link' }],
    ['another path goes to the form', refusal(409, [{ path: 'ids', rule: 'x', message: 'Stale' }]), { form: 'Stale' }],
    ['no details', refusal(413, []), { form: 'Invalid' }],
    ['a server error is not the form’s', refusal(500, []), null],
  ] as const)('%s', (_name, error, expected) => {
    expect(errorsOf(error, ['url', 'title', 'description'])).toEqual(expected)
  })
})
