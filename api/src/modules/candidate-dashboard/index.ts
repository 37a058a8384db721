export { dashboardJobs } from './get-dashboard'
export { candidateDashboardRoutes } from './routes'
