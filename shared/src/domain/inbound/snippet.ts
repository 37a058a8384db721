/**
 * The embed snippet a client copies onto its career site for one widget (README "Widgets"): the
 * loader with the access key, then the widget's element. One source for the Integrations page
 * and the documentation, so what is shown is what the loader reads.
 */
import type { AccessKeyScope } from '../enums'

export const WIDGETS = [
  { scope: 'apply', element: 'quota-apply-form', label: 'Apply form' },
  { scope: 'hire', element: 'quota-hire-form', label: 'Hire form' },
  { scope: 'comp-engine', element: 'quota-comp-engine', label: 'Compensation tool' },
] as const satisfies readonly { scope: AccessKeyScope; element: string; label: string }[]
export type WidgetScope = (typeof WIDGETS)[number]['scope']

/** Attribute values go inside double quotes: the few characters that could end them are escaped. */
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The lines for one widget; `quotaOrigin` is where Quota serves `/widgets/loader.js`. */
export function widgetSnippet(input: { quotaOrigin: string; key: string; scope: WidgetScope }): string {
  const widget = WIDGETS.find((w) => w.scope === input.scope)
  if (!widget) throw new Error(`No widget for the scope ${input.scope}`)
  const origin = input.quotaOrigin.replace(/\/+$/, '')
  return [
    `<script async src="${attr(`${origin}/widgets/loader.js`)}" data-quota-key="${attr(input.key)}"></script>`,
    `<${widget.element}></${widget.element}>`,
  ].join('\n')
}

/** The widgets a key may show: those whose scope it carries, in the order above. */
export const widgetsOfKey = (scopes: readonly string[]) => WIDGETS.filter((w) => scopes.includes(w.scope))
