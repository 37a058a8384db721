/**
 * Lever's webhook signature tokens. Lever issues them, one per webhook ("After: A Webhook
 * signature token for each created Webhook", help.lever.co "What is Lever's Webhooks Subscription
 * API?"); accounts from before that change have one token for every webhook ("Before: A single
 * Webhook signature token to all Webhooks"). We never make one up: a token we invented would be
 * one Lever never signs with.
 *
 * A connection keeps them sealed as JSON `{event: token}`, with `*` for an account's single
 * token; a connection stored before this (one plain token) reads as that single token.
 */
export type LeverTokens = Record<string, string>

export const ALL_EVENTS = '*'

export function readLeverTokens(opened: string): LeverTokens {
  try {
    const parsed = JSON.parse(opened) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string' && v)) as LeverTokens
    }
  } catch {
    // a plain token (stored before per-event tokens)
  }
  return { [ALL_EVENTS]: opened }
}

/** The token Lever signs this event's deliveries with, or null when none was entered. */
export const leverTokenFor = (tokens: LeverTokens, event: string): string | null =>
  tokens[event] ?? tokens[ALL_EVENTS] ?? null
