/**
 * Issue 30, "text stays what it is": every text field of every contract has a declared kind
 * (shared/src/contracts/text-kinds.ts), each kind keeps a harmless sample as typed and makes a
 * hostile one harmless, and a representative field of each kind does so through HTTP.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exportedTextFields } from '@quota/shared/contracts/text-fields'
import { TEXT_KINDS, type TextKind } from '@quota/shared/contracts/text-kinds'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '../mail/templates'
import { createPeople, jobBody, jobRefs, type People } from '../modules/jobs/test-fixtures'
import { httpAs } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { htmlToText, sanitizeRichText } from './html'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CONTRACTS = join(ROOT, 'shared/src/contracts')
const contractFiles = readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

const fieldsByFile = await Promise.all(
  contractFiles.map(async (file) => ({
    file,
    fields: exportedTextFields(await import(join(CONTRACTS, file))).filter((f) => f.format === null),
  })),
)

describe('every text field of every contract has a kind', () => {
  it.each(fieldsByFile.map(({ file, fields }) => [file, fields] as const))('%s', (_file, fields) => {
    const undecided = fields.filter((f) => !TEXT_KINDS.has(f.name)).map((f) => `${f.path} (declare "${f.name}")`)
    expect(undecided).toEqual([])
  })

  it('the table names no field that no contract has', () => {
    const used = new Set(fieldsByFile.flatMap(({ fields }) => fields.map((f) => f.name)))
    expect([...TEXT_KINDS.keys()].filter((name) => !used.has(name))).toEqual([])
  })

  it('the walk sees the fields it must (a wrong walk would pass the checks above)', () => {
    const all = fieldsByFile.flatMap(({ fields }) => fields)
    const kindOf = (path: string) => TEXT_KINDS.get(all.find((f) => f.path === path)?.name ?? '')
    expect(all.length).toBeGreaterThan(1500)
    expect(kindOf('CreateJobInput.details')).toBe('plain')
    expect(kindOf('NoteInput.bodyHTML')).toBe('rich')
    expect(kindOf('PutInterviewFeedbackInput.notes')).toBe('plain')
    expect(kindOf('UpdateTemplateInput.subject')).toBe('plain')
  })
})

/** The elements a browser would build from the HTML, and any attribute that could run code. */
function liveMarkup(html: string): string[] {
  const live: string[] = []
  const parser = new Parser({
    onopentag(name, attributes) {
      live.push(name)
      for (const [key, value] of Object.entries(attributes))
        if (/^on/i.test(key) || /^\s*javascript:/i.test(value)) live.push(`${name}[${key}]`)
    },
  })
  parser.write(html)
  parser.end()
  return live
}

/** What a kind does to text on the way in (save) and on the way out (shown in HTML). */
const KINDS: Record<Exclude<TextKind, 'server-html'>, { save(text: string): string; show(saved: string): string }> = {
  plain: { save: (text) => text, show: escapeHtml },
  rich: { save: sanitizeRichText, show: (saved) => saved },
}

describe.each([
  {
    kind: 'plain' as const,
    harmless: 'base<OTE and OTE>base, x<style>y, a < b & c',
    hostile: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  },
  {
    kind: 'rich' as const,
    harmless: '<p>a<b and c>d, <b>bold</b> &amp; <a href="https://quota.example">link</a></p>',
    hostile: '<p>hi<img src=x onerror=alert(1)><script>steal()</script><a href="javascript:alert(1)">x</a></p>',
  },
])('$kind text', ({ kind, harmless, hostile }) => {
  const { save, show } = KINDS[kind]

  it('a harmless sample keeps every word it was typed with', () => {
    const saved = save(harmless)
    if (kind === 'plain') expect(saved).toBe(harmless)
    else expect(htmlToText(saved)).toBe('a<b and c>d, bold & link')
  })

  it('a hostile sample is shown without live markup', () => {
    const shown = show(save(hostile))
    // the rich sample keeps its paragraph and its link, without the link's javascript: address
    expect(liveMarkup(shown)).toEqual(kind === 'plain' ? [] : ['p', 'a'])
    expect(htmlToText(shown)).toContain(kind === 'plain' ? '<script>alert(1)</script>' : 'hi<script>steal()</script>')
  })
})

describe('display: raw HTML is rendered only from rich fields', () => {
  // Every place a client renders HTML it did not escape; each must show a `rich` field.
  const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/
  const ALLOWED: Record<string, string> = { 'web/src/features/feature-notices/notices.tsx': 'bodyHtml' }

  const sources = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(tsx?|jsx?)$/.test(e.name) && !/\.test\./.test(e.name))
      .map((e) => join(e.parentPath, e.name).slice(ROOT.length))

  it('web, widgets and extension', () => {
    const found = ['web/src', 'widgets/src', 'extension/src']
      .flatMap(sources)
      .filter((file) => RAW_HTML.test(readFileSync(join(ROOT, file), 'utf8')))
    expect(found.sort()).toEqual(Object.keys(ALLOWED).sort())
    for (const [file, field] of Object.entries(ALLOWED)) {
      expect(TEXT_KINDS.get(field)).toBe('rich')
      expect(readFileSync(join(ROOT, file), 'utf8')).toMatch(new RegExp(`__html: \\w+\\.${field}\\b`))
    }
  })
})

describe('through HTTP', () => {
  let t: TestApp
  let p: People
  beforeAll(async () => {
    t = await createTestApp()
    p = await createPeople(t)
  })
  afterAll(() => t.close())
  const { call } = httpAs(() => t)

  it('plain: a job’s texts are stored and answered as typed', async () => {
    const typed = {
      details: 'base<OTE and OTE>base',
      sourcingNotes: 'x<style>y',
      clientJobDescription: 'Sell <b>clouds</b> & more <script>alert(1)</script>',
    }
    const created = await call(
      p.recruiter,
      'POST',
      '/api/jobs',
      jobBody(await jobRefs(t.deps.db), { organizationId: p.orgA, ...typed }),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const read = await call(p.recruiter, 'GET', `/api/jobs/${created.body.data.id}/details`)
    expect(read.body.data).toMatchObject(typed)
  })

  it('rich: a note is sanitized and keeps its words', async () => {
    const saved = await call(p.recruiter, 'PATCH', '/api/users', {
      emailSignature: '<p>a<b and c>d <b>Quota</b><img src=x onerror=alert(1)></p>',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const me = await call(p.recruiter, 'GET', '/api/users/me')
    expect(me.body.data.emailSignature).toBe('<p>a&lt;b and c&gt;d <b>Quota</b></p>')
  })
})
