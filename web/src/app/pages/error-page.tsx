import { Button } from '../../ui/button'
import { navigate } from '../navigation'

/** /error (and the home route of a user with no known role): spec 000 §2. */
export function ErrorPage() {
  return (
    <section className="status-page">
      <p className="status-code" aria-hidden="true">
        :(
      </p>
      <h1>Something Bad Happened</h1>
      <p>We could not show this page. Please sign in again or contact support if it keeps happening.</p>
      <Button onClick={() => void navigate('/auth/login')}>Go Back</Button>
    </section>
  )
}
