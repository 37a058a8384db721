/**
 * Configurations (/admin/configurations, manage-configurations): settings and links, notification
 * templates with a live preview by sales-role segment, and the apply and hire form configurations
 * (002 §1, §3 "Configuration", §7 "Configurations"). Each section is a tab with its own URL.
 */
import { useSearch } from 'wouter'
import { TabLinks } from '../../ui/tabs'
import { InboundFormsSection } from './inbound-forms-section'
import { SettingsSection } from './settings-section'
import { TemplatesSection } from './templates-section'
import './admin.css'

export const CONFIGURATION_TABS = [
  { id: 'settings', label: 'Settings and links' },
  { id: 'templates', label: 'Notification templates' },
  { id: 'inbound', label: 'Inbound forms' },
] as const
type TabId = (typeof CONFIGURATION_TABS)[number]['id']

export function AdminConfigurationsPage() {
  const asked = new URLSearchParams(useSearch()).get('tab')
  const tab: TabId = CONFIGURATION_TABS.some((t) => t.id === asked) ? (asked as TabId) : 'settings'
  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1>Configurations</h1>
        <p className="muted">Product settings and links, the messages the product sends, and the inbound forms.</p>
      </header>
      <TabLinks
        label="Configuration sections"
        tabs={CONFIGURATION_TABS.map((t) => ({
          href: `/admin/configurations?tab=${t.id}`,
          label: t.label,
          current: t.id === tab,
        }))}
      />
      {tab === 'settings' && <SettingsSection />}
      {tab === 'templates' && <TemplatesSection />}
      {tab === 'inbound' && <InboundFormsSection />}
    </section>
  )
}
