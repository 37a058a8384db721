/**
 * Field prefixes (`title:` `company:` `skill:` `school:`) on their own tsvector columns: the
 * table holds one GIN-indexed tsvector per field a prefix names, a fielded word matches only its
 * own fields (a phrase within one field), totals of fielded queries are exact past the sample,
 * and a table written with the previous layout (v5, no such columns) is dropped and reported
 * for a reindex. On every embedded engine present.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { F, SEARCH_LIMITS, type SearchEngine } from '../../engine'
import { candidateToDocument } from '../../indexes/candidates'
import { embeddedEngines, openWithCandidates, type TestEngine } from '../../testing/databases'
import { candidateRow, experience, fid } from '../../testing/fixtures'
import { createEmbeddedEngine } from './engine'
import type { SqlExecutor } from './executor'
import { META_TABLE } from './layout'

// more documents with `zabrok` in a title than best match's sample holds
const COUNT = SEARCH_LIMITS.maxExactTotal + 900
const DOCS = Array.from({ length: COUNT }, (_, i) =>
  candidateToDocument(
    candidateRow({
      id: fid(300_000 + i),
      aboutMe: 'Seller.',
      // a third: `zabrok` in the skills only (a title: search must leave them out)
      skills: i % 3 === 2 ? [{ id: 'skill-zabrok', name: 'Zabrok' }] : [{ id: 'skill-crm', name: 'CRM' }],
      workExperiences: [
        experience({
          // two thirds: `zabrok` in the current title; every 10th works at `Morvax`, and those of
          // them with a zabrok title end it with `quenlit` (a phrase "quenlit morvax" across fields)
          title: i % 3 === 2 ? 'Account Executive' : i % 10 === 0 ? 'Zabrok Lead Quenlit' : 'Zabrok Lead',
          companyName: i % 10 === 0 ? 'Morvax Inc' : 'Acme Cloud',
          description: null,
        }),
      ],
      educations: [
        {
          school: i % 5 === 0 ? 'Plovik College' : 'State',
          degreeName: null,
          degreeId: null,
          fieldOfStudyId: null,
          fieldOfStudyName: null,
        },
      ],
    }),
  ),
)
const where = (test: (i: number) => boolean) =>
  DOCS.filter((_, i) => test(i))
    .map((d) => String(d.id))
    .sort()

for (const { name, open } of embeddedEngines()) {
  describe(`fielded columns: ${name}`, () => {
    let opened: TestEngine & { executor: SqlExecutor }
    let engine: SearchEngine
    beforeAll(async () => {
      opened = await openWithCandidates(open, DOCS)
      engine = opened.engine
    }, 600_000)
    afterAll(() => opened?.close())

    /**
     * The total counted past the sample: exact (PGlite always; a server while its count's time
     * limit allows, which a heavily loaded machine may exceed: then a true lower bound).
     */
    function expectTotal(r: { total: number; totalIsExact: boolean }, real: number) {
      if (r.totalIsExact || opened.executor.kind === 'pglite') expect([r.total, r.totalIsExact]).toEqual([real, true])
      else expect(r.total).toBeLessThanOrEqual(real)
    }

    /** Every match, page by page in a fixed order. */
    async function allMatches(text: string, filter?: ReturnType<typeof F.in>) {
      const found: string[] = []
      for (let offset = 0; ; offset += 200) {
        const r = await engine.search('candidates', {
          text,
          ...(filter ? { filter } : {}),
          sort: [{ field: 'createdAt', direction: 'asc' }],
          limit: 200,
          offset,
        })
        found.push(...r.hits.map((h) => h.id))
        if (r.hits.length < 200) return found.sort()
      }
    }

    it('holds one GIN-indexed tsvector per field a prefix names', async () => {
      const columns = await opened.executor.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_name = 'search_candidates' and column_name like 'tsv\\_f\\_%' order by column_name`,
      )
      expect(columns.map((c) => c.column_name)).toEqual([
        'tsv_f_companies',
        'tsv_f_education',
        'tsv_f_skills',
        'tsv_f_title',
        'tsv_f_titles',
      ])
      const indexes = await opened.executor.query<{ indexdef: string }>(
        `select indexdef from pg_indexes where tablename = 'search_candidates' and indexdef like '%tsv_f_%'`,
      )
      expect(indexes.map((i) => /USING (\w+) \((\w+)\)/.exec(i.indexdef)?.slice(1)).sort()).toEqual(
        columns.map((c) => ['gin', c.column_name]),
      )
    })

    it('keeps them and everything else a search reads in the row, the document out of it', async () => {
      const storage = await opened.executor.query<{ attname: string; attstorage: string }>(
        `select attname, attstorage from pg_attribute
          where attrelid = 'search_candidates'::regclass and attnum > 0 and not attisdropped and attlen = -1`,
      )
      // x: compressed and out of line, m: in the row
      const of = new Map(storage.map((a) => [a.attname, a.attstorage]))
      expect(of.get('doc')).toBe('x')
      const inRow = [...of].filter(([name]) => name !== 'doc')
      expect(inRow.map(([name]) => name)).toEqual(
        expect.arrayContaining(['id', 'tsv', 'tsv_top', 'tsv_f_title', 'tsv_f_skills', 'f_skill_ids']),
      )
      expect(inRow.filter(([, s]) => s !== 'm')).toEqual([])
      // a row over 2 KB moves every value it may (the document) out of line
      const [options] = await opened.executor.query<{ reloptions: string[] }>(
        `select reloptions from pg_class where oid = 'search_candidates'::regclass`,
      )
      expect(options?.reloptions).toEqual(['toast_tuple_target=128'])
    })

    it('matches a fielded word in its own fields only, with an exact total past the sample', async () => {
      const titled = where((i) => i % 3 !== 2)
      expect(titled.length).toBeGreaterThan(SEARCH_LIMITS.maxExactTotal)
      const best = await engine.search('candidates', { text: 'title:zabrok', limit: 25, offset: 0 })
      expectTotal(best, titled.length)
      expect(best.hits.every((h) => titled.includes(h.id))).toBe(true)
      expect(await allMatches('title:zabrok')).toEqual(titled)
      // the skills only
      const skilled = where((i) => i % 3 === 2)
      expect(await allMatches('skill:zabrok')).toEqual(skilled)
      const neither = await engine.search('candidates', { text: 'title:zabrok -skill:zabrok', limit: 5, offset: 0 })
      expectTotal(neither, titled.length)
    })

    it('keeps a phrase within one field, and combines fields with OR, NOT and filters', async () => {
      // "quenlit" ends the title and "morvax" starts the employer: a plain phrase runs on across
      // fields of one weight (as before), a fielded one stays within its fields
      const quenlit = where((i) => i % 10 === 0 && i % 3 !== 2)
      expect(await allMatches('"quenlit morvax"')).toEqual(quenlit)
      expect(await allMatches('title:"quenlit morvax"')).toEqual([])
      expect(await allMatches('company:"quenlit morvax"')).toEqual([])
      expect(await allMatches('title:"lead quenlit"')).toEqual(quenlit)
      expect(await allMatches('company:morvax OR school:plovik')).toEqual(where((i) => i % 10 === 0 || i % 5 === 0))
      expect(await allMatches('school:plovik -company:morvax')).toEqual(where((i) => i % 5 === 0 && i % 10 !== 0))
      const notDeleted = F.in('isDeleted', [false])
      expect(await allMatches('title:quenlit', notDeleted)).toEqual(quenlit)
    })

    it('drops a table of the previous layout and asks for a reindex', async () => {
      await opened.executor.query(`update ${META_TABLE} set layout = 'v5-layout' where index_name = 'candidates'`)
      // the next start: a new engine on the same database
      const next = createEmbeddedEngine({ executor: opened.executor })
      expect((await next.ensureIndex('candidates')).needsReindex).toBe(true)
      expect(await next.count('candidates')).toBe(0)
      expect((await next.ensureIndex('candidates')).needsReindex).toBe(false)
    })
  })
}
