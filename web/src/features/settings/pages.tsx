/** Account settings (placeholder): one chunk. */
import { PlaceholderPage } from '../../app/pages/placeholder-page'

export function SettingsPage() {
  return (
    <PlaceholderPage title="Settings" route="/settings">
      <p>Your account settings will appear here.</p>
    </PlaceholderPage>
  )
}
