/**
 * Clone and delete a job (POST jobs/{id}/clone, DELETE jobs/{id}); deleting asks first. Staff who
 * may re-index also refresh the job in search.
 */
import { useState } from 'react'
import { confirmDialog } from '../../app/dialogs'
import { navigate } from '../../app/navigation'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { ReindexButton } from '../admin/reindex-button'
import { cloneJob, deleteJob, type JobDetail } from './api'

export function JobActions({ job, listPath }: { job: JobDetail; listPath: string }) {
  const [pending, setPending] = useState<'clone' | 'delete' | null>(null)

  async function onClone() {
    setPending('clone')
    try {
      const copy = await cloneJob(job.id)
      toast.success(`${copy.name} was created.`)
      setPending(null)
      await navigate(`/job/${copy.id}/details`)
    } catch {
      // shown by the app's error handling
      setPending(null)
    }
  }

  async function onDelete() {
    const sure = await confirmDialog({
      title: 'Delete job',
      icon: 'warning',
      danger: true,
      body: `Delete ${job.name}? It disappears from every list; its candidates' history is kept.`,
      confirmLabel: 'Delete job',
    })
    if (!sure) return
    setPending('delete')
    try {
      await deleteJob(job.id)
      toast.success(`${job.name} was deleted.`)
      await navigate(listPath, { force: true })
    } catch {
      // shown by the app's error handling; the job stays
      setPending(null)
    }
  }

  return (
    <div className="row">
      <Button variant="secondary" loading={pending === 'clone'} onClick={() => void onClone()}>
        Clone job
      </Button>
      <Button variant="danger" loading={pending === 'delete'} onClick={() => void onDelete()}>
        Delete job
      </Button>
      <ReindexButton indexType="jobs" id={job.id} />
    </div>
  )
}
