/** Drafting a pitch for the chosen job, where the job's template arrives later than the choice. */

/**
 * Redrafts when the job changes: the template arrives later than the click that asked for it, so
 * only the answer for the job still selected is applied (an older, slower one is dropped), and
 * `ready` says whether the fields hold a finished draft.
 */
export function drafter(
  select: { readonly value: string; addEventListener(type: 'change', listener: () => void): void },
  apply: (jobId: string) => Promise<() => void>,
  /** Told when the fields start and finish drafting (the send button waits for a draft). */
  onReady: (ready: boolean) => void = () => {},
) {
  let asked = 0
  const state = { ready: false }
  const draft = async () => {
    const mine = ++asked
    state.ready = false
    onReady(false)
    const jobId = select.value
    const write = await apply(jobId)
    if (mine !== asked || select.value !== jobId) return
    write()
    state.ready = true
    onReady(true)
  }
  select.addEventListener('change', () => void draft())
  void draft()
  return state
}
