/**
 * One tokenizer for the query and the index: text that PostgreSQL's parser would keep as one token
 * ("SDR/BDR", "CI/CD", "jane.doe@acme.example", "C++") is indexed as the words the query parser
 * reads, so a word finds it and a negated word excludes it, on every engine present.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchEngine } from './engine'
import { candidateToDocument } from './indexes/candidates'
import { availableEngines, openWithCandidates, type TestEngine } from './testing/databases'
import { candidateRow, experience, fid } from './testing/fixtures'
import { words } from './text'

const doc = (n: number, aboutMe: string, title: string) =>
  candidateToDocument(
    candidateRow({
      id: fid(300_000 + n),
      firstName: 'Sam',
      lastName: `Token${n}`,
      aboutMe,
      workExperiences: [experience({ title, companyName: 'Initech', description: null })],
    }),
  )
const DOCS = [
  doc(1, 'Outbound prospecting', 'Sales Development Representative (SDR/BDR)'),
  doc(2, 'Built CI/CD pipelines for the sales tooling', 'Revenue Operations Manager'),
  doc(3, 'Reach me at pat.quill@acme.example; C++ and C# on the side', 'Account Executive'),
  doc(4, 'Inbound prospecting only', 'Account Executive'),
]
const ids = (found: { hits: { id: string }[] }) => found.hits.map((h) => h.id).sort()
const id = (n: number) => String(DOCS[n - 1]!.id)

describe('the query parser’s words (table)', () => {
  it.each([
    ['Sales Development Representative (SDR/BDR)', ['sales', 'development', 'representative', 'sdr', 'bdr']],
    ['CI/CD', ['ci', 'cd']],
    ['pat.quill@acme.example', ['pat', 'quill', 'acme', 'example']],
  ])('%s', (text, expected) => {
    expect(words(text)).toEqual(expected)
  })
})

for (const available of availableEngines()) {
  describe(`words joined by / . @ + are words of their own: ${available.name}`, () => {
    let opened: TestEngine
    let engine: SearchEngine
    beforeAll(async () => {
      opened = await openWithCandidates(available.open, DOCS)
      engine = opened.engine
    }, 120_000)
    afterAll(() => opened?.close())
    const search = (text: string) => engine.search('candidates', { text, limit: 50, offset: 0 })

    it.each([
      ['SDR', [1]],
      ['BDR', [1]],
      ['title:SDR', [1]],
      ['"SDR BDR"', [1]],
      ['prospecting -SDR', [4]],
      ['CI/CD', [2]],
      ['cd pipelines', [2]],
      ['acme', [3]],
      ['quill', [3]],
    ])('%s', async (text, expected) => {
      const found = await search(text)
      expect(ids(found)).toEqual(expected.map(id).sort())
      expect(found.total).toBe(expected.length)
    })
  })
}
