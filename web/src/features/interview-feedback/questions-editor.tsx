/**
 * The job's interview questions (PUT jobs/{id}/interview-questions), edited from the feedback page
 * by recruiters and the job's client: reword, reorder by removing and adding, add up to 20. A
 * question taken off keeps the answers already given (the summary still shows them).
 */
import { type FormEvent, useState } from 'react'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { type QuestionDraft, saveInterviewQuestions } from './api'

const MAX_QUESTIONS = 20

export function InterviewQuestionsEditor({
  jobId,
  questions,
  onSaved,
}: {
  jobId: string
  questions: { id: string; text: string }[]
  onSaved: () => void
}) {
  const [drafts, setDrafts] = useState<QuestionDraft[]>(questions.map((q) => ({ id: q.id, text: q.text })))
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const set = (index: number, text: string) => setDrafts((d) => d.map((q, i) => (i === index ? { ...q, text } : q)))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const list = drafts.map((q) => ({ ...q, text: q.text.trim() })).filter((q) => q.text)
    setPending(true)
    setError(null)
    try {
      await saveInterviewQuestions(jobId, list)
      toast.success('The interview questions were saved.')
      onSaved()
    } catch (err) {
      setError(isApiError(err) ? (err.details[0]?.message ?? err.message) : 'Something went wrong. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <details className="card interview-questions-editor">
      <summary>Edit the job’s interview questions</summary>
      <form className="stack" onSubmit={onSubmit} noValidate>
        {error && <Alert>{error}</Alert>}
        {drafts.map((q, i) => (
          <div key={q.id ?? `new-${i}`} className="question-draft">
            <TextField
              label={`Question ${i + 1}`}
              name={`question-${i}`}
              value={q.text}
              maxLength={500}
              onChange={(e) => set(i, e.target.value)}
            />
            <Button variant="ghost" onClick={() => setDrafts((d) => d.filter((_, j) => j !== i))}>
              Remove question {i + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            disabled={drafts.length >= MAX_QUESTIONS}
            onClick={() => setDrafts((d) => [...d, { text: '' }])}
          >
            Add a question
          </Button>{' '}
          <Button type="submit" loading={pending}>
            Save questions
          </Button>
        </div>
      </form>
    </details>
  )
}
