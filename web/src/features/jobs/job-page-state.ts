/**
 * The job page's company store: the organization's profile (its about text), loaded once per
 * organization for the About tab, and its changes. Culture media has its own store
 * (features/culture-media).
 */
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { fetchOrganization, type OrganizationProfile, updateOrganizationAbout } from './api'

function initial() {
  return {
    organizationId: null as string | null,
    profile: null as OrganizationProfile | null,
    profileError: null as string | null,
  }
}

export const jobPageState = proxy(initial())
onResetAll(() => Object.assign(jobPageState, initial()))

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback)

function switchOrganization(organizationId: string) {
  if (jobPageState.organizationId === organizationId) return
  Object.assign(jobPageState, initial(), { organizationId })
}

export async function loadOrganizationProfile(organizationId: string) {
  switchOrganization(organizationId)
  if (jobPageState.profile) return
  jobPageState.profileError = null
  try {
    const profile = await fetchOrganization(organizationId)
    if (jobPageState.organizationId === organizationId) jobPageState.profile = ref(profile)
  } catch (error) {
    if (jobPageState.organizationId === organizationId)
      jobPageState.profileError = messageOf(error, 'The company could not be loaded.')
  }
}

/** Saves the about text; the form shows a refusal (the error is rethrown). */
export async function saveAbout(organizationId: string, aboutHtml: string | null) {
  const profile = await updateOrganizationAbout(organizationId, aboutHtml)
  if (jobPageState.organizationId === organizationId) jobPageState.profile = ref(profile)
}
