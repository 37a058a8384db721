/** A profile link just made (GET candidates/{id}/profile/shareable-url): the address, how long it works, copy. */
import { SHARE_LINK_WARNING_TEXT } from '@quota/shared/domain/candidates/share-link'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { formatDate } from '../pipeline/format'
import type { ShareLink } from './api'

export function ShareLinkNotice({ share }: { share: ShareLink }) {
  const url = `${window.location.origin}${share.url}`
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('The link is copied.')
    } catch {
      toast.error('The link could not be copied; select it and copy it by hand.')
    }
  }
  return (
    <Alert tone="info">
      <span className="share-link">
        <span>
          Share this link (valid {share.lifetimeDays} days, until {formatDate(share.expiresAt)}
          {share.warning ? `; ${SHARE_LINK_WARNING_TEXT[share.warning].toLowerCase()}` : ''}):{' '}
          <a href={share.url} className="share-url" target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        </span>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
      </span>
    </Alert>
  )
}
