/**
 * A sanity check of a .doc's OLE compound-file container (MS-CFB) before word-extractor reads it.
 * word-extractor follows the file's sector chains as written: a chain that loops (A -> B -> A)
 * makes it spin, growing memory, without ever yielding, and the header's counts size its buffers.
 * So the header's sizes must fit the file, and every chain of the sector allocation table (FAT)
 * and of the short-sector one (mini FAT) must stay inside the file and end without looping.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** Sector ids the header lists itself; beyond them a file needs the DIFAT, i.e. is over 7 MB. */
const HEADER_FAT_SECTORS = 109
const MINI_SECTOR_SIZE = 64

/**
 * Every chain in `table` ends (on a negative id, or an id past the table) without coming back on
 * itself, and no link points at or past `limit`. Each entry is walked once.
 */
function chainsEnd(table: Int32Array, limit: number): boolean {
  // 0: not seen, 1: on the walk under way, 2: known to end
  const state = new Uint8Array(table.length)
  const inTable = (i: number) => i >= 0 && i < table.length
  for (let start = 0; start < table.length; start++) {
    let i = start
    while (inTable(i) && state[i] === 0) {
      state[i] = 1
      const next = table[i]!
      if (next >= limit) return false
      i = next
    }
    if (inTable(i) && state[i] === 1) return false
    for (i = start; inTable(i) && state[i] === 1; i = table[i]!) state[i] = 2
  }
  return true
}

/** True when word-extractor can walk the container's chains to an end, within the file. */
export function isSoundCompoundFile(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 512 || !SIGNATURE.every((b, i) => bytes[i] === b)) return false
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sectorShift = view.getUint16(30, true)
  if ((sectorShift !== 9 && sectorShift !== 12) || view.getUint16(32, true) !== 6) return false
  const sectorSize = 1 << sectorShift
  // sector 0 starts right after the header, which takes one sector
  const sectorCount = Math.ceil((bytes.byteLength - sectorSize) / sectorSize)
  const fatSectors = view.getInt32(44, true)
  if (sectorCount < 1 || fatSectors < 1 || fatSectors > HEADER_FAT_SECTORS || fatSectors > sectorCount) return false

  const perSector = sectorSize / 4
  const readSectors = (ids: number[]): Int32Array | null => {
    const table = new Int32Array(ids.length * perSector).fill(-1)
    for (const [n, id] of ids.entries()) {
      if (id < 0 || id >= sectorCount) return null
      const at = (id + 1) * sectorSize
      for (let e = 0; e < perSector && at + e * 4 + 4 <= bytes.byteLength; e++)
        table[n * perSector + e] = view.getInt32(at + e * 4, true)
    }
    return table
  }

  const fat = readSectors(Array.from({ length: fatSectors }, (_, s) => view.getInt32(76 + s * 4, true)))
  if (!fat || !chainsEnd(fat, sectorCount)) return false

  // the mini FAT is itself a chain of sectors; its links point into the mini stream
  const miniFatSectors = view.getInt32(64, true)
  const miniFatIds: number[] = []
  for (let id = view.getInt32(60, true); id >= 0; id = id < fat.length ? fat[id]! : -1) {
    miniFatIds.push(id)
    if (miniFatIds.length > miniFatSectors) return false
  }
  if (miniFatIds.length !== miniFatSectors) return false
  const miniFat = readSectors(miniFatIds)
  return !!miniFat && chainsEnd(miniFat, Math.floor((sectorCount * sectorSize) / MINI_SECTOR_SIZE))
}
