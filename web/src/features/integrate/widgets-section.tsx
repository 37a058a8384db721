/**
 * The client's widget keys on /integrate (issue 16 "the snippet to copy, per widget"): a key for
 * the career site's widgets (apply, hire, compensation), bound to the sites it may run on. The
 * key is shown once, inside the snippets to copy; afterwards the list shows its prefix, and a
 * key can be revoked (the widgets using it stop at once).
 */
import type { AccessKeyDto, CreatedAccessKeyDto } from '@quota/shared/contracts/access-keys'
import { WIDGETS, type WidgetScope, widgetSnippet, widgetsOfKey } from '@quota/shared/domain/inbound/snippet'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { confirmDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { CopyButton } from '../../ui/copy-button'
import { DataTable } from '../../ui/data-table'
import { EmptyState } from '../../ui/empty-state'
import { ListError } from '../../ui/list'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { formatDate } from '../pipeline/format'
import { createWidgetKey, fetchWidgetKeys, revokeWidgetKey } from './api'

type Field = 'name' | 'scopes' | 'allowedOrigins'
const WIDGET_OPTIONS = WIDGETS.map((w) => ({ value: w.scope, label: w.label }))

/** One origin per line (or comma): what browsers send as Origin, e.g. https://careers.acme.com. */
const originsOf = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((l) => l.trim().replace(/\/+$/, ''))
    .filter(Boolean)

function errorsOf(error: unknown): Partial<Record<Field, string>> {
  if (!isApiError(error)) return {}
  const found: Partial<Record<Field, string>> = {}
  for (const d of error.details) {
    const field = (['name', 'scopes', 'allowedOrigins'] as const).find((f) => d.path.split('.').includes(f))
    if (field && !found[field]) found[field] = d.message
  }
  if (!Object.keys(found).length) found.name = error.message
  return found
}

/** `organizationId`: the client staff chose on the page; null for a client recruiter's own. */
export function WidgetsSection({ organizationId }: { organizationId: string | null }) {
  const [keys, setKeys] = useState<AccessKeyDto[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<CreatedAccessKeyDto | null>(null)

  const load = useCallback(async () => {
    try {
      setKeys(await fetchWidgetKeys(organizationId))
      setError(null)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The widget keys could not be loaded.')
    }
  }, [organizationId])
  useEffect(() => {
    void load()
  }, [load])

  async function onRevoke(k: AccessKeyDto) {
    const sure = await confirmDialog({
      title: 'Revoke this key?',
      icon: 'warning',
      danger: true,
      body: `The widgets using ${k.name} (${k.prefix}…) stop working at once, on every site.`,
      confirmLabel: 'Revoke',
    })
    if (!sure) return
    await revokeWidgetKey(k.id)
    if (created?.id === k.id) setCreated(null)
    toast.success(`${k.name} is revoked.`)
    await load()
  }

  return (
    <section className="card stack widgets-section" aria-labelledby="widgets-title">
      <h2 id="widgets-title" className="section-title">
        Widgets on your career site
      </h2>
      <p className="muted">
        The apply form, the hire form and the compensation tool run on your own site with one line of HTML. Create a key
        for the sites they run on, then copy the snippet of each widget.
      </p>
      {created ? (
        <Snippets created={created} onDone={() => setCreated(null)} />
      ) : (
        <NewKeyForm
          organizationId={organizationId}
          onCreated={(k) => {
            setCreated(k)
            void load()
          }}
        />
      )}
      {error ? (
        <ListError message={error} onRetry={() => void load()} />
      ) : !keys ? (
        <Spinner label="Loading the widget keys" />
      ) : keys.length === 0 ? (
        <EmptyState title="No widget keys yet." />
      ) : (
        <DataTable columns={['Name', 'Key', 'Widgets', 'Sites', 'Created', 'Last used', '']} className="widget-keys">
          {keys.map((k) => (
            <tr key={k.id} data-key-id={k.id}>
              <th scope="row">{k.name}</th>
              <td>
                <code>{k.prefix}…</code>
              </td>
              <td>
                {widgetsOfKey(k.scopes)
                  .map((w) => w.label)
                  .join(', ') || '—'}
              </td>
              <td className="widget-key-sites">{k.allowedOrigins.join(', ') || 'Any site'}</td>
              <td>
                <time dateTime={k.createdAt}>{formatDate(k.createdAt)}</time>
              </td>
              <td>{k.lastUsedAt ? <time dateTime={k.lastUsedAt}>{formatDate(k.lastUsedAt)}</time> : 'Never'}</td>
              <td>
                <Button variant="danger" onClick={() => void onRevoke(k)}>
                  Revoke<span className="visually-hidden"> {k.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}

function NewKeyForm({
  organizationId,
  onCreated,
}: {
  organizationId: string | null
  onCreated: (k: CreatedAccessKeyDto) => void
}) {
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<string[]>(['apply'])
  const [sites, setSites] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [pending, setPending] = useState(false)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!name.trim()) found.name = 'Name the key (e.g. the site it is for).'
    if (!scopes.length) found.scopes = 'Choose at least one widget.'
    if (!originsOf(sites).length) found.allowedOrigins = 'Add at least one site where the widget runs.'
    setErrors(found)
    if (Object.keys(found).length) return
    setPending(true)
    try {
      const key = await createWidgetKey({
        name: name.trim(),
        scopes: scopes as WidgetScope[],
        allowedOrigins: originsOf(sites),
      })
      setName('')
      setSites('')
      onCreated(key)
    } catch (error) {
      setErrors(errorsOf(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className="stack new-widget-key"
      aria-label="Create a widget key"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label="Key name"
        name="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        hint="For you to recognise it, e.g. Careers site."
      />
      <CheckboxGroup
        legend="Widgets"
        name="scopes"
        required
        options={WIDGET_OPTIONS}
        value={scopes}
        onChange={setScopes}
        error={errors.scopes}
      />
      <TextArea
        label="Sites"
        name="allowedOrigins"
        required
        rows={2}
        value={sites}
        onChange={(e) => setSites(e.target.value)}
        error={errors.allowedOrigins}
        hint="One per line, as https://careers.example.com (no path). The key works only on these sites."
      />
      <div>
        <Button type="submit" loading={pending}>
          Create key
        </Button>
      </div>
    </form>
  )
}

function Snippets({ created, onDone }: { created: CreatedAccessKeyDto; onDone: () => void }) {
  return (
    <section className="stack widget-snippets" aria-label="Snippets for the new key">
      <p>
        <strong>{created.name}</strong> is ready. Copy each snippet now: the key inside it is not shown again.
      </p>
      {widgetsOfKey(created.scopes).map((w) => {
        const text = widgetSnippet({ quotaOrigin: location.origin, key: created.key, scope: w.scope })
        return (
          <div key={w.scope} className="stack" data-widget={w.scope}>
            <h3 className="subsection-title">{w.label}</h3>
            <pre className="integrate-code widget-snippet">{text}</pre>
            <div>
              <CopyButton text={text} what="snippet" hiddenLabel={` the ${w.label.toLowerCase()} snippet`} />
            </div>
          </div>
        )
      })}
      <div>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  )
}
