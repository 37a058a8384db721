/**
 * The submittal's pitch beside a candidate opened from a job (GET/PATCH candidates/submittal-blurb):
 * what the recruiter wrote when submitting. A provider recruiter edits it while the candidate is
 * submitted, sent out or offered; a client reads it once the submittal reached it. Nothing shows
 * when there is none to see (the API answers 404 for a candidate not submitted to the caller).
 * The stored text is HTML; it is shown and edited as plain paragraphs (never injected as markup).
 */
import type { SubmittalBlurb } from '@quota/shared/contracts/pipeline'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useEffect, useState } from 'react'
import { http, isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { TextArea } from '../../ui/text-area'

/** The paragraphs of stored HTML, as text (parsed inertly: nothing runs, nothing loads). */
export function blurbParagraphs(html: string | null): string[] {
  if (!html) return []
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const blocks = [...doc.body.querySelectorAll('p, li, h1, h2, h3, h4, div')].filter(
    (el) => !el.querySelector('p, li, div'),
  )
  const texts = (blocks.length ? blocks : [doc.body]).map((el) => el.textContent?.trim() ?? '')
  return texts.filter(Boolean)
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Plain text back to HTML: one paragraph per line that is not empty. */
export const paragraphsToHtml = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')

export function SubmittalBlurbPanel({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const [blurb, setBlurb] = useState<SubmittalBlurb | null>(null)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setBlurb(null)
    setEditing(false)
    http
      .get<{ data: SubmittalBlurb }>('/candidates/submittal-blurb', {
        query: { jobId, candidateId },
        ignoreError: true,
      })
      .then((a) => live && setBlurb(a.data))
      .catch(() => live && setBlurb(null))
    return () => {
      live = false
    }
  }, [jobId, candidateId])

  if (!blurb || (!blurb.submittalBlurbHtml && !blurb.canEdit)) return null
  const paragraphs = blurbParagraphs(blurb.submittalBlurbHtml)

  async function onSave(e: FormEvent) {
    e.preventDefault()
    setSaving(true)
    setError(null)
    try {
      const answer = await http.patch<{ data: SubmittalBlurb }>(
        '/candidates/submittal-blurb',
        {
          jobId,
          candidateId,
          submittalBlurbHtml: paragraphsToHtml(draft),
        },
        { handledStatuses: [409, 422] },
      )
      setBlurb(answer.data)
      setEditing(false)
      toast.success('The submittal pitch was saved.')
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The pitch could not be saved. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="card submittal-blurb" aria-labelledby="submittal-blurb-title">
      <div className="row">
        <h2 id="submittal-blurb-title">Submittal pitch</h2>
        {blurb.canEdit && !editing && (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(paragraphs.join('\n'))
              setEditing(true)
            }}
          >
            Edit pitch
          </Button>
        )}
      </div>
      {editing ? (
        <form className="form" onSubmit={(e) => void onSave(e)} aria-label="Edit the submittal pitch">
          <TextArea
            label="Why this candidate (one paragraph per line)"
            name="submittalBlurb"
            rows={5}
            maxLength={LIMITS.internalNotes}
            value={draft}
            error={error}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="row">
            <Button type="submit" loading={saving}>
              Save pitch
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : paragraphs.length ? (
        <div className="submittal-blurb-text">
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <p className="muted">No pitch was written with this submittal.</p>
      )}
    </section>
  )
}
