/** The order after moving the item at `from` by `by` places (kept inside the list); lists reordered by buttons or drag. */
export function moveItem<T>(items: readonly T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + by))
  const next = [...items]
  if (from < 0 || from >= items.length || to === from) return next
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}
