/** Matches `/job/:jobId/candidates` against a pathname; answers the params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)
  const want = trim(pattern).split('/')
  const have = trim(pathname).split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const h = have[i]!
    if (w.startsWith(':')) {
      if (!h) return null
      try {
        params[w.slice(1)] = decodeURIComponent(h)
      } catch {
        return null
      }
    } else if (w !== h) {
      return null
    }
  }
  return params
}
