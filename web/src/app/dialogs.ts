/**
 * The dialog store: every dialog the app opens goes through here, so navigation and an
 * expired session can close them all at once (spec 000 §2 "On every navigation", §8 401).
 */
import type { ReactNode } from 'react'
import { proxy, ref } from 'valtio'

export interface ConfirmOptions {
  title?: string
  /** Optional icon shown before the title. */
  icon?: 'info' | 'warning' | 'error' | 'success'
  body?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Information only: one button, no cancel. */
  infoOnly?: boolean
  /** Escape and the backdrop cancel the dialog (default true). */
  dismissible?: boolean
  /** Marks a danger action (red confirm button). */
  danger?: boolean
}

export type DialogEntry =
  | { id: number; kind: 'confirm'; options: ConfirmOptions }
  | {
      id: number
      kind: 'custom'
      title: string
      dismissible: boolean
      render: (close: (result?: unknown) => void) => ReactNode
    }

export const dialogState = proxy({ stack: [] as DialogEntry[] })

let nextId = 1
const resolvers = new Map<number, (result: unknown) => void>()

function push<T>(entry: DialogEntry, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    resolvers.set(entry.id, (r) => resolve((r === undefined ? fallback : r) as T))
    dialogState.stack.push(entry)
  })
}

/** A confirmation dialog; resolves true on confirm, false on cancel, Escape or close-all. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const id = nextId++
  return push({ id, kind: 'confirm', options: ref(options) as ConfirmOptions }, false)
}

/** A dialog with custom content; `render` gets `close(result)`. Resolves undefined when dismissed. */
export function openDialog<T = unknown>(
  title: string,
  render: (close: (result?: T) => void) => ReactNode,
  { dismissible = true } = {},
): Promise<T | undefined> {
  const id = nextId++
  return push<T | undefined>({ id, kind: 'custom', title, dismissible, render }, undefined)
}

export function closeDialog(id: number, result?: unknown) {
  const i = dialogState.stack.findIndex((d) => d.id === id)
  if (i >= 0) dialogState.stack.splice(i, 1)
  const resolve = resolvers.get(id)
  resolvers.delete(id)
  resolve?.(result)
}

export function closeAllDialogs() {
  for (const d of [...dialogState.stack].reverse()) closeDialog(d.id)
}

export const openDialogCount = () => dialogState.stack.length
