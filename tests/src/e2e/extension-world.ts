/**
 * The extension's overlay lives in a closed shadow root: the page's scripts (and puppeteer's
 * main-world selectors) cannot reach it. The content script keeps the root in its own isolated
 * world (`quotaOverlayRoot`, extension/src/content/panel.ts), so browser tests read and press the
 * overlay from that world, found through the DevTools protocol, as the extension itself would.
 */
import type { CDPSession, Page } from 'puppeteer-core'

interface World {
  client: CDPSession
  contexts: Map<number, { frameId: string; origin: string }>
}
const worlds = new WeakMap<Page, Promise<World>>()

function worldOf(page: Page): Promise<World> {
  let world = worlds.get(page)
  if (!world) {
    world = (async () => {
      const client = await page.createCDPSession()
      const contexts = new Map<number, { frameId: string; origin: string }>()
      client.on('Runtime.executionContextCreated', ({ context }) => {
        const aux = context.auxData as { type?: string; frameId?: string } | undefined
        if (aux?.type === 'isolated' && context.origin.startsWith('chrome-extension://'))
          contexts.set(context.id, { frameId: aux.frameId ?? '', origin: context.origin })
      })
      client.on('Runtime.executionContextDestroyed', ({ executionContextId }) => contexts.delete(executionContextId))
      client.on('Runtime.executionContextsCleared', () => contexts.clear())
      await client.send('Runtime.enable')
      return { client, contexts }
    })()
    worlds.set(page, world)
  }
  return world
}

/** Evaluates `expression` in the extension's world of the page's main frame (undefined while it has none). */
export async function evaluateInExtension<T>(page: Page, expression: string): Promise<T | undefined> {
  const { client, contexts } = await worldOf(page)
  const { frameTree } = await client.send('Page.getFrameTree')
  const id = [...contexts].find(([, c]) => c.frameId === frameTree.frame.id)?.[0]
  if (id === undefined) return undefined
  try {
    const { result, exceptionDetails } = await client.send('Runtime.evaluate', {
      expression,
      contextId: id,
      returnByValue: true,
      awaitPromise: true,
    })
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
    return result.value as T
  } catch (error) {
    // the page navigated between finding the context and evaluating in it
    if (/context|Cannot find/i.test((error as Error).message)) return undefined
    throw error
  }
}

// biome-ignore lint/suspicious/noExplicitAny: arguments cross into the page as JSON
type OverlayFn<T> = (root: ShadowRoot, ...args: any[]) => T

/** Runs `fn(root, ...args)` on the overlay's shadow root; undefined while there is no overlay. */
export function inOverlay<T>(page: Page, fn: OverlayFn<T>, ...args: unknown[]): Promise<T | undefined> {
  return evaluateInExtension<T>(
    page,
    `(() => { const root = globalThis.quotaOverlayRoot; if (!root || !root.host.isConnected) return undefined;
      return (${fn.toString()})(root, ...${JSON.stringify(args)}) })()`,
  )
}

/** Polls `fn` on the overlay until it answers something truthy (by time: a background tab has no frames). */
export async function waitInOverlay<T>(
  page: Page,
  fn: OverlayFn<T>,
  args: unknown[] = [],
  { timeout = 15_000, what = fn.toString() } = {},
): Promise<T> {
  const end = Date.now() + timeout
  for (;;) {
    const value = await inOverlay(page, fn, ...args)
    if (value) return value
    if (Date.now() > end) throw new Error(`The overlay never answered ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The overlay's text, '' when there is none. */
export const overlayText = async (page: Page) => (await inOverlay(page, (root) => root.textContent ?? '')) ?? ''

export async function waitForOverlay(page: Page, text: string, timeout = 15_000) {
  await waitInOverlay(page, (root, t: string) => root.textContent?.includes(t), [text], { timeout }).catch(async () => {
    throw new Error(`The overlay never showed "${text}"; it shows: ${await overlayText(page)}`)
  })
}

/** Presses an overlay button by its text or label, with the keyboard (it is keyboard-reachable). */
export async function press(page: Page, label: string) {
  await waitInOverlay(
    page,
    (root, l: string) => {
      const button = [...root.querySelectorAll('button')].find(
        (b) =>
          !b.disabled && !b.closest('[hidden]') && (b.textContent?.trim() === l || b.getAttribute('aria-label') === l),
      )
      button?.focus()
      return Boolean(button)
    },
    [label],
  ).catch(async () => {
    throw new Error(`No overlay button "${label}"; the overlay shows: ${await overlayText(page)}`)
  })
  await page.keyboard.press('Enter')
}

/** `fn` of the first element `selector` finds in the overlay (null when none). */
export function overlayEval<T>(page: Page, selector: string, fn: (el: Element | null) => T): Promise<T | undefined> {
  return evaluateInExtension<T>(
    page,
    `(() => { const root = globalThis.quotaOverlayRoot; if (!root || !root.host.isConnected) return undefined;
      return (${fn.toString()})(root.querySelector(${JSON.stringify(selector)})) })()`,
  )
}

/** `fn` of every element `selector` finds in the overlay. */
export function overlayEvalAll<T>(page: Page, selector: string, fn: (els: Element[]) => T): Promise<T | undefined> {
  return evaluateInExtension<T>(
    page,
    `(() => { const root = globalThis.quotaOverlayRoot; if (!root || !root.host.isConnected) return undefined;
      return (${fn.toString()})([...root.querySelectorAll(${JSON.stringify(selector)})]) })()`,
  )
}

/** Waits for `selector` in the overlay. */
export function waitForOverlaySelector(page: Page, selector: string, timeout = 15_000) {
  return waitInOverlay(page, (root, s: string) => Boolean(root.querySelector(s)), [selector], {
    timeout,
    what: selector,
  })
}
