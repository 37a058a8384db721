import { useEffect } from 'preact/hooks'
import type { Api } from './api'
import { emit } from './define'
import { adoptStyles } from './styles'

/** On first render: the styles into the shadow root, then `quota:ready` from the host. */
export function useWidgetSetup(container: ShadowRoot | undefined, api: Api, widget: string): void {
  useEffect(() => {
    if (container) adoptStyles(container, api.nonce)
    emit(container, 'quota:ready', { widget })
  }, [])
}
