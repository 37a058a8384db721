import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLogTable, outboxEventsTable } from '../../db/schema'
import { createSignedInUser } from '../../testing/auth-helpers'
import {
  type CandidateWorld,
  call,
  candidateRow,
  cityId,
  createCandidateWorld,
  lovIds,
  newCandidate,
  submitToClient,
} from './test-fixtures'

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

describe('profile summary and PATCH profile', () => {
  it('a candidate reads and updates their own profile; completion, audit and search sync follow', async () => {
    const me = await newCandidate(w.t, { firstName: 'Dana', lastName: 'Reyes' })
    const austin = await cityId(w.t, 'Austin', 'TX')
    const [position] = await lovIds(w.t, 'position')
    const [hours] = await lovIds(w.t, 'preferredOfficeHours')
    const before = await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)
    expect(before.status).toBe(200)
    expect(before.body.data).toMatchObject({
      candidateId: me.candidateId,
      firstName: 'Dana',
      internal: null,
      isAntiBiasMode: false,
    })

    const patch = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
      phone: '(415) 555-0132',
      aboutMe: 'Enterprise seller',
      cityId: austin,
      searchStatus: 'activelySearching',
      desiredBaseSalary: 120000,
      desiredOTE: 240000,
      workArrangements: ['oneToTwoDaysPerWeek'],
      preferredOfficeHourIds: [hours],
      desiredPositionIds: [position],
      interestedCityIds: [austin],
      linkedInProfileUrl: 'linkedin.com/in/Dana-Reyes/',
    })
    expect(patch.status).toBe(200)
    const d = patch.body.data
    expect(d).toMatchObject({
      phone: '4155550132',
      formattedLocation: 'Austin, TX',
      state: { code: 'TX' },
      desiredBaseSalary: 120000,
      desiredOTE: 240000,
      linkedInProfileUrl: 'https://www.linkedin.com/in/dana-reyes',
      searchStatus: 'activelySearching',
    })
    expect(d.desiredPositions[0].id).toBe(position)
    expect(d.interestedLocations[0]).toMatchObject({ cityId: austin, stateCode: 'TX' })
    expect(d.profilePercentage).toBeGreaterThan(before.body.data.profilePercentage)

    const row = await candidateRow(w.t, me.candidateId)
    expect(row!.phone).toBe('+14155550132')
    const audit = await w.t.deps.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.rootEntityId, me.candidateId), eq(auditLogTable.field, 'desiredBaseSalary')))
    expect(audit[0]).toMatchObject({ before: null, after: 120000, actorUserId: me.user.id, action: 'update' })
    const sync = await w.t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'search.sync'), eq(outboxEventsTable.aggregateId, me.candidateId)))
    expect(sync.length).toBeGreaterThan(0)
  })

  it.each([
    [{ firstName: 'Jo<hn' }, 'firstName', 'name', 422],
    [{ email: 'not-an-email' }, 'email', 'emailValidator', 422],
    [{ desiredBaseSalary: 200000, desiredOTE: 200000 }, 'desiredBaseSalary', 'salaryGreaterThanOTE', 422],
    [{ linkedInProfileUrl: 'https://www.linkedin.com/talent/profile/AEMA' }, 'linkedInProfileUrl', 'recruiterUrl', 422],
    [{ linkedInProfileUrl: 'https://example.com/in/x' }, 'linkedInProfileUrl', 'invalidUrl', 422],
    [{ interestedCityIds: [] }, 'interestedCityIds', 'atLeastOne', 422],
    [{ interestedCityIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'interestedCityIds', 'maxLength', 422],
    [{ preferredOfficeHourIds: [], workArrangements: ['fullyAtOffice'] }, 'preferredOfficeHourIds', 'atLeastOne', 422],
    [
      { genderPronounId: '00000000-0000-4000-8000-000000000000' },
      'genderPronounId',
      'autoCompleteSelectionValidator',
      422,
    ],
    [{ phone: '12345' }, 'phone', 'phone', 422],
    [{ desiredBaseSalary: -1 }, 'desiredBaseSalary', 'min', 422],
    [{ colour: 'red' }, 'colour', 'unknownField', 422],
  ])('refuses %j (%s: %s)', async (body, path, rule, status) => {
    const me = await newCandidate(w.t)
    const r = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, body)
    expect(r.status).toBe(status)
    expect(r.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path), rule })]),
    )
  })

  it('the office-hours rule does not apply to a fully remote candidate', async () => {
    const me = await newCandidate(w.t)
    const r = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
      workArrangements: ['fullyRemote'],
      preferredOfficeHourIds: [],
    })
    expect(r.status).toBe(200)
  })

  it("e-mail: a taken address is refused with the spec's message; the unchanged original is accepted", async () => {
    const me = await newCandidate(w.t)
    const other = await newCandidate(w.t)
    const taken = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
      email: other.user.email.toUpperCase(),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toMatchObject({
      message: 'User with this email address already exists.',
      details: [{ path: 'email', rule: 'emailTaken' }],
    })
    const same = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, { email: me.user.email })
    expect(same.status).toBe(200)
    const fresh = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
      email: `new-${Date.now()}@example.test`,
    })
    expect(fresh.status).toBe(200)
  })

  it("PATCH candidates/linkedin-url sets the signed-in candidate's URL; a URL another candidate has is refused", async () => {
    const a = await newCandidate(w.t)
    const b = await newCandidate(w.t)
    const ok = await call(w.t, a, 'PATCH', '/api/candidates/linkedin-url', {
      linkedInProfileUrl: `https://www.linkedin.com/in/a-${a.candidateId.slice(0, 8)}`,
    })
    expect(ok.status).toBe(200)
    const dup = await call(w.t, b, 'PATCH', '/api/candidates/linkedin-url', {
      linkedInProfileUrl: `http://linkedin.com/in/A-${a.candidateId.slice(0, 8)}/`,
    })
    expect(dup.status).toBe(409)
    expect(dup.body.error.details[0].rule).toBe('linkedInTaken')
  })

  it('missing fields and completion percentage', async () => {
    const me = await newCandidate(w.t)
    const r = await call(w.t, me, 'GET', '/api/candidates/missing-fields')
    expect(r.status).toBe(200)
    expect(r.body.data.missingFields).toEqual(expect.arrayContaining(['resume', 'workExperience', 'skills', 'picture']))
    const p = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/profile-completion-percentage`)
    expect(p.body.data.profilePercentage).toBe(r.body.data.profilePercentage)
    const staffNeedsId = await call(w.t, w.recruiter, 'GET', '/api/candidates/missing-fields')
    expect(staffNeedsId.status).toBe(422)
  })

  it('salary: a client does not see a confidential salary; salesforceId is for staff only', async () => {
    const me = await newCandidate(w.t)
    await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
      desiredBaseSalary: 100000,
      desiredOTE: 150000,
      isSalaryConfidential: true,
    })
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const client = await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/salary`)
    expect(client.body.data).toMatchObject({ desiredBaseSalary: null, desiredOTE: null, isSalaryConfidential: true })
    const staff = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/salary`)
    expect(staff.body.data).toMatchObject({ desiredBaseSalary: 100000, desiredOTE: 150000 })
    expect(
      (await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/profile`, { salesforceId: '0031' })).status,
    ).toBe(403)
    const bySTaff = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/profile`, {
      salesforceId: '0031',
    })
    expect(bySTaff.body.data.internal.salesforceId).toBe('0031')
  })

  it('a client may read a candidate submitted to it, never change one', async () => {
    const me = await newCandidate(w.t)
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    expect((await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)).status).toBe(200)
    expect(
      (await call(w.t, w.client, 'PATCH', `/api/candidates/${me.candidateId}/profile`, { aboutMe: 'x' })).status,
    ).toBe(403)
    expect((await call(w.t, w.otherClient, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)).status).toBe(
      404,
    )
  })
  it('a basic client recruiter of the same company reads no candidate, not even one submitted to it', async () => {
    const me = await newCandidate(w.t)
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const basic = await createSignedInUser(w.t, {
      userType: 'client',
      organizationId: w.clientOrgId,
      roleKeys: ['client-recruiter-basic'],
    })
    expect((await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/salary`)).status).toBe(200)
    expect((await call(w.t, basic, 'GET', `/api/candidates/${me.candidateId}/salary`)).status).toBe(404)
    expect((await call(w.t, basic, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)).status).toBe(404)
  })
})

