/** Settings and links (configurations of type setting or link): list, add, change, remove. */
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog, openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DialogFormActions } from '../../ui/dialog-actions'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import type { Configuration } from './api'
import { formatConfigValue, keyProblem, parseConfigValue, REQUIRED, summarizeValue } from './configurations-model'
import { configurationsState, loadConfigurations, removeConfiguration, saveConfiguration } from './configurations-state'
import { apiFieldError } from './form-errors'

export function SettingsSection() {
  const s = useSnapshot(configurationsState).configurations
  useEffect(() => {
    void loadConfigurations()
  }, [])
  const items = s.items as Configuration[]

  async function onDelete(c: Configuration) {
    const ok = await confirmDialog({
      title: 'Remove configuration',
      icon: 'warning',
      body: `Remove "${c.displayName}" (${c.key})? Whatever reads it falls back to its default.`,
      confirmLabel: 'Remove',
      danger: true,
    })
    if (ok && (await removeConfiguration(c.id))) toast.success(`${c.displayName} was removed.`)
  }

  return (
    <div className="card">
      <div className="list-toolbar">
        <h2 className="list-title">Settings and links</h2>
        <Button onClick={() => void openConfigurationDialog(null)}>Add configuration</Button>
      </div>
      {s.error ? (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadConfigurations()}>
            Try again
          </Button>
        </Alert>
      ) : !s.loaded ? (
        <Spinner label="Loading the configurations" />
      ) : items.length === 0 ? (
        <EmptyState title="No configurations yet.">Add a setting (a JSON value) or a link.</EmptyState>
      ) : (
        <div className="data-table-wrap">
          <table className="data-table config-table">
            <caption className="visually-hidden">Settings and links</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Value</th>
                <th scope="col">Visibility</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id} data-config-key={c.key}>
                  <th scope="row">
                    {c.displayName}
                    <code className="muted block">{c.key}</code>
                  </th>
                  <td>{c.type === 'link' ? 'Link' : 'Setting'}</td>
                  <td className="config-value">
                    <code>{summarizeValue(c.value)}</code>
                  </td>
                  <td>{c.isPublic ? 'Public' : 'Staff only'}</td>
                  <td>
                    <div className="admin-row-actions">
                      <Button
                        variant="secondary"
                        aria-label={`Edit ${c.displayName}`}
                        onClick={() => void openConfigurationDialog(c)}
                      >
                        Edit
                      </Button>
                      <Button variant="ghost" aria-label={`Remove ${c.displayName}`} onClick={() => void onDelete(c)}>
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

interface Values {
  type: 'setting' | 'link'
  key: string
  displayName: string
  description: string
  value: string
  isPublic: boolean
}

function ConfigurationForm({ current, close }: { current: Configuration | null; close: () => void }) {
  const [v, setV] = useState<Values>({
    type: current?.type ?? 'setting',
    key: current?.key ?? '',
    displayName: current?.displayName ?? '',
    description: current?.description ?? '',
    value: current ? formatConfigValue(current.value) : '',
    isPublic: current?.isPublic ?? false,
  })
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const [pending, setPending] = useState(false)
  const set = (k: 'key' | 'displayName' | 'description' | 'value') => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [k]: e.target.value }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found: Partial<Record<keyof Values, string>> = {}
    if (!current) {
      const k = keyProblem(v.key)
      if (k) found.key = k
    }
    if (!v.displayName.trim()) found.displayName = REQUIRED
    const parsed = parseConfigValue(v.type, v.value)
    if (!parsed.ok) found.value = parsed.error
    setErrors(found)
    if (Object.keys(found).length || !parsed.ok) return
    setPending(true)
    try {
      const saved = await saveConfiguration(current?.id ?? null, {
        key: v.key.trim(),
        type: v.type,
        displayName: v.displayName.trim(),
        description: v.description.trim() || null,
        value: parsed.value,
        isPublic: v.isPublic,
      })
      toast.success(`${saved.displayName} was saved.`)
      close()
    } catch (err) {
      const key = apiFieldError(err, 'key')
      const value = apiFieldError(err, 'value')
      setErrors({ ...(key && !current ? { key } : {}), ...(value && !key ? { value } : {}) })
      setPending(false)
    }
  }

  return (
    <form
      className="form"
      aria-label={current ? 'Edit configuration' : 'Add configuration'}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      {!current && (
        <Select
          label="Type"
          name="type"
          options={[
            { value: 'setting', label: 'Setting (a JSON value)' },
            { value: 'link', label: 'Link (a URL)' },
          ]}
          value={v.type}
          onChange={(e) => setV((x) => ({ ...x, type: e.target.value as Values['type'] }))}
        />
      )}
      <TextField
        label="Key"
        name="key"
        required
        autoComplete="off"
        maxLength={100}
        readOnly={Boolean(current)}
        hint={current ? 'A key cannot change.' : 'Letters, digits, _ . - ; starting with a letter.'}
        value={v.key}
        onChange={set('key')}
        error={errors.key}
      />
      <TextField
        label="Name"
        name="displayName"
        required
        autoComplete="off"
        maxLength={255}
        value={v.displayName}
        onChange={set('displayName')}
        error={errors.displayName}
      />
      <TextArea
        label="Description"
        name="description"
        rows={2}
        maxLength={1000}
        value={v.description}
        onChange={set('description')}
      />
      {v.type === 'link' ? (
        <TextField
          label="URL"
          name="value"
          type="url"
          required
          autoComplete="off"
          value={v.value}
          onChange={set('value')}
          error={errors.value}
        />
      ) : (
        <TextArea
          label="Value"
          name="value"
          required
          rows={5}
          className="field-mono"
          hint={'JSON: true, 50, "text", [1, 2] or {"a": 1}.'}
          value={v.value}
          onChange={set('value')}
          error={errors.value}
        />
      )}
      <Checkbox
        label="Public (readable without signing in)"
        name="isPublic"
        checked={v.isPublic}
        onChange={(e) => setV((x) => ({ ...x, isPublic: e.target.checked }))}
      />
      <DialogFormActions pending={pending} label="Save" onCancel={close} />
    </form>
  )
}

function openConfigurationDialog(current: Configuration | null) {
  return openDialog(current ? `Edit ${current.displayName}` : 'Add configuration', (close) => (
    <ConfigurationForm current={current} close={() => close()} />
  ))
}
