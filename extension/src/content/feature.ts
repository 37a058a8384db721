/**
 * An overlay feature: when it runs (`include`, URL predicates from site/page-detect) and what it
 * does (`init`, whose signal aborts on every in-page navigation). `testUrls` name the pages its
 * end-to-end test opens (a meta-test checks every feature has some).
 */
import type { ProfileCandidate } from '@quota/shared/contracts/extension'
import type { Binding } from '../site/page-person'
import type { PageProfile } from '../site/read-profile'
import type { Panel } from './panel'

export interface ProfileState {
  /** The page as read (null: not readable). */
  page: PageProfile | null
  candidate: ProfileCandidate | null
  apiOrigin: string
}

export interface FeatureContext {
  url: string
  /** The person the page showed for this URL when the features started (null: not a profile page, or unreadable). */
  binding: Binding | null
  panel: Panel
  /** The profile's state, shared by the features of one page view. */
  state: Store<ProfileState>
}

export interface Feature {
  id: string
  include: ((url: string) => boolean)[]
  testUrls: string[]
  init(ctx: FeatureContext, signal: AbortSignal): void | Promise<void>
}

/** A value with subscribers (the candidate refreshes live after every action). */
export class Store<T> {
  private listeners = new Set<(value: T) => void>()
  constructor(private value: T) {}
  get(): T {
    return this.value
  }
  set(change: Partial<T>) {
    this.value = { ...this.value, ...change }
    for (const l of this.listeners) l(this.value)
  }
  subscribe(listener: (value: T) => void, signal: AbortSignal) {
    this.listeners.add(listener)
    signal.addEventListener('abort', () => this.listeners.delete(listener))
  }
}
