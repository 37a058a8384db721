import { and, eq, sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLogTable,
  candidateDeletionsTable,
  candidateNotesTable,
  candidatesTable,
  jobCandidatesTable,
  mediaTable,
  outboxEventsTable,
  publicLinksTable,
  sessionsTable,
  usersTable,
} from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { storageFor } from '../../storage'
import { smallPdf } from '../../testing/crafted-files'
import { createSearchStatusLink, PURGE_TOPIC, purgeDueCandidates, purgeHandler } from './index'
import {
  type CandidateWorld,
  call,
  candidateRow,
  cityId,
  createCandidateWorld,
  lovByIdentifier,
  lovIds,
  newCandidate,
  submitToClient,
} from './test-fixtures'

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

const DAY = 86_400_000

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return String(text)
}

/** A candidate with everything anti-bias mode must hide. */
async function richCandidate() {
  const me = await newCandidate(w.t, { firstName: 'Zelda', lastName: 'Quixtonberg' })
  const [pronoun] = await lovIds(w.t, 'genderPronoun')
  await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
    phone: '4155550177',
    aboutMe: 'I am Zelda Quixtonberg, reach me at zelda@quix.test or https://zelda.example',
    genderPronounId: pronoun,
    linkedInProfileUrl: 'https://www.linkedin.com/in/zelda-quixtonberg',
    cityId: await cityId(w.t, 'Denver', 'CO'),
    desiredBaseSalary: 110000,
    desiredOTE: 220000,
  })
  await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/work-experience`, {
    title: 'Enterprise Account Executive',
    company: { name: 'Vandelay Industries Test' },
    fromDate: '2019-02',
    isCurrentWorkplace: true,
    description: 'Zelda closed the largest deal of 2022',
    details: { quotaAttainment: 131, teamSizeMin: 4, teamSizeMax: 9, teamArrMin: 2, teamArrMax: 6 },
  })
  await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/education`, {
    school: 'Hogsmeade Polytechnic Institute',
    educationYear: 2012,
  })
  await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
    type: 'link',
    url: 'https://zelda-portfolio.example/deck',
    title: 'Deck',
  })
  return { me, pronoun }
}

const HIDDEN = [
  'Zelda',
  'Quixtonberg',
  'zelda@quix.test',
  '4155550177',
  '555-0177',
  'linkedin.com/in/zelda',
  'Hogsmeade',
  '2012',
  'zelda-portfolio.example',
  'zelda.example',
]

