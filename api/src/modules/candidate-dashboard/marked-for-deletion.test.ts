import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatesTable } from '../../db/schema'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'

/** Spec 000 §2/§6: a candidate marked for deletion is barred from candidate-only routes. */
let t: TestApp
let candidate: SignedInUser
beforeAll(async () => {
  t = await createTestApp()
  candidate = await createSignedInUser(t, { userType: 'candidate' })
})
afterAll(() => t.close())

const dashboard = () => t.request('/api/candidates/dashboard?action=jobs', { headers: candidate.headers })
const mark = (at: Date | null) =>
  t.deps.db.update(candidatesTable).set({ toBeDeletedAt: at }).where(eq(candidatesTable.userId, candidate.user.id))

describe('candidate-only routes and deletion', () => {
  it('serve the candidate until the profile is marked, then answer 403, and again after a restore', async () => {
    expect((await dashboard()).status).toBe(200)
    await mark(new Date())
    const barred = await dashboard()
    expect(barred.status).toBe(403)
    expect((await barred.json()).error.meta.rule).toBe('markedForDeletion')
    // routes not flagged candidate-only stay open (the marked candidate can still see who they are)
    expect((await t.request('/api/users/me', { headers: candidate.headers })).status).toBe(200)
    await mark(null)
    expect((await dashboard()).status).toBe(200)
  })
})
