/**
 * Registers a widget as a custom element in its own open shadow root (r2wc over preact/compat):
 * kebab-case attributes become the component's props, and the component gets `container` (its
 * shadow root) to adopt the styles and send events from the host element.
 */
import r2wc from '@r2wc/react-to-web-component'
import type { FunctionComponent } from 'preact'

export interface WidgetProps {
  container?: ShadowRoot
}

export function defineWidget<P extends WidgetProps>(
  tag: string,
  component: FunctionComponent<P>,
  props: Record<Exclude<keyof P, 'container'>, 'string' | 'number' | 'boolean'>,
): void {
  if (customElements.get(tag)) return
  // r2wc is typed for React components; preact/compat components are the same at run time
  const element = r2wc(component as never, { shadow: 'open', props: props as never })
  customElements.define(tag, element)
}

/** Sends `quota:ready`, `quota:submitted` or `quota:error` from the host element, out of the shadow root. */
export function emit(container: ShadowRoot | undefined, name: string, detail: unknown): void {
  const host = container?.host
  if (!host) return
  host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }))
}
