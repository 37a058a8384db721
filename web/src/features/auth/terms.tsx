import { openDialog } from '../../app/dialogs'
import { Button } from '../../ui/button'

export const TERMS_OF_USE_PATH = '/public/terms-of-use'
export const PRIVACY_POLICY_PATH = '/public/privacy-policy'

function TermsBody({ onAgree, updated }: { onAgree: () => void; updated: boolean }) {
  return (
    <>
      <p>
        {updated
          ? 'We have updated our terms. Please review them and agree to keep using Quota.'
          : 'To create your account, please review and agree to our terms.'}
      </p>
      <ul className="link-list">
        <li>
          <a href={TERMS_OF_USE_PATH} target="_blank" rel="noopener">
            Terms of Use
          </a>
        </li>
        <li>
          <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
            Privacy Policy
          </a>
        </li>
      </ul>
      <div className="dialog-actions">
        <Button onClick={onAgree}>I Agree</Button>
      </div>
    </>
  )
}

/**
 * The terms and conditions dialog (spec 000 §2): links to the terms of use and privacy policy,
 * button "I Agree". Resolves true when the user agrees.
 */
export async function openTermsDialog({ updated = false, dismissible = true } = {}): Promise<boolean> {
  const agreed = await openDialog<boolean>(
    'Terms and Conditions',
    (close) => <TermsBody updated={updated} onAgree={() => close(true)} />,
    { dismissible },
  )
  return agreed === true
}
