import { describe, expect, it } from 'vitest'
import {
  acceptedExtensions,
  cultureTypeOfMime,
  extensionOf,
  fileTypeMessage,
  maxBytes,
  thumbnailRatioOf,
  UPLOAD_MESSAGES,
  uploadRuleFor,
} from './uploads'

const MB = 1024 * 1024

describe('upload rules by kind and file name', () => {
  it.each([
    ['cultureFile', 'team.JPG', 'image', 4],
    ['cultureFile', 'office.jpeg', 'image', 4],
    ['cultureFile', 'office.png', 'image', 4],
    ['cultureFile', 'tour.mp4', 'video', 500],
    ['cultureFile', 'tour.mov', 'video', 500],
    ['cultureFile', 'tour.avi', 'video', 500],
    ['cultureFile', 'podcast.mp3', 'audio', 50],
    ['cultureFile', 'podcast.m4a', 'audio', 50],
    ['cultureMediaThumbnail', 'thumb.png', null, 4],
    ['organizationLogo', 'logo.png', null, 10],
    ['organizationCover', 'cover.jpg', null, 10],
    ['feedbackAttachment', 'screen.png', null, 5],
    ['feedbackAttachment', 'steps.pdf', null, 5],
  ] as const)('%s %s -> %s, %d MB', (kind, name, type, mb) => {
    const found = uploadRuleFor(kind, name)
    expect(found?.cultureType).toBe(type)
    expect(found && maxBytes(found.rule)).toBe(mb * MB)
  })

  it.each([
    ['cultureFile', 'anim.gif'],
    ['cultureFile', 'doc.pdf'],
    ['cultureFile', 'noextension'],
    ['cultureMediaThumbnail', 'thumb.webp'],
    ['cultureMediaThumbnail', 'clip.mp4'],
    ['organizationLogo', 'logo.svg'],
    ['organizationCover', 'cover.gif'],
    ['feedbackAttachment', 'run.exe'],
  ] as const)('%s refuses %s', (kind, name) => {
    expect(uploadRuleFor(kind, name)).toBeNull()
  })

  it('lists what a kind accepts', () => {
    expect(acceptedExtensions('organizationLogo')).toEqual(['jpg', 'jpeg', 'png'])
    expect(acceptedExtensions('cultureFile')).toEqual(expect.arrayContaining(['png', 'mp4', 'mp3']))
  })

  it.each([
    ['a.b.PNG', 'png'],
    ['x', ''],
    ['.env', 'env'],
  ])('extension of %s is %s', (name, ext) => expect(extensionOf(name)).toBe(ext))

  it.each([
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/gif', null],
    ['video/quicktime', 'video'],
    ['audio/mpeg', 'audio'],
    ['application/pdf', null],
  ])('culture type of %s is %s', (mime, type) => expect(cultureTypeOfMime(mime)).toBe(type))
})

describe('thumbnail ratio: 16:9 or square', () => {
  it.each([
    [1920, 1080, '16:9'],
    [1280, 720, '16:9'],
    [1366, 768, '16:9'],
    [640, 640, 'square'],
    [1000, 995, 'square'],
    [1000, 980, null],
    [1080, 1920, null],
    [800, 600, null],
    [1600, 1000, null],
    [0, 0, null],
    [100, 0, null],
  ])('%d x %d -> %s', (w, h, ratio) => expect(thumbnailRatioOf(w, h)).toBe(ratio))
})

describe('upload messages', () => {
  it.each([
    [UPLOAD_MESSAGES.empty, 'The file is empty'],
    [UPLOAD_MESSAGES.tooLarge(6), 'The file is larger than 6 MB'],
    [UPLOAD_MESSAGES.atMost(500), 'At most 500 MB'],
    [UPLOAD_MESSAGES.typeNotAllowed, 'This file type is not allowed'],
    [UPLOAD_MESSAGES.allowed(['pdf', 'doc']), 'Allowed: pdf, doc'],
    [fileTypeMessage(['jpg', 'jpeg', 'png']), 'This file type is not allowed. Allowed: jpg, jpeg, png'],
  ])('%j', (message, expected) => {
    expect(message).toBe(expected)
  })
})
