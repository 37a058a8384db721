/**
 * The job-stage workflow: pure, browser-safe rules shared by the API (to enforce) and the
 * clients (to show). See design/workflow-decisions.md for the readings of the spec they follow.
 */
export * from './action-permissions'
export * from './action-views'
export * from './aggregates'
export {
  type ActionInput,
  availableActions,
  canBulkApprove,
  isActionAvailable,
  MAX_BULK_SELECTION,
} from './available-actions'
export * from './candidate-job-label'
export * from './close-job'
export * from './jit-farming'
export * from './main-stage'
export * from './stage-row'
export * from './stage-visibility'
export * from './transitions'
export * from './vocabulary'
