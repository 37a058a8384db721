/**
 * What the loader hands the widget bundles: the access key from `data-quota-key`, where the API
 * and the bundles live (the loader's own origin and folder), and the page's CSP nonce. Kept on
 * one global so a bundle loaded later finds it; the key is public by design (it only works from
 * the origins it is bound to).
 */
export interface WidgetConfig {
  key: string | null
  /** e.g. https://app.quota.example (the API is at /api). */
  apiOrigin: string
  /** e.g. https://app.quota.example/widgets/ */
  base: string
  nonce: string | null
}

export const CONFIG_GLOBAL = '__quotaWidgets'

export function widgetConfig(): WidgetConfig | null {
  return ((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL] as WidgetConfig | undefined) ?? null
}

/** The widget tags and the bundle each one loads. */
export const WIDGET_BUNDLES = {
  'quota-apply-form': 'apply-form.js',
  'quota-hire-form': 'hire-form.js',
  'quota-comp-engine': 'comp-engine.js',
} as const
export type WidgetTag = keyof typeof WIDGET_BUNDLES

/** The events every widget sends (CustomEvent, bubbling out of the shadow root). */
export const WIDGET_EVENTS = ['quota:ready', 'quota:submitted', 'quota:estimated', 'quota:error'] as const
