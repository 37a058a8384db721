import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { setupHttp } from './app/http-setup'
import { watchPreloadErrors } from './app/lazy'
import { watchNavigation } from './app/navigation'
import { watchRealtime } from './app/realtime'
import { startVersionCheck } from './app/version'
import { loadSession } from './features/session/state'
import './app/styles.css'

setupHttp()
watchNavigation()
watchPreloadErrors()
startVersionCheck()
watchRealtime()
void loadSession()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
