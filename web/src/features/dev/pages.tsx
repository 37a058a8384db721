/** Development-only gallery of the ui/ components (local and development environments). */
import { useState } from 'react'
import { confirmDialog } from '../../app/dialogs'
import { useFormChangedWarning } from '../../app/form-guard'
import { promptReload } from '../../app/reload'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { TextField } from '../../ui/text-field'

export function UiGalleryPage() {
  const [name, setName] = useState('')
  useFormChangedWarning(name.length > 0)
  return (
    <section className="page">
      <h1>UI components</h1>
      <div className="card stack">
        <h2>Buttons</h2>
        <div className="row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button loading>Saving</Button>
          <Button variant="link">Link</Button>
        </div>
        <h2>Fields</h2>
        <TextField
          label="Name (typing marks the form changed)"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint="A hint."
        />
        <TextField label="Email" defaultValue="not-an-email" error="Please enter a valid email address." />
        <Checkbox label="Remember me" />
        <Alert>An inline error.</Alert>
        <Alert tone="success">An inline success.</Alert>
        <h2>Toasts and dialogs</h2>
        <div className="row">
          <Button variant="secondary" onClick={() => toast.success('Saved.')}>
            Success toast
          </Button>
          <Button variant="secondary" onClick={() => toast.info('Heads up.')}>
            Info toast
          </Button>
          <Button variant="secondary" onClick={() => toast.warning('Careful.')}>
            Warning toast
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              toast.error('There was an error while processing your request, please try again', {
                persistent: true,
                details: [
                  { label: 'Time', value: new Date().toISOString() },
                  { label: 'Request ID', value: 'req_123' },
                ],
              })
            }
          >
            Persistent error
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void confirmDialog({
                title: 'Delete this?',
                body: 'This cannot be undone.',
                confirmLabel: 'Delete',
                danger: true,
              })
            }
          >
            Confirm dialog
          </Button>
          <Button variant="secondary" onClick={() => void promptReload('new-version')}>
            Reload prompt
          </Button>
        </div>
      </div>
    </section>
  )
}
