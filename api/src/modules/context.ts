import type { Db, DbOrTx } from '../db/client'
import type { Actor } from '../plugins/auth'

/** What every use case receives besides its input. Tenant and owner come from `actor`, never the input. */
export interface UseCaseContext<A extends Actor | null = Actor> {
  actor: A
  requestId: string
  db: Db | DbOrTx
}
