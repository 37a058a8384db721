/**
 * Client rules shared by the API and the clients (002 §3 "Client contact", §5, §9).
 */
export const CLIENT_LIMITS = {
  noteBody: 4000,
  noteHtml: 50_000,
  accountNotes: 32_000,
  contactName: 100,
  title: 255,
  phone: 30,
  linkedinUrl: 1000,
} as const

export const CLIENT_MESSAGES = {
  notFound: 'Client not found',
  emailTaken: 'User with this email address already exists.',
  hasJobs: 'A client with jobs cannot be deleted; close and delete its jobs first',
  notEnabled: 'Client executive reporting is not enabled',
  invalidName: 'Names must not contain < > : / ! $ @ ( ) ;',
} as const

/** 000 §5: names must not contain < > : / ! $ @ ( ) ; */
export const NAME_FORBIDDEN = /[<>:/!$@();]/
export const isValidPersonName = (name: string) => !NAME_FORBIDDEN.test(name)

/** 000/002 §5: the leading +1 is dropped for display. */
export function displayPhone(phone: string | null | undefined): string | null {
  if (!phone) return null
  const p = phone.trim()
  return p.startsWith('+1') ? p.slice(2).trim() : p
}

/** 000 §5: +1 is added on account creation when the number has no country code. */
export function storedPhone(phone: string | null | undefined): string | null {
  if (!phone) return null
  const p = phone.trim().replace(/[\s().-]/g, '')
  if (!p) return null
  return p.startsWith('+') ? p : `+1${p}`
}

/** Contact list sorts. */
export const CONTACT_SORTS = ['name', 'lastLogin', 'createdAt', 'cardViews', 'profileViews', 'title'] as const
export type ContactSort = (typeof CONTACT_SORTS)[number]

/** Client list sorts. */
export const CLIENT_SORTS = ['name', 'createdAt', 'updatedAt', 'kickoffDate', 'openJobs'] as const
export type ClientSort = (typeof CLIENT_SORTS)[number]
