import { Button } from './button'

/**
 * The Cancel + submit row at the foot of every form dialog. Cancel is disabled while the form
 * is sent (closing then would drop the result); the submit button shows the busy state.
 */
export function DialogFormActions({
  pending,
  label,
  onCancel,
  danger,
}: {
  pending: boolean
  /** The submit button's text, e.g. "Save". */
  label: string
  onCancel: () => void
  /** A destructive action: red submit button. */
  danger?: boolean
}) {
  return (
    <div className="dialog-actions">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>
        {label}
      </Button>
    </div>
  )
}
