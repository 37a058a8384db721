import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CandidateWorld, call, createCandidateWorld, lovIds, newCandidate } from './test-fixtures'

/**
 * "Frequently Used" (GET list-of-values/{key}/frequent) counts real use: skills added and values
 * newly chosen on a work experience; saving the same choices again does not count twice.
 */
let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

const frequent = async (key: string) => {
  const r = await call(w.t, w.recruiter, 'GET', `/api/list-of-values/${key}/frequent?limit=10`)
  expect(r.status).toBe(200)
  return (r.body.data as { id: string }[]).map((v) => v.id)
}

describe('list-of-values frequent', () => {
  it('orders the skills candidates add by how many added them', async () => {
    const [a, b, c] = await lovIds(w.t, 'skill', 3)
    expect(await frequent('skill')).toEqual([])
    const one = await newCandidate(w.t)
    const two = await newCandidate(w.t)
    expect(
      (await call(w.t, one, 'POST', `/api/candidates/${one.candidateId}/skills`, { skillIds: [b, a] })).status,
    ).toBe(200)
    expect((await call(w.t, two, 'POST', `/api/candidates/${two.candidateId}/skills`, { skillIds: [b] })).status).toBe(
      200,
    )
    const ranked = await frequent('skill')
    expect(ranked.slice(0, 2)).toEqual([b, a])
    expect(ranked).not.toContain(c)
    // a refused add (a skill already there) counts nothing
    await call(w.t, two, 'POST', `/api/candidates/${two.candidateId}/skills`, { skillIds: [b] })
    expect((await frequent('skill')).slice(0, 2)).toEqual([b, a])
  })

  it('counts industries newly chosen on a work experience, not the ones kept on a re-save', async () => {
    const [x, y] = await lovIds(w.t, 'industry', 2)
    const me = await newCandidate(w.t)
    const body = (ids: string[]) => ({
      title: 'Account Executive',
      company: { name: 'Frequent Test Co' },
      fromDate: '2021-05-01',
      isCurrentWorkplace: true,
      details: { clientVerticalIds: ids },
    })
    const created = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/work-experience`, body([x!]))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data.id
    expect(await frequent('industry')).toEqual([x])
    // saved again with the same industry and one more: only the new one counts
    for (let i = 0; i < 2; i++) {
      const saved = await call(
        w.t,
        me,
        'PUT',
        `/api/candidates/${me.candidateId}/work-experience/${id}`,
        body([x!, y!]),
      )
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
    const counts = await w.t.deps.db.execute(
      `select id, usage_count from list_of_values where id in ('${x}', '${y}') order by usage_count desc`,
    )
    const rows = (Array.isArray(counts) ? counts : (counts as { rows: unknown[] }).rows) as {
      id: string
      usage_count: number
    }[]
    expect(Object.fromEntries(rows.map((r) => [r.id, Number(r.usage_count)]))).toEqual({ [x!]: 1, [y!]: 1 })
  })
})
