/**
 * What a user sets on the Settings page (000 route /settings; the spec does not show the page):
 * how long "Keep me signed in" lasts, and which notifications reach them. Each notification key
 * guards a notification the product really sends; a key no role receives is not listed.
 */
import type { UserType } from '../enums'

/** "Keep me signed in": the choices offered (days); the login call accepts any 1 to 365. */
export const REMEMBER_ME_DAY_CHOICES = [1, 7, 14, 30, 90, 180, 365] as const
/** When the user has not chosen (also the login call's default). */
export const REMEMBER_ME_DEFAULT_DAYS = 30

export const NOTIFICATION_SETTING_KEYS = ['inboundApplications', 'featureAnnouncements'] as const
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number]

export interface NotificationSettingRule {
  label: string
  /** Shown under the switch: what arrives, where, and when. */
  description: string
  channel: 'email' | 'inApp'
  /** Who receives it at all (others do not see the switch). */
  userTypes: readonly UserType[]
}

export const NOTIFICATION_SETTINGS: Record<NotificationSettingKey, NotificationSettingRule> = {
  inboundApplications: {
    label: 'New applications from the apply form',
    description: 'An e-mail to candidate owners each time someone applies on the public apply form.',
    channel: 'email',
    userTypes: ['staff'],
  },
  featureAnnouncements: {
    label: 'New feature announcements',
    description: 'Announcements of new features, shown in the app after you sign in.',
    channel: 'inApp',
    userTypes: ['staff', 'client', 'candidate'],
  },
}

/** The notification keys a user of this type receives. */
export function notificationKeysFor(userType: UserType): NotificationSettingKey[] {
  return NOTIFICATION_SETTING_KEYS.filter((k) => NOTIFICATION_SETTINGS[k].userTypes.includes(userType))
}

/** Whether a notification is on: everything is on until the user turns it off. */
export function notificationOn(
  settings: Partial<Record<string, boolean>> | null | undefined,
  key: NotificationSettingKey,
): boolean {
  return settings?.[key] !== false
}

/** The user's settings as the Settings page shows them: every key they receive, on or off. */
export function notificationSettingsFor(
  userType: UserType,
  settings: Partial<Record<string, boolean>> | null | undefined,
): Partial<Record<NotificationSettingKey, boolean>> {
  return Object.fromEntries(notificationKeysFor(userType).map((k) => [k, notificationOn(settings, k)]))
}

/** The remember-me lifetime a login with "Keep me signed in" gets: the call's, else the user's, else 30. */
export function rememberMeDaysFor(requested: number | undefined, preferred: number | null | undefined): number {
  return requested ?? preferred ?? REMEMBER_ME_DEFAULT_DAYS
}
