/** The organizations module: organization search, profile, users, similar organizations, images, culture media. */

export { findOrganization, toOrganizationProfile } from './profile'
export { organizationsRoutes } from './routes'