describe('work experience', () => {
  it('stores dates as the first of the month, clears the end date of the current workplace, keeps the details block', async () => {
    const me = await newCandidate(w.t)
    const levels = await lovIds(w.t, 'soldIntoLevel', 3)
    const [dealSize] = await lovIds(w.t, 'averageDealSize')
    const r = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/work-experience`, {
      title: 'Account Executive',
      company: { name: 'Initrode Test Co' },
      fromDate: '2021-05-17',
      toDate: '2023-01-31',
      isCurrentWorkplace: true,
      salary: 120000,
      ote: 240000,
      descriptionHTML: '<p>Closed <b>big</b> deals<script>alert(1)</script><a href="javascript:x">x</a></p>',
      details: {
        soldIntoLevelIds: levels,
        averageDealSizeId: dealSize,
        quotaAttainment: 128,
        presidentsClub: true,
        teamSize: 12,
        teamArrMin: 5,
        teamArrMax: 20,
        notableAccounts: [{ name: 'Notable One Test' }, { name: 'Notable Two Test' }],
      },
    })
    expect(r.status).toBe(201)
    const x = r.body.data
    expect(x).toMatchObject({
      fromDate: '2021-05-01',
      toDate: null,
      fromMonth: 5,
      fromYear: 2021,
      isCurrentWorkplace: true,
      salary: 120000,
      ote: 240000,
    })
    expect(x.descriptionHTML).not.toContain('<script')
    expect(x.descriptionHTML).not.toContain('javascript')
    expect(x.description).toContain('Closed big deals')
    expect(x.details.soldIntoLevels.map((l: any) => l.id)).toEqual(levels)
    expect(x.details).toMatchObject({
      quotaAttainment: 128,
      presidentsClub: true,
      teamSize: 12,
      teamArrMin: 5,
      teamArrMax: 20,
      leadSource: 50,
      outReach: 50,
    })
    expect(x.details.notableAccounts.map((a: any) => a.name).sort()).toEqual(['Notable One Test', 'Notable Two Test'])

    const list = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/profile/work-experience`)
    expect(list.body.data.items).toHaveLength(1)
    expect(list.body.data.groups[0].company.name).toBe('Initrode Test Co')

    const put = await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/work-experience/${x.id}`, {
      title: 'Senior Account Executive',
      company: { name: 'Initrode Test Co' },
      fromDate: '2021-05',
      toDate: '2024-02',
      isCurrentWorkplace: false,
    })
    expect(put.status).toBe(200)
    expect(put.body.data).toMatchObject({
      title: 'Senior Account Executive',
      toDate: '2024-02-01',
      isCurrentWorkplace: false,
    })
    const trail = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/${x.id}/audit-trail`)
    expect(trail.status).toBe(200)
    expect(trail.body.data.map((e: any) => e.field)).toEqual(
      expect.arrayContaining(['title', 'toDate', 'isCurrentWorkplace']),
    )
    const title = trail.body.data.find((e: any) => e.field === 'title')
    expect(title).toMatchObject({
      before: 'Account Executive',
      after: 'Senior Account Executive',
      actor: { id: me.user.id },
    })

    expect((await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/work-experience/${x.id}`)).status).toBe(
      200,
    )
    expect((await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/work-experience/${x.id}`)).status).toBe(
      404,
    )
  })

  const base = { title: 'AE', company: { name: 'Limits Test Co' }, fromDate: '2020-01', isCurrentWorkplace: true }
  it.each([
    ['soldIntoLevelIds', 'soldIntoLevel', 4, 'maxAllowedValuesValidator'],
    ['soldIntoDepartmentIds', 'soldIntoDepartment', 4, 'maxAllowedValuesValidator'],
    ['clientVerticalIds', 'industry', 4, 'maxAllowedValuesValidator'],
    ['responsibilityIds', 'responsibility', 7, 'maxAllowedValuesValidator'],
  ] as const)('%s: more than the limit is refused', async (field, key, n, rule) => {
    const me = await newCandidate(w.t)
    const ids = await lovIds(w.t, key, n)
    const r = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/work-experience`, {
      ...base,
      details: { [field]: ids },
    })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path: `details.${field}`, rule })
  })

  it.each([
    [
      {
        details: {
          notableAccounts: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }, { name: 'E' }, { name: 'F' }],
        },
      },
      'details.notableAccounts',
      'maxAllowedValuesValidator',
    ],
    [
      { details: { notableAccounts: [{ name: 'Same Co' }, { name: 'same co' }] } },
      'details.notableAccounts.1',
      'notableAccountAlreadySelected',
    ],
    [{ details: { teamSize: 1000 } }, 'details.teamSize', 'max'],
    [{ details: { teamArrMax: 1000 } }, 'details.teamArrMax', 'max'],
    [{ details: { teamSize: -1 } }, 'details.teamSize', 'min'],
    [{ details: { teamSizeMin: 9, teamSizeMax: 3 } }, 'details.teamSizeMin', 'notLessThan'],
    [{ salary: 200000, ote: 150000 }, 'salary', 'salaryGreaterThanOTE'],
    [{ isCurrentWorkplace: false, fromDate: '2022-01', toDate: '2021-01' }, 'toDate', 'notLessThan'],
    [{ fromDate: '2022-13' }, 'fromDate', 'format'],
    [
      { details: { averageDealSizeId: '00000000-0000-4000-8000-000000000000' } },
      'details.averageDealSizeId',
      'autoCompleteSelectionValidator',
    ],
    [{ title: '' }, 'title', 'minLength'],
  ])('refuses %j', async (extra, path, rule) => {
    const me = await newCandidate(w.t)
    const r = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/work-experience`, { ...base, ...extra })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path, rule })
    if (rule === 'notableAccountAlreadySelected')
      expect(r.body.error.details[0].message).toBe('Notable account already selected')
  })
})

