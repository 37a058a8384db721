import type { Config } from '../../config/env'
import type { ObjectStorage } from '../../storage'
import type { UseCaseContext } from '../context'

/** A candidate use case's context: the usual one, plus where files live and the settings. */
export interface CandidateCtx extends UseCaseContext {
  storage: ObjectStorage
  config: Config
}
