import type { Page } from 'puppeteer-core'

/** A search card as POST candidates/search answers it: the fields its labels come from. */
export interface CardAnswer {
  candidateId: string
  fullName: string
  daysOnMarket: number | null
  isShortListed: boolean
  isHidden: boolean
  ats: { provider: string; status: string; stage: string | null; isDisconnected: boolean } | null
}

/** The labels a card must show for the API's answer (001 §3 card), by their data-flag. */
export function expectedCardFlags(c: CardAnswer): Record<string, string> {
  const flags: Record<string, string> = {}
  if (c.daysOnMarket !== null) flags.daysOnMarket = `${c.daysOnMarket} day${c.daysOnMarket === 1 ? '' : 's'} on market`
  if (c.isShortListed) flags.shortlisted = 'Shortlisted'
  if (c.isHidden) flags.hidden = 'Hidden'
  if (c.ats) {
    const provider = c.ats.provider.charAt(0).toUpperCase() + c.ats.provider.slice(1)
    flags.ats = c.ats.isDisconnected
      ? `${provider}: disconnected`
      : `${provider}: ${c.ats.status}${c.ats.stage ? ` · ${c.ats.stage}` : ''}`
  }
  return flags
}

/** The labels one card of the candidate list shows, by their data-flag. */
export const shownCardFlags = (page: Page, candidateId: string) =>
  page.$eval(`.search-result[data-candidate-id="${candidateId}"]`, (el) =>
    Object.fromEntries(
      [...el.querySelectorAll('.candidate-flags [data-flag]')].map((f) => [
        f.getAttribute('data-flag') ?? '',
        f.textContent?.trim() ?? '',
      ]),
    ),
  )
