/**
 * After merging branches that each added the same next migration number (keep main's journal and
 * snapshot in the merge): gives the branch's `<tag>` (e.g. 0027_anti_bias_setting, its SQL file)
 * the next free number, lists it last in the journal with a later time, and writes its snapshot as
 * the whole schema now, chained to the previous snapshot (the drift test compares the latest
 * snapshot with the schema). The SQL itself is kept as written.
 * Usage: bun api/src/db/renumber-migration-cli.ts <tag>
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { generateDrizzleJson } from 'drizzle-kit/api'
import * as schema from './schema'

const dir = resolve(import.meta.dirname, '..', '..', 'drizzle')
const journalFile = join(dir, 'meta', '_journal.json')
type Entry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean }
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Entry[] }

const tag = process.argv[2]
if (!tag) throw new Error('usage: bun api/src/db/renumber-migration-cli.ts <tag>')
if (!existsSync(join(dir, `${tag}.sql`))) throw new Error(`no ${tag}.sql`)
const entry: Entry = journal.entries.find((e) => e.tag === tag) ?? {
  idx: 0,
  version: '7',
  when: 0,
  tag,
  breakpoints: true,
}
const others = journal.entries.filter((e) => e.tag !== tag)
const last = others.at(-1)!
const idx = last.idx + 1
const newTag = `${String(idx).padStart(4, '0')}_${tag.replace(/^\d{4}_/, '')}`
renameSync(join(dir, `${tag}.sql`), join(dir, `${newTag}.sql`))
const previous = JSON.parse(
  readFileSync(join(dir, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
)
const snapshot = generateDrizzleJson(schema, previous.id, undefined, 'snake_case')
writeFileSync(
  join(dir, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`),
  `${JSON.stringify(snapshot, null, 2)}\n`,
)
journal.entries = [...others, { ...entry, idx, tag: newTag, when: Math.max(entry.when, last.when) + 1000 }]
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`)
console.log(`${tag} -> ${newTag}`)