describe('sharing', () => {
  it.each([
    ['staff', 90],
    ['client', 30],
    ['candidate', 6],
  ] as const)('a link shared by %s lives %i days', async (who, days) => {
    const me = await newCandidate(w.t)
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const sharer = who === 'staff' ? w.recruiter : who === 'client' ? w.client : me
    const r = await call(w.t, sharer, 'GET', `/api/candidates/${me.candidateId}/profile/shareable-url`)
    expect(r.status).toBe(200)
    expect(r.body.data.lifetimeDays).toBe(days)
    const ms = new Date(r.body.data.expiresAt).getTime() - Date.now()
    expect(Math.round(ms / DAY)).toBe(days)
  })

  it('the public page shows no internal fields; after expiry it answers "Invalid link!"; it warns on the last days', async () => {
    const me = await newCandidate(w.t)
    await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      doNotContact: true,
      leadStatusId: await lovByIdentifier(w.t, 'leadStatus', 'accepted'),
    })
    await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, {
      body: 'SECRET-NOTE-TEXT',
    })
    const link = (await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/profile/shareable-url`)).body
      .data
    const page = await call(w.t, null, 'GET', `/api/guest/candidate-profile/${link.token}`)
    expect(page.status).toBe(200)
    expect(page.body.data.candidate.candidateId).toBe(me.candidateId)
    expect(page.body.data.candidate).not.toHaveProperty('internal')
    const text = JSON.stringify(page.body)
    for (const secret of ['SECRET-NOTE-TEXT', 'leadStatus', 'doNotContact', 'Accepted'])
      expect(text).not.toContain(secret)
    expect(page.body.data.link.warning).toBeNull()

    await w.t.deps.db
      .update(publicLinksTable)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(publicLinksTable.tokenHash, new Bun.CryptoHasher('sha256').update(link.token).digest('hex')))
    const soon = await call(w.t, null, 'GET', `/api/guest/candidate-profile/${link.token}`)
    expect(['expiresToday', 'expiresTomorrow']).toContain(soon.body.data.link.warning)

    await w.t.deps.db
      .update(publicLinksTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(publicLinksTable.candidateId, me.candidateId))
    const expired = await call(w.t, null, 'GET', `/api/guest/candidate-profile/${link.token}`)
    expect(expired.status).toBe(410)
    expect(expired.body.error.message).toBe('Invalid link!')
    expect((await call(w.t, null, 'GET', `/api/guest/candidate-profile/pdf/${link.token}`)).body.error.message).toBe(
      'Invalid link!',
    )
    expect((await call(w.t, null, 'GET', `/api/guest/candidate-profile/${'n'.repeat(43)}`)).status).toBe(410)
  })

  it('the profile PDF is a real PDF with the profile in it', async () => {
    const { me } = await richCandidate()
    const res = await w.t.request(`/api/candidates/${me.candidateId}/profile/pdf`, { headers: w.recruiter.headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = await res.arrayBuffer()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(bytes)
    for (const shown of [
      'Zelda Quixtonberg',
      'Enterprise Account Executive',
      'Vandelay Industries Test',
      'Hogsmeade Polytechnic Institute',
      // the sales evidence as figures, in the words of the shared salesEvidence
      'Quota attainment: 131%',
      'Team size: 4–9',
      'Team ARR: $2M–$6M',
    ])
      expect(text).toContain(shown)
  })

  it('anti-bias mode hides identifying details in the JSON, the PDF and the share page', async () => {
    const { me } = await richCandidate()
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const q = '?isAntiBiasMode=true'
    const jsons = [
      await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/summary${q}`),
      await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/work-experience${q}`),
      await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/education${q}`),
      await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/portfolio${q}`),
    ]
    const link = (await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/shareable-url${q}`)).body
      .data
    expect(link.isAntiBiasMode).toBe(true)
    jsons.push(await call(w.t, null, 'GET', `/api/guest/candidate-profile/${link.token}`))
    for (const r of jsons) {
      expect(r.status).toBe(200)
      const text = JSON.stringify(r.body)
      for (const hidden of HIDDEN) expect(text, `${hidden} in ${text.slice(0, 200)}`).not.toContain(hidden)
    }
    expect(jsons[0]!.body.data).toMatchObject({
      fullName: 'Anonymous Candidate',
      pictureUrl: null,
      genderPronoun: null,
      linkedInProfileUrl: null,
      email: null,
      phone: null,
    })
    // the evidence stays
    expect(JSON.stringify(jsons[1]!.body)).toContain('Vandelay Industries Test')

    const pdfs = [
      await w.t.request(`/api/candidates/${me.candidateId}/profile/pdf${q}`, { headers: w.client.headers }),
      await w.t.request(`/api/guest/candidate-profile/pdf/${link.token}`),
    ]
    for (const res of pdfs) {
      expect(res.status).toBe(200)
      const text = await pdfText(await res.arrayBuffer())
      expect(text).toContain('Anonymous Candidate')
      expect(text).toContain('Enterprise Account Executive')
      for (const hidden of HIDDEN) expect(text, hidden).not.toContain(hidden)
    }
  })
})

