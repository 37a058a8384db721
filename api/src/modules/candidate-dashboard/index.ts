export { dashboardJobs } from './get-dashboard'
export { interviewDto } from './interview-repository'
export { candidateDashboardRoutes } from './routes'
