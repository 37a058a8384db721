import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { Spinner } from '../../ui/spinner'
import { authState, completeSocialLogin } from './state'

/** /auth/social-login: where the API's social sign-in callback lands (cookie already set). */
export function SocialLoginPage() {
  const query = new URLSearchParams(useSearch())
  const auth = useSnapshot(authState)
  const error = query.get('error_description') ?? query.get('error')

  useEffect(() => {
    void completeSocialLogin(error)
  }, [error])

  return (
    <>
      <h1 className="auth-title">Signing you in</h1>
      {auth.formError ? (
        <>
          <Alert>{auth.formError}</Alert>
          <p className="auth-footer">
            <Link href="/auth/login">Back to sign in</Link>
          </p>
        </>
      ) : (
        <Spinner label="Signing you in" />
      )}
    </>
  )
}
