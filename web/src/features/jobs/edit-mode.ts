/**
 * A section that switches between showing and editing in place: the Edit button goes away while
 * the form is open, so focus moves to the form's first field on open and back to the Edit button
 * on close (otherwise it would fall to the page and keyboard users would lose their place).
 */
import { useEffect, useRef, useState } from 'react'

export function useEditMode() {
  const [editing, setEditing] = useState(false)
  const viewRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const wasEditing = useRef(false)

  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus()
    else if (wasEditing.current) viewRef.current?.querySelector<HTMLElement>('button')?.focus()
    wasEditing.current = editing
  }, [editing])

  return { editing, setEditing, viewRef, formRef }
}
