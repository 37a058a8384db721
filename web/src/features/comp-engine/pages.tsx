/** The compensation engine (placeholder): one chunk. */
import { PlaceholderPage } from '../../app/pages/placeholder-page'

export function CompEnginePage() {
  return (
    <PlaceholderPage title="Compensation engine" route="/comp-engine">
      <p>Salary, variable, OTE and equity benchmarks will appear here.</p>
    </PlaceholderPage>
  )
}
