/**
 * Whose integrations /integrate shows: a client's own users always their organization (the API
 * answers it without a parameter); provider staff a client organization they choose
 * (`?organizationId=`), passed to every ATS and webhook call ("Organization id is required."
 * otherwise).
 */
import { proxy } from 'valtio'

export const integrateOrg = proxy({
  /** Provider staff: the chosen client organization; null for a client's own users. */
  organizationId: null as string | null,
  /** Provider staff without the recruiter permission read a client's integrations but change nothing. */
  readOnly: false,
})

/** The `organizationId` query of the page's calls (empty for a client's own users). */
export const orgOf = () => integrateOrg.organizationId
export const orgQuery = () =>
  integrateOrg.organizationId ? { organizationId: integrateOrg.organizationId } : ({} as Record<string, string>)
