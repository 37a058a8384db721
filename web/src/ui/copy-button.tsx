/**
 * Copies a text to the clipboard and says so on the button ("Copied"); when the browser refuses,
 * a toast asks to copy by hand (the text is on screen beside the button).
 */
import { type ReactNode, useState } from 'react'
import { toast } from '../app/toasts'
import { Button } from './button'

export function CopyButton({
  text,
  what,
  label = 'Copy',
  hiddenLabel,
  copiedMessage,
}: {
  text: string
  /** Named in the refusal: "The {what} could not be copied…". */
  what: string
  label?: string
  /** Read to screen readers after the label, e.g. " the apply form snippet". */
  hiddenLabel?: ReactNode
  /** Also said in a toast once copied (where the button is not where the eyes are). */
  copiedMessage?: string
}) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      if (copiedMessage) toast.success(copiedMessage)
    } catch {
      toast.error(`The ${what} could not be copied; select it and copy it by hand.`)
    }
  }
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copied ? 'Copied' : label}
      {hiddenLabel ? <span className="visually-hidden">{hiddenLabel}</span> : null}
    </Button>
  )
}
