/** The toast store (spec 000 §8): titles Success!, Error, Warning, Info!; 5000 ms by default. */
import { proxy } from 'valtio'
import { TOAST_DURATION_MS, TOAST_TITLES } from './constants'

export type ToastType = keyof typeof TOAST_TITLES

export interface ToastDetail {
  label: string
  value: string
}

export interface Toast {
  id: number
  type: ToastType
  title: string
  message: string
  details: ToastDetail[]
  /** Stays until dismissed (5xx and detailed errors). */
  persistent: boolean
  /** Auto-dismiss delay, when not persistent. */
  durationMs: number
}

export interface ToastInput {
  type: ToastType
  message: string
  title?: string
  details?: ToastDetail[]
  persistent?: boolean
  durationMs?: number
}

export const toastState = proxy({ toasts: [] as Toast[] })

/** At most this many toasts at once. */
export const MAX_VISIBLE_TOASTS = 3

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

export function showToast(input: ToastInput): number {
  const id = nextId++
  const toast: Toast = {
    id,
    type: input.type,
    title: input.title ?? TOAST_TITLES[input.type],
    message: input.message,
    details: input.details ?? [],
    persistent: input.persistent ?? false,
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  }
  // The same message twice in a row is shown once (e.g. several calls failing together).
  const last = toastState.toasts.at(-1)
  if (last && last.type === toast.type && last.message === toast.message && !toast.details.length) {
    return last.id
  }
  toastState.toasts.push(toast)
  // A stack of toasts would cover the page: past MAX_VISIBLE_TOASTS the oldest passing one goes
  // (persistent error toasts stay until dismissed: they carry details someone may need).
  while (toastState.toasts.length > MAX_VISIBLE_TOASTS) {
    const oldest = toastState.toasts.find((t) => !t.persistent && t.id !== id)
    if (!oldest) break
    dismissToast(oldest.id)
  }
  if (!toast.persistent)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), toast.durationMs),
    )
  return id
}

export function dismissToast(id: number) {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  const i = toastState.toasts.findIndex((t) => t.id === id)
  if (i >= 0) toastState.toasts.splice(i, 1)
}

export function clearToasts() {
  for (const t of [...toastState.toasts]) dismissToast(t.id)
}

export const toast = {
  success: (message: string, extra: Omit<ToastInput, 'type' | 'message'> = {}) =>
    showToast({ ...extra, type: 'success', message }),
  error: (message: string, extra: Omit<ToastInput, 'type' | 'message'> = {}) =>
    showToast({ ...extra, type: 'error', message }),
  warning: (message: string, extra: Omit<ToastInput, 'type' | 'message'> = {}) =>
    showToast({ ...extra, type: 'warning', message }),
  info: (message: string, extra: Omit<ToastInput, 'type' | 'message'> = {}) =>
    showToast({ ...extra, type: 'info', message }),
}
