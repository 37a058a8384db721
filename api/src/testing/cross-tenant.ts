import { expect } from 'vitest'
import type { SignedInUser } from './auth-helpers'
import type { TestApp } from './test-app'

/**
 * Tenancy proof, reusable by every module: for each resource route, a record is created as one
 * tenant, then every other tenant's user asks for it by id and must get 404 (not 403: the
 * record's existence must not leak). The owner's own request must succeed, so a route that
 * always answers 404 cannot pass by accident.
 *
 * Usage:
 *   await expectCrossTenant404(t, {
 *     owner: clientOfAcme,
 *     intruders: [clientOfGlobex, someCandidate],
 *     routes: [{ name: 'GET jobs/{id}', create: (owner) => createJob(owner), request: (id) => ({ method: 'GET', path: `/api/jobs/${id}` }) }],
 *   })
 */
export interface TenantRoute {
  name: string
  /** Creates the record as (or for) the owner and answers its id. */
  create(owner: SignedInUser): Promise<string>
  request(id: string): { method: string; path: string; json?: unknown }
  /** The owner's own answer; default 200. */
  ownerStatus?: number
}

export interface CrossTenantCase {
  owner: SignedInUser
  intruders: SignedInUser[]
  routes: TenantRoute[]
}

export interface CrossTenantResult {
  route: string
  who: string
  status: number
}

export async function crossTenantStatuses(
  t: TestApp,
  c: CrossTenantCase,
): Promise<{ owner: CrossTenantResult[]; intruders: CrossTenantResult[] }> {
  const owner: CrossTenantResult[] = []
  const intruders: CrossTenantResult[] = []
  for (const route of c.routes) {
    // a fresh record per intruder, so a write by one cannot change what the next one sees
    for (const intruder of c.intruders) {
      const id = await route.create(c.owner)
      const r = route.request(id)
      const res = await t.request(r.path, {
        method: r.method,
        headers: intruder.headers,
        ...(r.json !== undefined ? { json: r.json } : {}),
      })
      intruders.push({ route: route.name, who: `${intruder.user.userType} ${intruder.user.email}`, status: res.status })
    }
    const id = await route.create(c.owner)
    const r = route.request(id)
    const res = await t.request(r.path, {
      method: r.method,
      headers: c.owner.headers,
      ...(r.json !== undefined ? { json: r.json } : {}),
    })
    owner.push({ route: route.name, who: 'owner', status: res.status })
  }
  return { owner, intruders }
}

/** Asserts 404 for every intruder on every route, and the expected answer for the owner. */
export async function expectCrossTenant404(t: TestApp, c: CrossTenantCase): Promise<void> {
  const { owner, intruders } = await crossTenantStatuses(t, c)
  const leaks = intruders.filter((r) => r.status !== 404)
  expect(leaks, 'another tenant got something other than 404').toEqual([])
  const expected = c.routes.map((r) => ({ route: r.name, who: 'owner', status: r.ownerStatus ?? 200 }))
  expect(owner).toEqual(expected)
}
