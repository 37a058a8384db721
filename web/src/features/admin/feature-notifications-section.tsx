/**
 * Feature announcements (manage-feature-configs): publish one to every signed-in user or to
 * chosen user types, withdraw it, see how many dismissed it. Users see each once, at the top of
 * their pages, until they dismiss it.
 */
import {
  type AdminFeatureNotification,
  FEATURE_NOTIFICATION_AUDIENCES,
  type FeatureNotificationInput,
} from '@quota/shared/contracts/admin'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { type DataAnswer, http, isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'

const PATH = '/manage-feature-configs/feature-notifications'
const AUDIENCE_LABELS = { staff: 'Provider staff', client: 'Client users', candidate: 'Candidates' } as const
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function FeatureNotificationsSection() {
  const [items, setItems] = useState<AdminFeatureNotification[]>([])
  const [error, setError] = useState<string | null>(null)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [link, setLink] = useState('')
  const [audience, setAudience] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const load = useCallback(
    () =>
      http.get<DataAnswer<AdminFeatureNotification[]>>(PATH).then(
        (r) => setItems(r.data),
        (e) => setError(isApiError(e) ? e.message : 'The announcements could not be loaded.'),
      ),
    [],
  )
  useEffect(() => {
    void load()
  }, [load])

  async function onPublish(e: FormEvent) {
    e.preventDefault()
    setSaving(true)
    try {
      const input: Partial<FeatureNotificationInput> = {
        title,
        // plain text, one paragraph per line
        bodyHtml: body
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => `<p>${escapeHtml(l.trim())}</p>`)
          .join(''),
        linkUrl: link.trim() || null,
        audienceUserTypes: audience as FeatureNotificationInput['audienceUserTypes'],
        publish: true,
      }
      await http.post(PATH, input)
      toast.success('The announcement is published.')
      setTitle('')
      setBody('')
      setLink('')
      setAudience([])
      await load()
    } catch {
      // the http layer shows the refusal
    } finally {
      setSaving(false)
    }
  }

  async function setPublished(id: string, publish: boolean) {
    await http.patch(`${PATH}/${id}`, { publish }).then(load, () => {})
  }

  return (
    <section className="card feature-notifications-admin" aria-labelledby="announcements-title">
      <h2 id="announcements-title">Announcements</h2>
      <p className="muted small">
        Tell users about a new feature. Each user sees it once, at the top of their pages, until they dismiss it.
      </p>
      {error && <Alert>{error}</Alert>}
      <form onSubmit={(e) => void onPublish(e)} aria-label="Publish an announcement">
        <TextField
          label="Title"
          name="title"
          value={title}
          maxLength={120}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextArea label="Text" name="body" value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
        <TextField
          label="Learn more link (optional)"
          name="linkUrl"
          type="url"
          value={link}
          onChange={(e) => setLink(e.target.value)}
        />
        <fieldset className="audience-choices">
          <legend>Who sees it (none chosen: everyone)</legend>
          {FEATURE_NOTIFICATION_AUDIENCES.map((a) => (
            <Checkbox
              key={a}
              name="audience"
              label={AUDIENCE_LABELS[a]}
              checked={audience.includes(a)}
              onChange={(e) => setAudience(e.target.checked ? [...audience, a] : audience.filter((x) => x !== a))}
            />
          ))}
        </fieldset>
        <Button type="submit" loading={saving} disabled={!title.trim()}>
          Publish
        </Button>
      </form>
      {items.length > 0 && (
        <ul className="row-list announcement-list">
          {items.map((n) => (
            <li key={n.id} className="row-list-item" data-announcement-id={n.id}>
              <div>
                <strong>{n.title}</strong>{' '}
                <span className="muted small">
                  {n.publishedAt ? 'Published' : 'Not published'} ·{' '}
                  {n.audienceUserTypes.length
                    ? n.audienceUserTypes.map((a) => AUDIENCE_LABELS[a as keyof typeof AUDIENCE_LABELS] ?? a).join(', ')
                    : 'Everyone'}{' '}
                  · dismissed by {n.readCount}
                </span>
              </div>
              <Button variant="secondary" onClick={() => void setPublished(n.id, !n.publishedAt)}>
                {n.publishedAt ? 'Withdraw' : 'Publish'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
