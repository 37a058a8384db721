/**
 * The profile card: reads the page the recruiter is on, asks Quota whether this person is a
 * candidate (normalised URL, then e-mail) and shows what Quota knows; for an unknown person,
 * "Add to Quota" with the fields read from the page, editable before saving.
 */
import type { ProfileCandidate } from '@quota/shared/contracts/extension'
import type { PossibleDuplicate } from '@quota/shared/contracts/identity'
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { linkedInUrlProblem } from '@quota/shared/domain/candidates/linkedin'
import { SEARCH_STATUS_LABELS } from '@quota/shared/domain/enums'
import type { Feature, FeatureContext } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import { onUrlChecks } from '../content/url-checks'
import { ExtensionError, send } from '../messaging/send'
import { isProfilePage, isRecruiterPage, profileKey } from '../site/page-detect'
import { stillShows } from '../site/page-person'
import { type PageProfile, readProfile } from '../site/read-profile'
import { possibleDuplicatesOf } from './possible-duplicates'

export const UNREADABLE = 'Quota could not read this page (its layout may have changed). Nothing was saved or sent.'
export const PAGE_MOVED = 'This page now shows someone else. Nothing was saved.'
export const SIGN_IN = 'Sign in to Quota with the extension button in the toolbar.'

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : 'never')

export function errorText(error: unknown): string {
  if (error instanceof ExtensionError && error.status === 401) return SIGN_IN
  return (error as Error).message
}

/** The spec's LinkedIn URL check (000 §5) as the overlay shows it: recruiterUrl / invalidUrl. */
const urlCheck = (text: string) => h('p', { class: 'warn', role: 'alert', 'data-quota': 'url-check', text })

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')

function candidateView(c: ProfileCandidate, apiOrigin: string) {
  const role = [c.currentTitle, c.currentCompany].filter(Boolean).join(' at ')
  // matched by e-mail, the candidate's stored URL may be a recruiter view or no profile at all
  const stored = c.linkedInProfileUrl ? linkedInUrlProblem(c.linkedInProfileUrl) : null
  const chip = (text: string, tone = 'neutral') => h('span', { class: `chip ${tone}`, text })
  return [
    h(
      'div',
      { class: 'who' },
      h('span', { class: 'avatar', 'aria-hidden': 'true', text: initials(c.fullName) }),
      h(
        'div',
        {},
        h('h2', { 'data-quota': 'candidate-name', text: c.fullName }),
        role && h('p', { class: 'role', text: role }),
      ),
    ),
    h(
      'div',
      { class: 'chips', 'data-quota': 'chips' },
      c.doNotContact && chip('Do not contact', 'danger'),
      c.permanentlyDisqualified && chip('Permanently disqualified', 'danger'),
      chip(c.searchStatus ? SEARCH_STATUS_LABELS[c.searchStatus] : 'Search status not set', 'info'),
      chip(c.owner ? `Owner: ${c.owner.name}` : 'No owner'),
      chip(`Last touch: ${when(c.lastTouchAt)}`),
    ),
    stored && urlCheck(`LinkedIn URL in Quota: ${stored.message}`),
    c.doNotContact && h('p', { class: 'warn', role: 'alert', text: 'Do not contact this candidate.' }),
    c.jobs.length
      ? h(
          'ul',
          { class: 'jobs', 'data-quota': 'candidate-jobs' },
          ...c.jobs.map((j) =>
            h(
              'li',
              {},
              h('span', { class: 'job', text: `${j.jobName}${j.organizationName ? ` (${j.organizationName})` : ''}` }),
              h('span', { class: `chip ${j.stageTone}`, text: j.stage }),
            ),
          ),
        )
      : h('p', { class: 'muted', 'data-quota': 'candidate-jobs', text: 'In no job yet.' }),
    h('a', { href: `${apiOrigin}${c.webPath}`, target: '_blank', rel: 'noopener', text: 'Open in Quota' }),
  ]
}

function addForm(ctx: FeatureContext, page: PageProfile, profileUrl: string, section: HTMLElement) {
  const field = (name: keyof PageProfile | 'profileUrl', label: string, value: string | null, type = 'text') => {
    const id = `quota-${name}`
    return [h('label', { for: id, text: label }), h('input', { id, name, type, value: value ?? '' })]
  }
  const status = h('p', { role: 'status' })
  const form = h(
    'form',
    { 'data-quota': 'add-form' },
    ...field('firstName', 'First name', page.firstName),
    ...field('lastName', 'Last name', page.lastName),
    ...field('headline', 'Headline', page.headline),
    ...field('currentTitle', 'Current title', page.currentTitle),
    ...field('currentCompany', 'Current company', page.currentCompany),
    ...field('location', 'Location', page.location),
    ...field('email', 'E-mail', page.email, 'email'),
    h('button', { class: 'primary', type: 'submit', text: 'Save to Quota' }),
    status,
  )
  // a possible duplicate (same name at the same company or city): the recruiter decides
  let createAnyway = false
  const duplicates = h('div', { 'data-quota': 'possible-duplicates' })
  const offerDuplicates = (list: PossibleDuplicate[]) =>
    fill(
      duplicates,
      h(
        'ul',
        {},
        ...list.map((d) =>
          h(
            'li',
            {},
            h('a', {
              href: `${ctx.state.get().apiOrigin}/candidate/profile?candidateId=${d.candidateId}`,
              target: '_blank',
              rel: 'noopener',
              text: `${d.firstName} ${d.lastName}`.trim(),
            }),
            h('span', {
              class: 'muted',
              text: ` · ${d.why}${d.companies[0] ? ` · ${d.companies[0]}` : ''}${d.city ? ` · ${d.city}` : ''}`,
            }),
          ),
        ),
      ),
      h('button', {
        type: 'button',
        'data-quota': 'add-anyway',
        text: 'Add anyway',
        onclick: () => {
          createAnyway = true
          form.requestSubmit()
        },
      }),
    )
  form.append(duplicates)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    // the page must still show the person this form was read from, under the same address
    if (!ctx.binding || !stillShows(document, location.href, ctx.binding)) {
      status.className = 'error'
      status.textContent = PAGE_MOVED
      return
    }
    const data = new FormData(form)
    const value = (k: string) => String(data.get(k) ?? '').trim()
    const optional = (k: string) => value(k) || undefined
    status.className = ''
    status.textContent = 'Saving…'
    try {
      const added = await send('addCandidate', {
        profileUrl,
        firstName: value('firstName'),
        lastName: value('lastName'),
        headline: optional('headline'),
        currentTitle: optional('currentTitle'),
        currentCompany: optional('currentCompany'),
        location: optional('location'),
        email: optional('email'),
        ...(createAnyway ? { createAnyway: true } : {}),
      })
      await send('countRead', { kind: 'profile' }).catch(() => {})
      remember(ctx.url, { profileUrl, candidate: added.candidate })
      ctx.state.set({ candidate: added.candidate })
    } catch (error) {
      status.className = 'error'
      status.textContent = errorText(error)
      if (error instanceof ExtensionError) offerDuplicates(possibleDuplicatesOf(error.meta))
    } finally {
      createAnyway = false
    }
  })
  fill(
    section,
    h('h2', { text: 'Not in Quota yet' }),
    h('p', { class: 'muted', text: 'Check what was read from this page, then save.' }),
    form,
  )
}

