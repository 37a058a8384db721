/**
 * Which parts of a job a viewer sees (000 roles, 002 §3 "Job detail"). Provider staff see
 * everything. A client user sees its own company's jobs without the provider's own business:
 * its fee, working notes, CRM id, record type and JIT threshold, and how the provider staffs the
 * job inside (business development, owner, sourcers, provider-side contacts). The account
 * manager stays: that is the client's named counterpart at the provider, shown on every job
 * list item too. Favourite marks are each user's own: a client sees only its own mark, never
 * which provider staff follow the job. Who created the job is the provider's business too: a
 * client learns it was the provider, or sees its own colleague in full. The API answers through
 * `jobListItemSeenBy` and `jobDetailSeenBy`; the web decides what to draw with
 * `seesProviderJobFields`, so both read the same rule.
 */

/** The kinds of user that have job calls (candidates and basic client recruiters have none). */
export type JobViewerType = 'staff' | 'client'
/** Who asks: the kind of user and its own id (for its own favourite mark). */
export interface Viewer {
  type: JobViewerType
  userId: string
}

/** The job detail fields only provider staff see, with the value a client gets in their place. */
export const PROVIDER_ONLY_JOB_FIELDS = {
  feePercentage: null,
  sourcingNotes: null,
  salesforceId: null,
  recordType: null,
  jitAutoSuggestionThreshold: null,
  businessDevelopment: null,
  owner: null,
  sourcers: [],
} as const
export type ProviderOnlyJobField = keyof typeof PROVIDER_ONLY_JOB_FIELDS

export function seesProviderJobFields(userType: string | null | undefined): boolean {
  return userType === 'staff'
}

/** A client sees the contacts who are its own company's users; provider staff see them all. */
export function seesJobContact(viewerType: string | null | undefined, contactUserType: string): boolean {
  return seesProviderJobFields(viewerType) || contactUserType === 'client'
}

/** The favourite marks (user ids) of a job or client this viewer may read: staff all, others their own. */
export function favoritesSeenBy(viewer: Viewer, userIds: readonly string[]): string[] {
  return seesProviderJobFields(viewer.type) ? [...userIds] : userIds.filter((id) => id === viewer.userId)
}

/** Who created a job: `by` says whose side; `person` is who, blanked for a client when the provider did. */
export interface JobCreatorSeen<P> {
  by: 'provider' | 'client'
  person: P | null
}

/** A job list item as this viewer may read it: only its own favourite mark when it is not staff. */
export function jobListItemSeenBy<T extends { favoriteByUsers: readonly string[] }>(viewer: Viewer, item: T): T {
  return { ...item, favoriteByUsers: favoritesSeenBy(viewer, item.favoriteByUsers) }
}

/** The part of a job detail this viewer may read: provider-only fields blanked, contacts narrowed. */
export function jobDetailSeenBy<
  T extends {
    contacts: readonly { userType: string }[]
    favoriteByUsers: readonly string[]
    createdBy: JobCreatorSeen<unknown> | null
  },
>(viewer: Viewer, detail: T): T {
  if (seesProviderJobFields(viewer.type)) return detail
  const createdBy = detail.createdBy
  // a fresh list for sourcers: the constant's own must never reach a caller that could change it
  return {
    ...jobListItemSeenBy(viewer, detail),
    ...PROVIDER_ONLY_JOB_FIELDS,
    sourcers: [],
    contacts: detail.contacts.filter((c) => seesJobContact(viewer.type, c.userType)),
    createdBy: createdBy && createdBy.by === 'provider' ? { by: 'provider', person: null } : createdBy,
  } as T
}
