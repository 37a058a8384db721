/**
 * Settings → Browser extension (issue 15): a signed-in recruiter connects the Quota extension in
 * this browser without typing the password again. The click asks the API for a one-time code
 * (2 minutes, single use) and posts it to the extension's script on this page (same origin only);
 * the extension's service worker exchanges it for its own session. No token passes the page.
 */
import type { ExtensionHandOverCode } from '@quota/shared/contracts/extension'
import { EXTENSION_PAGE_MESSAGES, type ExtensionConnectedMessage } from '@quota/shared/domain/data-extraction/hand-over'
import { useEffect, useState } from 'react'
import { type DataAnswer, http } from '../../app/http'
import { Button } from '../../ui/button'
import { SettingsSection } from './widgets'

const EXTENSION_ATTRIBUTE = 'data-quota-extension'
/** How long the page waits for the extension's answer before saying it did not come. */
const ANSWER_TIMEOUT_MS = 15_000

/** Posts the code to the extension on this page and waits for its answer. */
function handToExtension(code: string): Promise<ExtensionConnectedMessage> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage)
      resolve({
        type: EXTENSION_PAGE_MESSAGES.connected,
        ok: false,
        message: 'The extension did not answer. Reload this page and try again.',
      })
    }, ANSWER_TIMEOUT_MS)
    function onMessage(event: MessageEvent) {
      const data = event.data as Partial<ExtensionConnectedMessage> | null
      if (event.source !== window || event.origin !== window.location.origin) return
      if (data?.type !== EXTENSION_PAGE_MESSAGES.connected) return
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      resolve(data as ExtensionConnectedMessage)
    }
    window.addEventListener('message', onMessage)
    window.postMessage({ type: EXTENSION_PAGE_MESSAGES.connect, code }, window.location.origin)
  })
}

export function ExtensionSection() {
  const [installed, setInstalled] = useState(() => document.documentElement.hasAttribute(EXTENSION_ATTRIBUTE))
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ExtensionConnectedMessage | null>(null)
  useEffect(() => {
    const announced = () => setInstalled(true)
    window.addEventListener('quota:extension', announced)
    return () => window.removeEventListener('quota:extension', announced)
  }, [])

  async function connect() {
    setBusy(true)
    setOutcome(null)
    try {
      const { code } = (await http.post<DataAnswer<ExtensionHandOverCode>>('/extension/hand-over-codes', {})).data
      setOutcome(await handToExtension(code))
    } catch {
      // the global handling shows the API's refusal
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection id="extension" title="Browser extension">
      {installed ? (
        <p>Connect the Quota extension in this browser to your account, without typing your password again.</p>
      ) : (
        <p className="muted" data-testid="extension-missing">
          The Quota extension is not installed in this browser (or points at another Quota address). Install it, set
          this address in its options, then reload this page.
        </p>
      )}
      <div>
        <Button type="button" disabled={!installed} loading={busy} onClick={() => void connect()}>
          Connect the extension
        </Button>
      </div>
      {outcome && (
        <p role="status" data-testid="extension-outcome" className={outcome.ok ? undefined : 'error'}>
          {outcome.ok ? `The extension is signed in as ${outcome.user.name} (${outcome.user.email}).` : outcome.message}
        </p>
      )}
    </SettingsSection>
  )
}
