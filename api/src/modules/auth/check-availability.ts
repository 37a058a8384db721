import type { AvailabilityResult } from '@quota/shared/contracts/auth'
import { normalizeEmail } from '@quota/shared/domain/auth/index'
import { sql } from 'drizzle-orm'
import { candidatesTable } from '../../db/schema'
import { findUserByEmail } from '../users/repository'
import type { AuthDeps, RequestMeta } from './context'

/**
 * GET auth/check-availability/{email} (001 §5): available, or taken by a user, by a record kept
 * from the CRM (a salesforceId), or by a prospect (a candidate without a login). The caller's own
 * unchanged address (connectId) counts as available.
 */
export async function checkAvailability(
  deps: AuthDeps,
  meta: RequestMeta,
  input: { email: string; connectId?: string | undefined },
): Promise<AvailabilityResult> {
  const email = normalizeEmail(input.email)
  await deps.limiters.availabilityAddress.hit(meta.ip)
  await deps.limiters.availability.hit(email)
  const user = await findUserByEmail(deps.db, email)
  const [candidate] = await deps.db
    .select({ id: candidatesTable.id, userId: candidatesTable.userId, salesforceId: candidatesTable.salesforceId })
    .from(candidatesTable)
    .where(sql`lower(${candidatesTable.email}) = ${email}`)
    .limit(1)
  const own = !!input.connectId && (user?.id === input.connectId || candidate?.userId === input.connectId)
  const prospect = !!candidate && !candidate.userId && !own
  const onCrm = !own && (!!user?.salesforceId || !!candidate?.salesforceId)
  return {
    email,
    available: own || (!user && !candidate),
    onCrm,
    prospect,
    prospectCandidateId: prospect ? candidate!.id : null,
  }
}
