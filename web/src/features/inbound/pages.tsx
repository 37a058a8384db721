/**
 * The public inbound pages (spec 000 §2 "inbound forms (apply, hire)", public): the same custom
 * elements the client sites embed, full page, with the campaign configuration (002 §3: title,
 * subTitle, picture or default picture) named by `?campaign=<id>`, else the first active one.
 * Served by the API itself, they call it from its own origin and need no access key.
 */
import { createElement, useEffect, useState } from 'react'

const BUNDLES = { apply: 'apply-form.js', hire: 'hire-form.js' } as const
const TAGS = { apply: 'quota-apply-form', hire: 'quota-hire-form' } as const

function loadBundle(type: 'apply' | 'hire') {
  if (customElements.get(TAGS[type]) || document.querySelector(`script[data-quota-bundle="${type}"]`)) return
  const script = document.createElement('script')
  script.src = `/widgets/${BUNDLES[type]}`
  script.async = true
  script.dataset.quotaBundle = type
  document.head.appendChild(script)
}

/** The campaign to show: the one named in the address, else the first active one (none: the form's own heading). */
function useCampaignId(type: 'apply' | 'hire'): string | null | undefined {
  const [id, setId] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    const named = new URLSearchParams(window.location.search).get('campaign')
    fetch(`/api/configurations/inbound-form?configurationType=${type}`)
      .then((r) => (r.ok ? r.json() : { data: [] }))
      .then((body: { data: { id: string }[] }) => {
        const list = body.data ?? []
        setId(list.find((c) => c.id === named)?.id ?? list[0]?.id ?? null)
      })
      .catch(() => setId(null))
  }, [type])
  return id
}

function InboundPage({ type }: { type: 'apply' | 'hire' }) {
  const campaignId = useCampaignId(type)
  useEffect(() => loadBundle(type), [type])
  return (
    <main className="page inbound-page">
      {campaignId === undefined ? null : createElement(TAGS[type], campaignId ? { 'campaign-id': campaignId } : {})}
    </main>
  )
}

export function ApplyPage() {
  return <InboundPage type="apply" />
}

export function HirePage() {
  return <InboundPage type="hire" />
}
