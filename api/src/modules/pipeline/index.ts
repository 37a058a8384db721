/** What other modules (and server.ts) may use of the pipeline. */

export { type HireStep, onHire } from './hire-steps'
export { handOffJitCandidate, JIT_HANDOFF_TOPIC, jitHandoffHandler, startPipelineWorker } from './jit-farming'
export { pipelineRoutes } from './routes'
export {
  countHidden,
  fromStageCountRows,
  readAggregates,
  readAggregatesDto,
  recountJob,
  toAggregatesDto,
  toStageCountRows,
} from './stage-counts'
export { clientCanSee, viewerOf } from './viewer'
