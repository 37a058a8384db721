/** Asks the background worker (from the content script, popup or options page). */
import browser from 'webextension-polyfill'
import type { Answer, MessageName, Messages } from './messages'

export class ExtensionError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly meta?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export async function send<N extends MessageName>(
  type: N,
  input: Messages[N]['input'],
): Promise<Messages[N]['output']> {
  const answer = (await browser.runtime.sendMessage({ type, input })) as Answer<N> | undefined
  if (!answer) throw new ExtensionError('NO_ANSWER', 'The Quota extension did not answer; reload the page', 0)
  if (!answer.ok)
    throw new ExtensionError(answer.error.code, answer.error.message, answer.error.status, answer.error.meta)
  return answer.data
}
