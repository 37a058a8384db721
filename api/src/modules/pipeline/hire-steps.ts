/**
 * What other modules do inside a hire's transaction (the offers module fixes the placement fee),
 * registered by them at start-up: the pipeline calls them without importing them, so a higher
 * module reacting to a hire never puts the pipeline in an import circle. Keyed by name, so building
 * the app twice (tests) registers each step once.
 */
import type { DbOrTx } from '../../db/client'

export type HireStep = (tx: DbOrTx, hireId: string, actorId: string) => Promise<void>

const steps = new Map<string, HireStep>()

export function onHire(name: string, step: HireStep): void {
  steps.set(name, step)
}

/** Runs every registered step, in registration order, inside the hire's transaction. */
export async function runHireSteps(tx: DbOrTx, hireId: string, actorId: string): Promise<void> {
  for (const step of steps.values()) await step(tx, hireId, actorId)
}
