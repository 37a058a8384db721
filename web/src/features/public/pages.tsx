/** Public pages, one chunk: the static pages (the legal texts are still to be written) and the shared profile. */
import { Link } from 'wouter'

function StaticPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article className="page static-page">
      <h1>{title}</h1>
      {children}
      <p>
        <Link href="/auth/login">Go to sign in</Link>
      </p>
    </article>
  )
}

export function TermsOfUsePage() {
  return (
    <StaticPage title="Terms of Use">
      <p>These terms govern your use of Quota, the recruiting marketplace for sales hiring.</p>
      <p>The full text of the terms of use will be published here.</p>
    </StaticPage>
  )
}

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <p>This policy explains what personal data Quota keeps, why, and for how long.</p>
      <p>The full text of the privacy policy will be published here.</p>
    </StaticPage>
  )
}

export { PublicProfilePage } from './profile-page'
export { SearchStatusPage } from './search-status-page'
