/** DELETE jobs/{id}: the job disappears from every list; its stage history is kept. */
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { jobsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { enqueueSearchSync } from '../search'
import { jobViewerOf, loadJobFor, requireWriter } from './access'

export async function deleteJob({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string }
}): Promise<{ id: string; deleted: true }> {
  const viewer = jobViewerOf(ctx.actor)
  return ctx.db.transaction(async (tx) => {
    const job = await loadJobFor(tx, viewer, input.jobId, { lock: true })
    requireWriter(viewer)
    await tx.update(jobsTable).set({ deletedAt: new Date() }).where(eq(jobsTable.id, job.id))
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job.id,
      action: 'delete',
      before: { name: job.name, status: job.status },
    })
    await enqueueSearchSync(tx, 'jobs', [job.id], { requestId: ctx.requestId })
    return { id: job.id, deleted: true as const }
  })
}
