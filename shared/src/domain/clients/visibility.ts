/**
 * Which parts of a client account its own users see (000 roles, 002 clients and jobs). The
 * account is the provider's record of its customer: its fee, the provider's notes, its branches
 * and CRM status, who on the provider's side develops the business and who owns each contact are
 * the provider's business, as on the job detail (../jobs/visibility.ts). The account manager stays:
 * that is the client's named counterpart at the provider. Favourite marks follow the job rule: a
 * client user sees only its own. The API answers through these functions, once per answer.
 */
import { favoritesSeenBy, seesProviderJobFields, type Viewer } from '../jobs/visibility'

/** The client detail fields only provider staff see, with the value a client gets in their place. */
export const PROVIDER_ONLY_CLIENT_FIELDS = {
  feePercentage: null,
  businessDevelopment: null,
  branch: null,
  assignedBranch: null,
  accountStatus: null,
  sourcingNotes: null,
  salesTeamNotes: null,
} as const
export type ProviderOnlyClientField = keyof typeof PROVIDER_ONLY_CLIENT_FIELDS

/** The same people see the provider's client fields as its job fields: provider staff. */
export const seesProviderClientFields = seesProviderJobFields

type WithFavorites = { favoriteByUsers: readonly string[]; meta: { id: string; favoriteByUsers: readonly string[] } }

/** A client list item or detail as this viewer may read it: provider-only fields blanked, own mark only. */
export function clientSeenBy<T extends WithFavorites>(viewer: Viewer, client: T): T {
  if (seesProviderClientFields(viewer.type)) return client
  const favoriteByUsers = favoritesSeenBy(viewer, client.favoriteByUsers)
  const blanked = Object.fromEntries(
    Object.entries(PROVIDER_ONLY_CLIENT_FIELDS).filter(([key]) => key in client),
  ) as Partial<typeof PROVIDER_ONLY_CLIENT_FIELDS>
  return { ...client, ...blanked, favoriteByUsers, meta: { ...client.meta, favoriteByUsers } }
}

/** A client contact as this viewer may read it: the provider user who owns the relationship is not the client's. */
export function clientContactSeenBy<T extends { owner: unknown }>(viewer: Viewer, contact: T): T {
  return seesProviderClientFields(viewer.type) ? contact : { ...contact, owner: null }
}
