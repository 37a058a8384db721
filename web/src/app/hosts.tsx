/** Renders the toast and dialog stores. */
import { useLayoutEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Toasts } from '../ui/toasts'
import { closeDialog, type DialogEntry, dialogState } from './dialogs'
import { dismissToast, toastState } from './toasts'

export function ToastHost() {
  const { toasts } = useSnapshot(toastState)
  return <Toasts toasts={toasts as typeof toastState.toasts} onDismiss={dismissToast} />
}

function ConfirmDialogView({ entry }: { entry: Extract<DialogEntry, { kind: 'confirm' }> }) {
  const o = entry.options
  const cancel = () => closeDialog(entry.id, false)
  return (
    <Dialog
      title={o.title ?? 'Please confirm'}
      icon={o.icon}
      dismissible={o.dismissible ?? true}
      onClose={cancel}
      footer={
        <>
          {!o.infoOnly && (
            <Button variant="secondary" onClick={cancel}>
              {o.cancelLabel ?? 'Cancel'}
            </Button>
          )}
          <Button variant={o.danger ? 'danger' : 'primary'} data-autofocus onClick={() => closeDialog(entry.id, true)}>
            {o.confirmLabel ?? (o.infoOnly ? 'OK' : 'Confirm')}
          </Button>
        </>
      }
    >
      {typeof o.body === 'string' ? <p>{o.body}</p> : o.body}
    </Dialog>
  )
}

export function DialogHost() {
  const { stack } = useSnapshot(dialogState)
  const open = stack.length > 0

  // A layout effect: the rest of the page must be interactive again before a closing dialog
  // (passive effect) gives focus back to its opener.
  useLayoutEffect(() => {
    document.body.classList.toggle('has-dialog', open)
    document.getElementById('app-content')?.toggleAttribute('inert', open)
  }, [open])

  return (
    <>
      {stack.map((entry) =>
        entry.kind === 'confirm' ? (
          <ConfirmDialogView key={entry.id} entry={entry as Extract<DialogEntry, { kind: 'confirm' }>} />
        ) : (
          <Dialog
            key={entry.id}
            title={entry.title}
            dismissible={entry.dismissible}
            size="md"
            onClose={() => closeDialog(entry.id)}
          >
            {entry.render((result) => closeDialog(entry.id, result))}
          </Dialog>
        ),
      )}
    </>
  )
}
