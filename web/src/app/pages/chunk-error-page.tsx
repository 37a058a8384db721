import { Button } from '../../ui/button'

export function ChunkErrorPage() {
  return (
    <section className="status-page">
      <h1>This screen could not be loaded</h1>
      <p>A new version of Quota may have been released. Reload the page to continue.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </section>
  )
}
