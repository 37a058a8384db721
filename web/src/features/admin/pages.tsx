/** Administration screens: one chunk. */
import { PlaceholderPage } from '../../app/pages/placeholder-page'

export { AdminUsersPage } from './users-page'

export function AdminListsPage() {
  return (
    <PlaceholderPage title="Lists" route="/admin/lists">
      <p>Manage the lists of values here.</p>
    </PlaceholderPage>
  )
}
