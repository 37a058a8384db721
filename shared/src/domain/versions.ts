/** Compares dotted numeric versions ("1.2.10" > "1.2.9"); an unparsable version is never "older". */
export function isOlderVersion(version: string, than: string): boolean {
  const a = parse(version)
  const b = parse(than)
  if (!a || !b) return false
  for (let i = 0; i < 3; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]!
  }
  return false
}

function parse(v: string): [number, number, number] | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(v.trim())
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null
}
