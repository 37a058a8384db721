/** The recruiters' re-inbound queue over HTTP: who may see it, paging, handling, taking ownership. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidateInternalProfilesTable, candidateReinboundRequestsTable } from '../../db/schema'
import { createSignedInUser } from '../../testing/auth-helpers'
import { type CandidateWorld, call, createCandidateWorld, newCandidate } from './test-fixtures'

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

describe('re-inbound requests queue', () => {
  it('lists open requests oldest first, paged and counted, to provider staff only', async () => {
    await w.t.deps.db.delete(candidateReinboundRequestsTable)
    const first = await newCandidate(w.t, { firstName: 'Ada', lastName: 'Early' })
    const second = await newCandidate(w.t, { firstName: 'Bo', lastName: 'Later' })
    const cancelled = await newCandidate(w.t)
    await call(w.t, first, 'PATCH', `/api/candidates/${first.candidateId}/re-inbound-request`, { notes: 'Back!' })
    await call(w.t, second, 'PATCH', `/api/candidates/${second.candidateId}/re-inbound-request`, {})
    await call(w.t, cancelled, 'PATCH', `/api/candidates/${cancelled.candidateId}/re-inbound-request`, {})
    await call(w.t, cancelled, 'DELETE', `/api/candidates/${cancelled.candidateId}/re-inbound-request`)

    const page = await call(w.t, w.recruiter, 'GET', '/api/candidates/re-inbound-requests?limit=1')
    expect(page.status).toBe(200)
    expect(page.body.meta).toEqual({ total: 2, limit: 1, offset: 0 })
    expect(page.body.data).toHaveLength(1)
    expect(page.body.data[0]).toMatchObject({
      state: 'open',
      notes: 'Back!',
      handledBy: null,
      candidate: { id: first.candidateId, fullName: 'Ada Early' },
    })
    const next = await call(w.t, w.recruiter, 'GET', '/api/candidates/re-inbound-requests?limit=1&offset=1')
    expect(next.body.data[0].candidate.id).toBe(second.candidateId)
    const gone = await call(w.t, w.recruiter, 'GET', '/api/candidates/re-inbound-requests?state=cancelled')
    expect(gone.body.data.map((i: { candidate: { id: string } }) => i.candidate.id)).toEqual([cancelled.candidateId])

    for (const who of [first, w.client, w.otherClient])
      expect((await call(w.t, who, 'GET', '/api/candidates/re-inbound-requests')).status).toBe(403)
    expect((await call(w.t, null, 'GET', '/api/candidates/re-inbound-requests')).status).toBe(401)
    const bad = await call(w.t, w.recruiter, 'GET', '/api/candidates/re-inbound-requests?state=lost')
    expect(bad.status).toBe(422)
  })

  it('marks the open request handled, can take ownership, and refuses a second time', async () => {
    const me = await newCandidate(w.t)
    await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/re-inbound-request`, { notes: 'Open to AE' })
    const url = `/api/candidates/${me.candidateId}/re-inbound-request/handled`
    expect((await call(w.t, me, 'PUT', url, { assignToMe: false })).status).toBe(403)
    expect((await call(w.t, w.client, 'PUT', url, { assignToMe: false })).status).toBe(403)
    expect((await call(w.t, w.recruiter, 'PUT', url, { assignToMe: 'yes' })).status).toBe(422)

    const handled = await call(w.t, w.recruiter, 'PUT', url, { assignToMe: true })
    expect(handled.status).toBe(200)
    expect(handled.body.data).toMatchObject({
      state: 'handled',
      notes: 'Open to AE',
      handledBy: { id: w.recruiter.user.id },
      candidate: { id: me.candidateId, owner: { id: w.recruiter.user.id } },
    })
    expect(handled.body.data.handledAt).toBeTruthy()
    const [internal] = await w.t.deps.db
      .select()
      .from(candidateInternalProfilesTable)
      .where(eq(candidateInternalProfilesTable.candidateId, me.candidateId))
    expect(internal?.ownerId).toBe(w.recruiter.user.id)

    const again = await call(w.t, w.admin, 'PUT', url, { assignToMe: false })
    expect(again.status).toBe(404)
    // the candidate's dashboard no longer shows an open request, and they may send a new one
    const dash = await call(w.t, me, 'GET', '/api/candidates/dashboard?action=reInboundRequest')
    expect(dash.body.data).toBeNull()
    const resent = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/re-inbound-request`, {})
    expect(resent.body.data.state).toBe('open')
  })

  it('handling without taking ownership leaves the owner alone', async () => {
    const me = await newCandidate(w.t)
    await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/re-inbound-request`, {})
    const res = await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/re-inbound-request/handled`, {})
    expect(res.status).toBe(200)
    expect(res.body.data.candidate.owner).toBeNull()
    expect(res.body.data.handledBy.id).toBe(w.admin.user.id)
  })

  it('every role: provider staff read the queue (a platform admin too), only recruiters handle it', async () => {
    const me = await newCandidate(w.t)
    await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/re-inbound-request`, { notes: 'Read me' })
    const url = `/api/candidates/${me.candidateId}/re-inbound-request/handled`
    // the administrator role alone: every administrative permission, no recruiter rights
    const platformAdmin = await createSignedInUser(w.t, { userType: 'staff', roleKeys: ['administrator'] })
    const basic = await createSignedInUser(w.t, {
      userType: 'client',
      roleKeys: ['client-recruiter-basic'],
      organizationId: w.client.user.organizationId,
    })
    const readers = { platformAdmin, recruiter: w.recruiter, recruiterAdmin: w.admin }
    const refused = { client: w.client, basic, candidate: me }
    for (const [name, who] of Object.entries(readers)) {
      const r = await call(w.t, who, 'GET', '/api/candidates/re-inbound-requests?limit=100')
      expect(r.status, name).toBe(200)
      expect(
        r.body.data.map((i: { candidate: { id: string } }) => i.candidate.id),
        name,
      ).toContain(me.candidateId)
    }
    for (const [name, who] of Object.entries(refused))
      expect((await call(w.t, who, 'GET', '/api/candidates/re-inbound-requests')).status, name).toBe(403)
    for (const who of [platformAdmin, w.client, basic, me])
      expect((await call(w.t, who, 'PUT', url, { assignToMe: false })).status).toBe(403)
    const open = await call(w.t, platformAdmin, 'GET', '/api/candidates/re-inbound-requests?limit=100')
    expect(open.body.data.find((i: { candidate: { id: string } }) => i.candidate.id === me.candidateId).state).toBe(
      'open',
    )
    expect((await call(w.t, w.recruiter, 'PUT', url, { assignToMe: false })).status).toBe(200)
  })
})