describe('the deletion life-cycle', () => {
  const reason = () => lovByIdentifier(w.t, 'deleteCandidateReason', 'candidateRequested')

  it('marking needs delete-candidates and a reason from the list; a marked candidate is barred; restore undoes it', async () => {
    const me = await newCandidate(w.t)
    expect(
      (await call(w.t, w.recruiter, 'PUT', `/api/candidates/${me.candidateId}/delete`, { reasonId: await reason() }))
        .status,
    ).toBe(403)
    const wrongList = await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, {
      reasonId: (await lovIds(w.t, 'industry'))[0],
    })
    expect(wrongList.status).toBe(422)
    const marked = await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, {
      reasonId: await reason(),
      notes: 'privacy request',
    })
    expect(marked.status).toBe(200)
    expect(marked.body.data).toMatchObject({
      state: 'marked',
      reason: { value: 'Candidate requested deletion (privacy request)' },
    })
    expect(new Date(marked.body.data.purgeAfter).getTime() - new Date(marked.body.data.toBeDeletedAt).getTime()).toBe(
      30 * DAY,
    )
    expect(
      (await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, { reasonId: await reason() }))
        .status,
    ).toBe(409)
    expect((await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)).status).toBe(403)
    expect(
      (await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)).body.data
        .toBeDeletedAt,
    ).not.toBeNull()
    const [job] = await w.t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.aggregateId, me.candidateId), eq(outboxEventsTable.topic, PURGE_TOPIC)))
    expect(job!.availableAt.toISOString()).toBe(marked.body.data.purgeAfter)

    const restored = await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/restore`)
    expect(restored.body.data).toMatchObject({ state: 'restored', toBeDeletedAt: null })
    expect((await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)).status).toBe(200)
    const [cancelled] = await w.t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, job!.id))
    expect(cancelled!.processedAt).not.toBeNull()
    expect((await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/restore`)).status).toBe(409)
  })

  it('with the clock moved 30 days, the purge removes the candidate marked then and nothing else', async () => {
    const storage = storageFor(w.t.deps.config)
    const doomed = await newCandidate(w.t)
    const restored = await newCandidate(w.t)
    const recent = await newCandidate(w.t)
    const untouched = await newCandidate(w.t)
    await submitToClient(w.t, doomed.candidateId, w.clientOrgId)
    await call(w.t, w.recruiter, 'POST', `/api/candidates/${doomed.candidateId}/internal-profile/notes`, {
      body: 'a note',
    })
    await call(w.t, doomed, 'PATCH', `/api/candidates/${doomed.candidateId}/profile`, { aboutMe: 'doomed text' })
    const up = (await call(w.t, doomed, 'GET', '/api/media-content/presigned-url?type=resume&fileName=cv.pdf')).body
      .data
    await w.t.request(up.uploadUrl, {
      method: 'PUT',
      body: smallPdf('Doomed resume'),
      headers: { 'content-type': 'application/pdf' },
    })
    expect(await storage.exists(up.fileKey)).toBe(true)

    const t0 = Date.now()
    for (const c of [doomed, restored])
      await call(w.t, w.admin, 'PUT', `/api/candidates/${c.candidateId}/delete`, { reasonId: await reason() })
    await call(w.t, w.admin, 'PUT', `/api/candidates/${restored.candidateId}/restore`)
    // marked later: its 30 days are not over at the moved clock
    await call(w.t, w.admin, 'PUT', `/api/candidates/${recent.candidateId}/delete`, { reasonId: await reason() })
    await w.t.deps.db
      .update(candidateDeletionsTable)
      .set({ purgeAfter: new Date(t0 + 35 * DAY) })
      .where(eq(candidateDeletionsTable.candidateId, recent.candidateId))

    const deps = { db: w.t.deps.db, storage }
    expect(await purgeDueCandidates(deps, new Date(t0 + 29 * DAY))).toEqual([])
    expect(await purgeDueCandidates(deps, new Date(t0 + 30 * DAY + 60_000))).toEqual([doomed.candidateId])

    expect(await candidateRow(w.t, doomed.candidateId)).toBeNull()
    for (const c of [restored, recent, untouched]) expect(await candidateRow(w.t, c.candidateId)).not.toBeNull()
    expect(await storage.exists(up.fileKey)).toBe(false)
    const count = async (table: any, column: any, id: string) =>
      (await w.t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(column, id)))[0]!.n
    expect(await count(jobCandidatesTable, jobCandidatesTable.candidateId, doomed.candidateId)).toBe(0)
    expect(await count(candidateNotesTable, candidateNotesTable.candidateId, doomed.candidateId)).toBe(0)
    expect(await count(mediaTable, mediaTable.candidateId, doomed.candidateId)).toBe(0)
    expect(await count(auditLogTable, auditLogTable.rootEntityId, doomed.candidateId)).toBe(0)
    expect(await count(sessionsTable, sessionsTable.userId, doomed.user.id)).toBe(0)
    expect(await count(usersTable, usersTable.id, doomed.user.id)).toBe(0)
    const [tombstone] = await w.t.deps.db
      .select()
      .from(candidateDeletionsTable)
      .where(eq(candidateDeletionsTable.candidateId, doomed.candidateId))
    expect(tombstone).toMatchObject({ state: 'purged', notes: null, reasonId: await reason() })
    expect(tombstone!.purgedAt).not.toBeNull()
    const sync = await w.t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'search.sync'), eq(outboxEventsTable.aggregateId, doomed.candidateId)))
    expect(sync.length).toBeGreaterThan(0)
    // the session of the purged candidate no longer works
    expect((await call(w.t, doomed, 'GET', `/api/candidates/${doomed.candidateId}/profile/summary`)).status).toBe(401)
  })

  it('the durable job runs the purge once its time has come', async () => {
    const storage = storageFor(w.t.deps.config)
    const me = await newCandidate(w.t)
    await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, { reasonId: await reason() })
    const handlers = { [PURGE_TOPIC]: purgeHandler({ db: w.t.deps.db, storage }) }
    expect(await runOutboxOnce({ db: w.t.deps.db, logger: w.t.deps.logger, handlers })).toBe(0)
    // move the clock: the mark and its job are now 31 days old
    await w.t.deps.db
      .update(candidatesTable)
      .set({ toBeDeletedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(candidatesTable.id, me.candidateId))
    await w.t.deps.db
      .update(candidateDeletionsTable)
      .set({ requestedAt: new Date(Date.now() - 31 * DAY), purgeAfter: new Date(Date.now() - DAY) })
      .where(eq(candidateDeletionsTable.candidateId, me.candidateId))
    await w.t.deps.db
      .update(outboxEventsTable)
      .set({ availableAt: new Date(Date.now() - DAY) })
      .where(and(eq(outboxEventsTable.aggregateId, me.candidateId), eq(outboxEventsTable.topic, PURGE_TOPIC)))
    expect(await runOutboxOnce({ db: w.t.deps.db, logger: w.t.deps.logger, handlers })).toBe(1)
    expect(await candidateRow(w.t, me.candidateId)).toBeNull()
  })

  it('DELETE purges a marked candidate at once; an unmarked one is refused', async () => {
    const me = await newCandidate(w.t)
    expect((await call(w.t, w.admin, 'DELETE', `/api/candidates/${me.candidateId}`)).status).toBe(409)
    await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, { reasonId: await reason() })
    expect((await call(w.t, w.admin, 'DELETE', `/api/candidates/${me.candidateId}`)).status).toBe(200)
    expect(await candidateRow(w.t, me.candidateId)).toBeNull()
  })

  it('reset starts onboarding over', async () => {
    const me = await newCandidate(w.t)
    const r = await call(w.t, w.recruiter, 'PUT', `/api/candidates/${me.candidateId}/reset`)
    expect(r.status).toBe(200)
    const [user] = await w.t.deps.db.select().from(usersTable).where(eq(usersTable.id, me.user.id))
    expect(user!.onboardedAt).toBeNull()
    expect((await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/reset`)).status).toBe(403)
  })

  it('re-inbound request: send, update, cancel', async () => {
    const me = await newCandidate(w.t)
    const sent = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/re-inbound-request`, {
      notes: 'Looking again',
    })
    expect(sent.body.data).toMatchObject({ state: 'open', notes: 'Looking again' })
    const updated = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/re-inbound-request`, {
      notes: 'Open to AE roles',
    })
    expect(updated.body.data).toMatchObject({ id: sent.body.data.id, notes: 'Open to AE roles' })
    const cancelled = await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/re-inbound-request`)
    expect(cancelled.body.data.state).toBe('cancelled')
    expect((await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/re-inbound-request`)).status).toBe(404)
  })

  it('PATCH guest/candidate/{id} updates the search status from a signed link only', async () => {
    const me = await newCandidate(w.t)
    const other = await newCandidate(w.t)
    const link = await createSearchStatusLink(w.t.deps.db, me.candidateId)
    const ok = await call(w.t, null, 'PATCH', `/api/guest/candidate/${me.candidateId}?token=${link.token}`, {
      searchStatus: 'passivelySearching',
    })
    expect(ok.status).toBe(200)
    expect((await candidateRow(w.t, me.candidateId))!.searchStatus).toBe('passivelySearching')
    const wrongCandidate = await call(
      w.t,
      null,
      'PATCH',
      `/api/guest/candidate/${other.candidateId}?token=${link.token}`,
      { searchStatus: 'offTheMarket' },
    )
    expect(wrongCandidate.status).toBe(410)
    expect(
      (
        await call(w.t, null, 'PATCH', `/api/guest/candidate/${me.candidateId}?token=${'z'.repeat(43)}`, {
          searchStatus: 'offTheMarket',
        })
      ).status,
    ).toBe(410)
    expect(
      (
        await call(w.t, null, 'PATCH', `/api/guest/candidate/${me.candidateId}?token=${link.token}`, {
          searchStatus: 'bogus',
        })
      ).status,
    ).toBe(422)
    const staffLink = await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/search-status-link`)
    expect(staffLink.body.data.url).toContain(me.candidateId)
  })
})
