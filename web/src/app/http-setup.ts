/** Wires the HTTP client's failure effects to the app's toasts, dialogs, session and router. */
import { clearSession } from '../features/session/state'
import { closeAllDialogs } from './dialogs'
import { LOGIN_PATH, loginUrl, safeReturnUrl } from './guards'
import { configureHttp } from './http'
import { currentUrl, navigate } from './navigation'
import { promptReload } from './reload'
import { showToast } from './toasts'

export function setupHttp() {
  configureHttp({
    effects: {
      toast: (input) => void showToast(input),
      unauthorized(message) {
        closeAllDialogs()
        const here = currentUrl()
        const onLogin = here === LOGIN_PATH || here.startsWith(`${LOGIN_PATH}?`)
        // Navigate and clear in the same tick so the guard does not redirect in between.
        if (!onLogin) void navigate(loginUrl(safeReturnUrl(here) ?? undefined), { force: true })
        clearSession()
        showToast({ type: 'error', message })
      },
      clearSession(message) {
        clearSession()
        if (message) showToast({ type: 'error', message })
      },
      reloadPrompt: () => void promptReload('stale-client'),
    },
  })
}
