/**
 * The three connection tests of the connection-test dialog (002 §3: atsConnectionTest,
 * jobVerificationTest, candidateVerificationTest; success status code 200). Each makes the one
 * call it stands for against the ATS and answers what happened, with the spec's texts for an
 * invalid key, a missing users permission and "API Request Failed". The outcome is kept on the
 * connection (lastTested*), so the Integrations page shows when it last worked.
 */
import type { AtsTestResultDto } from '@quota/shared/contracts/ats'
import { eq, sql } from 'drizzle-orm'
import { atsConnectionsTable } from '../../db/schema'
import { ATS_TEST_MESSAGES, type AtsTestKind, testFailureMessage } from '../../integrations/ats/adapter'
import { AtsHttpError } from '../../integrations/ats/http'
import { adapterFor } from '../../integrations/ats/index'
import type { UseCaseContext } from '../context'
import { connectionFor } from './access'
import type { AtsDeps } from './connections'

export async function runConnectionTest({
  ctx,
  deps,
  id,
  kind,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  id: string
  kind: AtsTestKind
}): Promise<AtsTestResultDto> {
  const row = await connectionFor(ctx, id, false)
  let result: AtsTestResultDto
  try {
    await adapterFor(deps.config, row).test(kind)
    result = { kind, ok: true, statusCode: 200, message: ATS_TEST_MESSAGES.ok }
  } catch (error) {
    result = {
      kind,
      ok: false,
      statusCode: error instanceof AtsHttpError ? error.status : null,
      message: testFailureMessage(kind, error),
    }
  }
  await ctx.db
    .update(atsConnectionsTable)
    .set({ lastTestedAt: sql`now()`, lastTestOk: result.ok, lastTestMessage: result.message, updatedAt: sql`now()` })
    .where(eq(atsConnectionsTable.id, row.id))
  return result
}