describe('education and skills', () => {
  it('adds, changes and removes an education; the year must be in the generator range', async () => {
    const me = await newCandidate(w.t)
    const [degree] = await lovIds(w.t, 'degree')
    const r = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/education`, {
      school: 'State University',
      degreeId: degree,
      educationYear: 2015,
      highlightsHTML: '<p>Dean’s list<img src=x onerror=alert(1)></p>',
    })
    expect(r.status).toBe(201)
    expect(r.body.data).toMatchObject({ school: 'State University', degree: { id: degree }, educationYear: 2015 })
    expect(r.body.data.highlightsHTML).not.toContain('onerror')
    const bad = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/education`, {
      school: 'Old School',
      educationYear: 1901,
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0]).toMatchObject({ path: 'educationYear', rule: 'range' })
    const put = await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/education/${r.body.data.id}`, {
      school: 'State University',
      educationYear: 2016,
    })
    expect(put.body.data.educationYear).toBe(2016)
    const list = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/profile/education`)
    expect(list.body.data).toHaveLength(1)
    expect(
      (await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/education/${r.body.data.id}`)).status,
    ).toBe(200)
  })

  it('adds skills; one the profile already has answers "Skill already exists"', async () => {
    const me = await newCandidate(w.t)
    const [a, b] = await lovIds(w.t, 'skill', 2)
    const ok = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/skills`, { skillIds: [a] })
    expect(ok.status).toBe(200)
    expect(ok.body.data.map((s: any) => s.id)).toEqual([a])
    const dup = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/skills`, { skillIds: [b, a] })
    expect(dup.status).toBe(409)
    expect(dup.body.error).toMatchObject({
      message: 'Skill already exists',
      details: [{ path: 'skillIds.1', rule: 'skillExists' }],
    })
    const twice = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/skills`, { skillIds: [b, b] })
    expect(twice.status).toBe(409)
    const notASkill = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/skills`, {
      skillIds: await lovIds(w.t, 'industry'),
    })
    expect(notASkill.status).toBe(422)
    expect((await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/skills/${a}`)).status).toBe(200)
    expect((await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/skills`)).body.data).toEqual([])
  })
})

describe('portfolio', () => {
  it('sanitises links, keeps at most 10 items, and reorders', async () => {
    const me = await newCandidate(w.t)
    const first = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
      type: 'link',
      url: 'example.com/case-study',
      title: 'Case study',
    })
    expect(first.status).toBe(201)
    expect(first.body.data.url).toBe('https://example.com/case-study')
    const bad = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
      type: 'link',
      url: 'javascript:alert(1)',
      title: 'x',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0].rule).toBe('invalidUrl')
    for (let i = 1; i < 10; i++) {
      expect(
        (
          await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
            type: 'link',
            url: `https://example.com/${i}`,
            title: `Item ${i}`,
          })
        ).status,
      ).toBe(201)
    }
    const eleventh = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
      type: 'link',
      url: 'https://example.com/11',
      title: 'Eleven',
    })
    expect(eleventh.status).toBe(409)
    expect(eleventh.body.error.details[0].rule).toBe('maxAllowedValuesValidator')
    const list = await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/portfolio`)
    const ids = list.body.data.map((p: any) => p.id)
    const reversed = [...ids].reverse()
    const ordered = await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/portfolio/order`, { ids: reversed })
    expect(ordered.status).toBe(200)
    expect(ordered.body.data.map((p: any) => p.id)).toEqual(reversed)
    expect(
      (await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/portfolio/order`, { ids: reversed.slice(1) }))
        .status,
    ).toBe(422)
    const patched = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/portfolio/${ids[0]}`, {
      title: 'Renamed',
    })
    expect(patched.body.data.title).toBe('Renamed')
    expect((await call(w.t, me, 'DELETE', `/api/candidates/${me.candidateId}/portfolio/${ids[0]}`)).status).toBe(200)
    const fileWithout = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
      type: 'file',
      title: 'Deck',
    })
    expect(fileWithout.status).toBe(422)
  })

  it('the link preview refuses addresses the safe fetcher blocks, before connecting', async () => {
    const me = await newCandidate(w.t)
    for (const url of ['http://127.0.0.1/x', 'http://169.254.169.254/latest/meta-data', 'ftp://example.com/x']) {
      const r = await call(w.t, me, 'GET', `/api/candidates/portfolio/meta?url=${encodeURIComponent(url)}`)
      expect(r.status, url).toBe(422)
    }
  })
})

describe('demographics', () => {
  it('the candidate and staff with demographic-filter read and write them; nobody else', async () => {
    const me = await newCandidate(w.t)
    const [race] = await lovIds(w.t, 'race')
    const [age] = await lovIds(w.t, 'age')
    const mine = await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/demographics`, {
      raceIds: [race],
      ageId: age,
    })
    expect(mine.status).toBe(200)
    expect(mine.body.data.races[0].id).toBe(race)
    expect((await call(w.t, w.admin, 'GET', `/api/candidates/${me.candidateId}/demographics`)).body.data.age.id).toBe(
      age,
    )
    expect((await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/demographics`)).status).toBe(403)
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    expect((await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/demographics`)).status).toBe(403)
    // never in the profile the others see, nor in the audit trail's values
    const summary = await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)
    expect(JSON.stringify(summary.body)).not.toContain(race)
    const audit = await w.t.deps.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.rootEntityId, me.candidateId), eq(auditLogTable.entityType, 'candidateDemographics')))
    expect(audit.length).toBeGreaterThan(0)
    expect(JSON.stringify(audit)).not.toContain(race)
  })
})
