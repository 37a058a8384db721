/** The administration module: configurations, templates, inbound forms, lists, feature flags, feedback. */
export { adminRoutes } from './routes'
