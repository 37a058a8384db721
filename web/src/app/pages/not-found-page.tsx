import { Button } from '../../ui/button'
import { navigate } from '../navigation'

/** Any unknown path: spec 000 §2. */
export function NotFoundPage() {
  return (
    <section className="status-page">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button onClick={() => void navigate('/auth/login')}>Go Back</Button>
    </section>
  )
}
