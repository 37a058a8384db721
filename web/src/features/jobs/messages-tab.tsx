/**
 * The job page's Messages tab: the job's e-mail snippet, the message "Send Snippet" mails to the
 * client with a shortlisted candidate, and whether it is published. The API has no call that
 * writes the snippet; it can clear and unpublish it (PATCH jobs/{id}/reset-snippet).
 */
import { useState } from 'react'
import { confirmDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { type JobDetail, resetJobSnippet } from './api'
import { htmlToText } from './html-text'

export function MessagesTab({
  job,
  canEdit,
  onChanged,
}: {
  job: JobDetail
  canEdit: boolean
  onChanged: () => Promise<void>
}) {
  const [pending, setPending] = useState(false)
  const snippet = htmlToText(job.jobEmailSnippet)

  async function onReset() {
    const sure = await confirmDialog({
      title: 'Reset snippet',
      icon: 'warning',
      danger: true,
      body: 'Clear the job’s e-mail snippet and unpublish it? Send Snippet is not offered until a new one is published.',
      confirmLabel: 'Reset snippet',
    })
    if (!sure) return
    setPending(true)
    try {
      await resetJobSnippet(job.id)
      await onChanged()
      toast.success('The snippet was cleared.')
    } catch {
      // shown by the app's error handling
    } finally {
      setPending(false)
    }
  }

  return (
    <section className="stack" aria-label="Messages">
      <div className="form-row-between">
        <h2>E-mail snippet</h2>
        {snippet && (
          <span className={`badge badge-${job.isJobEmailSnippetPublished ? 'success' : 'neutral'}`}>
            {job.isJobEmailSnippetPublished ? 'Published' : 'Not published'}
          </span>
        )}
      </div>
      <p className="muted">The message sent to the client with a shortlisted candidate (Send Snippet).</p>
      {snippet ? <p className="prewrap">{snippet}</p> : <EmptyState title="This job has no e-mail snippet." />}
      {canEdit && snippet && (
        <div>
          <Button variant="danger" loading={pending} onClick={() => void onReset()}>
            Reset snippet
          </Button>
        </div>
      )}
    </section>
  )
}
