/**
 * Which parts of a job a viewer sees (000 roles, 002 §3 "Job detail"). Provider staff see
 * everything. A client user sees its own company's jobs without the provider's own business:
 * its fee, working notes, CRM id, record type and JIT threshold, and how the provider staffs the
 * job inside (business development, owner, sourcers, provider-side contacts). The account
 * manager stays: that is the client's named counterpart at the provider, shown on every job
 * list item too. The API answers through `jobDetailSeenBy`; the web decides what to draw with
 * `seesProviderJobFields`, so both read the same rule.
 */

/** The kinds of user that have job calls (candidates and basic client recruiters have none). */
export type JobViewerType = 'staff' | 'client'

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

/** The part of a job detail this viewer may read: provider-only fields blanked, contacts narrowed. */
export function jobDetailSeenBy<T extends { contacts: readonly { userType: string }[] }>(
  viewerType: JobViewerType,
  detail: T,
): T {
  if (seesProviderJobFields(viewerType)) return detail
  // a fresh list for sourcers: the constant's own must never reach a caller that could change it
  return {
    ...detail,
    ...PROVIDER_ONLY_JOB_FIELDS,
    sourcers: [],
    contacts: detail.contacts.filter((c) => seesJobContact(viewerType, c.userType)),
  } as T
}
