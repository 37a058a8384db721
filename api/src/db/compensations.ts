/**
 * Effects outside the database (a Zoom meeting made, moved) that happen while a transaction is
 * open: each registers how to undo it, and when the transaction does not commit the undos run,
 * newest first. Without this a rollback would leave a meeting behind that no interview points to.
 * An undo that fails is logged with what it was about (it cannot be retried: nothing in the
 * database remembers it), and the transaction's own error is what the caller sees.
 */
import type { Logger } from 'pino'
import type { Db, DbOrTx } from './client'

export class Compensations {
  private readonly steps: { what: string; undo: () => Promise<unknown> }[] = []

  /** Registers the undo of an effect that has just taken place. */
  add(what: string, undo: () => Promise<unknown>) {
    this.steps.push({ what, undo })
  }

  /** Runs every undo (newest first); answers what could not be undone. */
  async runAll(logger?: Pick<Logger, 'error'>): Promise<string[]> {
    const failed: string[] = []
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step.undo()
      } catch (error) {
        failed.push(step.what)
        logger?.error(
          { err: error, what: step.what },
          'compensation failed: an outside effect of a rolled back change stays',
        )
      }
    }
    return failed
  }
}

/** `db.transaction(work)`, with the outside effects `work` registered undone when it does not commit. */
export async function transactionWithCompensations<T>(
  db: Db | DbOrTx,
  logger: Pick<Logger, 'error'> | undefined,
  work: (tx: DbOrTx, compensations: Compensations) => Promise<T>,
): Promise<T> {
  const compensations = new Compensations()
  try {
    return await db.transaction((tx) => work(tx, compensations))
  } catch (error) {
    await compensations.runAll(logger)
    throw error
  }
}
