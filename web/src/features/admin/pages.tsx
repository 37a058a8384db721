/** Administration screens (spec 000 §2 admin routes): one chunk. */
export { AdminChromeExtensionPage } from './chrome-extension-page'
export { AdminConfigurationsPage } from './configurations-page'
export { AdminFeaturesPage } from './features-page'
export { AdminListsPage } from './lists-page'
export {
  AdminCompensationMappingsPage,
  AdminEmailWhitelistPage,
  AdminLinkedInProjectsPage,
  AdminLocationMappingsPage,
  AdminNextGenFiltersPage,
} from './registers-page'
export { AdminReportsPage } from './reports-page'
export { AdminSearchIndexPage } from './search-index-page'
export { AdminUsersPage } from './users-page'