export const profileCard: Feature = {
  id: 'profile-card',
  include: [isProfilePage, isRecruiterPage],
  testUrls: ['https://www.linkedin.com/in/morgan-lee-e2e/', 'https://www.linkedin.com/in/dana-quinn-e2e/'],
  async init(ctx, signal) {
    const section = ctx.panel.section('profile', 0)
    if (isRecruiterPage(ctx.url)) {
      // the API's validateLinkedInUrl check (it also tells the recruiter's open Quota tabs);
      // signed out, the same shared rule answers here
      fill(section, urlCheck(linkedInUrlProblem(ctx.url)?.message ?? ''))
      const { user } = await send('session', {})
      if (!user || signal.aborted) return
      onUrlChecks(signal, (event) => {
        if (event.profileUrl === ctx.url && event.rule) fill(section, urlCheck(CANDIDATE_MESSAGES[event.rule]))
      })
      await send('matchProfile', { profileUrl: ctx.url }).catch((error) => {
        if (!signal.aborted) fill(section, urlCheck(errorText(error)))
      })
      return
    }
    // read only a page that shows this URL's person (content/overlay-main.ts waited for it)
    const read = ctx.binding ? readProfile(document) : ({ ok: false, reason: 'noHeading' } as const)
    if (!read.ok) {
      fill(section, h('p', { class: 'warn', role: 'alert', 'data-quota': 'unreadable', text: UNREADABLE }))
      return
    }
    ctx.state.set({ page: read.profile })
    const cached = matches.get(profileKey(ctx.url) ?? ctx.url)
    if (!cached) fill(section, h('p', { class: 'muted', text: 'Looking this profile up in Quota…' }))
    const { user, apiOrigin } = await send('session', {})
    if (signal.aborted) return
    ctx.state.set({ apiOrigin })
    if (!user) return fill(section, h('p', { 'data-quota': 'sign-in', text: SIGN_IN }))
    let profileUrl = ctx.url
    const render = () => {
      const { candidate } = ctx.state.get()
      if (candidate) fill(section, ...candidateView(candidate, apiOrigin))
      else addForm(ctx, read.profile, profileUrl, section)
    }
    try {
      // a profile seen before in this tab shows at once; the server's answer follows
      if (cached) {
        profileUrl = cached.profileUrl
        ctx.state.subscribe(render, signal)
        ctx.state.set({ candidate: cached.candidate })
      }
      const match = await send('matchProfile', { profileUrl: ctx.url, email: read.profile.email ?? undefined })
      if (signal.aborted) return
      remember(ctx.url, match)
      profileUrl = match.profileUrl
      if (!cached) ctx.state.subscribe(render, signal)
      if (!cached || JSON.stringify(cached.candidate) !== JSON.stringify(match.candidate))
        ctx.state.set({ candidate: match.candidate })
      // the API's check of this profile from elsewhere (another tab added it): read it again
      onUrlChecks(signal, (event) => {
        if (event.profileUrl !== profileUrl) return
        if (event.rule) return fill(section, urlCheck(CANDIDATE_MESSAGES[event.rule]))
        if (event.candidateId && event.candidateId !== ctx.state.get().candidate?.id)
          void refreshCandidate(ctx).catch(() => {})
      })
    } catch (error) {
      fill(section, h('p', { class: 'error', role: 'alert', text: errorText(error) }))
    }
  },
}

/**
 * The server's match answers of this tab, per profile: going back to a profile shows it at once
 * (then the server's fresh answer). Kept for the page's life, as the panel is.
 */
const matches = new Map<string, { profileUrl: string; candidate: ProfileCandidate | null }>()
function remember(url: string, match: { profileUrl: string; candidate: ProfileCandidate | null }) {
  matches.set(profileKey(url) ?? url, { profileUrl: match.profileUrl, candidate: match.candidate })
}

/** Reads the candidate again after an action (its jobs and stages refresh live). */
export async function refreshCandidate(ctx: FeatureContext) {
  const match = await send('matchProfile', { profileUrl: ctx.url, email: ctx.state.get().page?.email ?? undefined })
  remember(ctx.url, match)
  ctx.state.set({ candidate: match.candidate })
}
