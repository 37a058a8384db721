/** The jobs module: job list, details, create/patch/delete/clone and the job's parts. */

export { enqueueOutbox, writeAudit } from '../../audit/write-audit'
export { type JobViewer, jobViewerOf, loadJobFor } from './access'
export { jobsRoutes } from './routes'
