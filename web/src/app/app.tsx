import { Router } from 'wouter'
import { DialogHost, ToastHost } from './hosts'
import { useAppLocation } from './navigation'
import { AppRoutes } from './router'

export function App() {
  return (
    <Router hook={useAppLocation}>
      <div id="app-content">
        <AppRoutes />
      </div>
      <ToastHost />
      <DialogHost />
    </Router>
  )
}
