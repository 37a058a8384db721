import { describe, expect, it } from 'vitest'
import { notificationKeysFor, notificationOn, notificationSettingsFor, rememberMeDaysFor } from './account-settings'

describe('account settings rules', () => {
  it.each([
    [undefined, null, 30],
    [undefined, 7, 7],
    [90, 7, 90],
    [1, null, 1],
  ])('remember-me: asked %s, preferred %s -> %s days', (asked, preferred, days) => {
    expect(rememberMeDaysFor(asked, preferred)).toBe(days)
  })

  it.each([
    ['staff', ['inboundApplications', 'featureAnnouncements']],
    ['client', ['featureAnnouncements']],
    ['candidate', ['featureAnnouncements']],
    ['system', []],
  ] as const)('%s receives %j', (userType, keys) => {
    expect(notificationKeysFor(userType)).toEqual(keys)
  })

  it.each([
    [null, true],
    [{}, true],
    [{ featureAnnouncements: true }, true],
    [{ featureAnnouncements: false }, false],
  ])('settings %j -> announcements on: %s', (settings, on) => {
    expect(notificationOn(settings, 'featureAnnouncements')).toBe(on)
    expect(notificationSettingsFor('client', settings)).toEqual({ featureAnnouncements: on })
  })
})
