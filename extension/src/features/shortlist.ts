/**
 * Shortlist the candidate to up to 5 of the recruiter's open jobs (000 §9: selected jobs 5),
 * each through the pipeline's shortlist action; each job's refusal is shown with the API's own
 * message, and the candidate's jobs refresh afterwards.
 */
import type { Feature } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import type { JobChoice } from '../messaging/messages'
import { send } from '../messaging/send'
import { isProfilePage } from '../site/page-detect'
import { errorText, refreshCandidate } from './profile-card'

export const MAX_SELECTED_JOBS = 5

export const shortlist: Feature = {
  id: 'shortlist',
  include: [isProfilePage],
  testUrls: ['https://www.linkedin.com/in/dana-quinn-e2e/'],
  init(ctx, signal) {
    const section = ctx.panel.section('shortlist', 10)
    let jobs: JobChoice[] | null = null
    const status = h('div', { role: 'status', 'data-quota': 'shortlist-status' })

    const showJobs = () => {
      // a job the candidate is already in cannot be shortlisted again (the API refuses it): shown, not offered
      const inJob = new Map((ctx.state.get().candidate?.jobs ?? []).map((j) => [j.jobId, j.stage]))
      const boxes = jobs!.map((j) =>
        h('input', {
          type: 'checkbox',
          value: j.id,
          name: 'job',
          'aria-label': j.name,
          disabled: inJob.has(j.id),
        }),
      )
      const rows = jobs!.map((j, i) =>
        h(
          'label',
          { class: inJob.has(j.id) ? 'check in-job' : 'check', 'data-name': j.name.toLowerCase() },
          boxes[i]!,
          h('span', { text: `${j.name}${j.organizationName ? ` · ${j.organizationName}` : ''}` }),
          inJob.has(j.id) && h('span', { class: 'chip', text: `In this job: ${inJob.get(j.id)}` }),
        ),
      )
      const limit = () => {
        const checked = boxes.filter((b) => b.checked).length
        for (const [i, b] of boxes.entries())
          b.disabled = inJob.has(jobs![i]!.id) || (!b.checked && checked >= MAX_SELECTED_JOBS)
        submit.disabled = checked === 0
      }
      for (const b of boxes) b.addEventListener('change', limit)
      const filter = h('input', {
        type: 'search',
        id: 'quota-job-filter',
        placeholder: 'Find a job by name or company',
        'aria-label': 'Find a job',
      })
      const none = h('p', { class: 'muted', hidden: true, text: 'No open job matches.' })
      filter.addEventListener('input', () => {
        const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean)
        let shown = 0
        for (const [i, row] of rows.entries()) {
          const text = `${jobs![i]!.name} ${jobs![i]!.organizationName ?? ''}`.toLowerCase()
          row.hidden = !words.every((w) => text.includes(w))
          if (!row.hidden) shown++
        }
        none.hidden = shown > 0
      })
      const submit = h('button', { class: 'primary', type: 'button', text: 'Shortlist', disabled: true })
      submit.addEventListener('click', async () => {
        const candidate = ctx.state.get().candidate
        if (!candidate) return
        submit.disabled = true
        const chosen = jobs!.filter((j) => boxes.some((b) => b.checked && b.value === j.id))
        const lines: HTMLElement[] = []
        for (const job of chosen) {
          try {
            await send('stageAction', { jobId: job.id, candidateId: candidate.id, action: 'shortlist', body: {} })
            lines.push(h('p', { class: 'ok', text: `Shortlisted for ${job.name}.` }))
          } catch (error) {
            lines.push(h('p', { class: 'error', text: `${job.name}: ${errorText(error)}` }))
          }
        }
        fill(status, ...lines)
        await refreshCandidate(ctx).catch(() => {})
      })
      fill(
        section,
        h('h2', { text: 'Shortlist' }),
        h('p', { class: 'muted', text: `Choose up to ${MAX_SELECTED_JOBS} open jobs.` }),
        jobs!.length > 6 && filter,
        h('div', { class: 'job-list' }, ...rows, none),
        submit,
        status,
      )
    }

    const render = () => {
      if (!ctx.state.get().candidate) return fill(section)
      if (jobs) return
      const open = h('button', { type: 'button', text: 'Shortlist to jobs…' })
      open.addEventListener('click', async () => {
        open.disabled = true
        try {
          jobs = await send('openJobs', {})
          showJobs()
        } catch (error) {
          fill(status, h('p', { class: 'error', text: errorText(error) }))
          open.disabled = false
        }
      })
      fill(section, h('h2', { text: 'Shortlist' }), open, status)
    }
    ctx.state.subscribe(render, signal)
    render()
  },
}
