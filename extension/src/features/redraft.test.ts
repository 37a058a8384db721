/**
 * The pitch draft follows the chosen job even when the job's template arrives late: an older,
 * slower answer never overwrites the newer job's draft, and the draft counts as ready (so it may
 * be sent or placed) only once the chosen job's draft is in the fields.
 */
import { describe, expect, it } from 'vitest'
import { drafter } from './redraft'

/** A select: its value, and its change event. */
function select(value: string) {
  const target = new EventTarget() as EventTarget & { value: string }
  target.value = value
  return target
}
function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('drafter', () => {
  it('is not ready until the chosen job’s draft is written', async () => {
    const s = select('job-a')
    const a = deferred<string>()
    let field = ''
    const told: boolean[] = []
    const state = drafter(
      s,
      async () => {
        const text = await a.promise
        return () => {
          field = text
        }
      },
      (ready) => told.push(ready),
    )
    expect(state.ready).toBe(false)
    expect(told).toEqual([false])
    expect(field).toBe('')
    a.resolve('draft A')
    await settle()
    expect(field).toBe('draft A')
    expect(state.ready).toBe(true)
    expect(told).toEqual([false, true])
  })

  it('drops a slow answer for a job no longer chosen', async () => {
    const s = select('job-a')
    const answers: Record<string, ReturnType<typeof deferred<string>>> = {
      'job-a': deferred(),
      'job-b': deferred(),
    }
    let field = ''
    const state = drafter(s, async (jobId) => {
      const text = await answers[jobId]!.promise
      return () => {
        field = text
      }
    })
    s.value = 'job-b'
    s.dispatchEvent(new Event('change'))
    answers['job-b']!.resolve('draft B')
    await settle()
    expect(field).toBe('draft B')
    expect(state.ready).toBe(true)
    // job A's template arrives last: it must not replace B's draft
    answers['job-a']!.resolve('draft A')
    await settle()
    expect(field).toBe('draft B')
    expect(state.ready).toBe(true)
    // choosing again: not ready until that job's draft is in
    s.value = 'job-a'
    s.dispatchEvent(new Event('change'))
    expect(state.ready).toBe(false)
    await settle()
    expect(field).toBe('draft A')
    expect(state.ready).toBe(true)
  })
})
