/**
 * The form-changed warning (spec 000 §2 "Dialogs"): while a form is modified, leaving it through
 * an in-app navigation asks for confirmation, and closing or reloading the tab asks the browser's
 * own question.
 */
import { useEffect } from 'react'
import { confirmDialog } from './dialogs'

const dirtyForms = new Set<symbol>()

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Older browsers need a return value to show the prompt.
  event.returnValue = ''
}

function sync() {
  if (typeof window === 'undefined') return
  if (dirtyForms.size) window.addEventListener('beforeunload', onBeforeUnload)
  else window.removeEventListener('beforeunload', onBeforeUnload)
}

export function markFormDirty(key: symbol, dirty: boolean) {
  if (dirty) dirtyForms.add(key)
  else dirtyForms.delete(key)
  sync()
}

export const hasDirtyForms = () => dirtyForms.size > 0

export function clearDirtyForms() {
  dirtyForms.clear()
  sync()
}

export const FORM_CHANGED_MESSAGE = 'You have unsaved changes. Are you sure you want to leave this page?'

/** Resolves true when there is nothing to lose or the user chooses to leave. */
export async function confirmLeaveIfDirty(): Promise<boolean> {
  if (!hasDirtyForms()) return true
  const leave = await confirmDialog({
    title: 'Unsaved changes',
    icon: 'warning',
    body: FORM_CHANGED_MESSAGE,
    confirmLabel: 'Leave page',
    cancelLabel: 'Stay',
  })
  if (leave) clearDirtyForms()
  return leave
}

/** Call in a form component with whether its values differ from the saved ones. */
export function useFormChangedWarning(dirty: boolean) {
  useEffect(() => {
    const key = Symbol('form')
    markFormDirty(key, dirty)
    return () => markFormDirty(key, false)
  }, [dirty])
}
