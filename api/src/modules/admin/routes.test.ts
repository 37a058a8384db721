import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { functionalRolesTable, listOfValuesTable, mediaTable } from '../../db/schema'
import { createSignedInUser, httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, json, type People, uniq } from '../jobs/test-fixtures'

let t: TestApp
let p: People
let lister: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  lister = await createSignedInUser(t, { userType: 'staff', roleKeys: ['manage-lists'] })
})
afterAll(() => t.close())

const { call, refused: expectNothingWritten } = httpAs(() => t)

describe('configurations', () => {
  it('creates, lists, changes and deletes settings and links; links are for every signed-in user', async () => {
    const key = uniq('maxUpload').replace(/-/g, '')
    const created = await call(p.admin, 'POST', '/api/configurations', {
      key,
      displayName: 'Max upload',
      value: 50,
      isPublic: true,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data).toMatchObject({
      key,
      type: 'setting',
      value: 50,
      isPublic: true,
      updatedBy: p.admin.user.id,
    })
    const link = await call(p.admin, 'POST', '/api/configurations', {
      key: `${key}Terms`,
      type: 'link',
      displayName: 'Terms of use',
      value: 'https://quota.example/terms',
    })
    expect(link.status).toBe(201)
    expect((await call(p.candidate, 'GET', '/api/configurations/links')).body.data).toContainEqual({
      key: `${key}Terms`,
      displayName: 'Terms of use',
      url: 'https://quota.example/terms',
    })
    const settings = await call(p.admin, 'GET', '/api/configurations?type=setting')
    expect(settings.body.data.map((c: any) => c.key)).toContain(key)
    expect(settings.body.data.map((c: any) => c.key)).not.toContain(`${key}Terms`)
    const changed = await call(p.admin, 'PUT', `/api/configurations/${created.body.data.id}`, { value: { mb: 60 } })
    expect(changed.body.data.value).toEqual({ mb: 60 })
    const dup = await call(p.admin, 'POST', '/api/configurations', { key, displayName: 'Again', value: 1 })
    expect(dup.status).toBe(409)
    expect((await call(p.admin, 'DELETE', `/api/configurations/${created.body.data.id}`)).body.data).toEqual({
      id: created.body.data.id,
      deleted: true,
    })
    expect((await call(p.admin, 'DELETE', `/api/configurations/${created.body.data.id}`)).status).toBe(404)
  })

  it('is for manage-configurations only', async () => {
    for (const who of [p.recruiter, p.clientA, p.candidate, lister]) {
      expect((await call(who, 'GET', '/api/configurations')).status).toBe(403)
      expect((await call(who, 'POST', '/api/configurations/templates/preview', { bodyHtml: 'x' })).status).toBe(403)
    }
    expect((await call(null, 'GET', '/api/configurations/links')).status).toBe(401)
  })

  it.each([
    [{ displayName: 'x', value: 1 }, 'key', 'required'],
    [{ key: '1bad', displayName: 'x', value: 1 }, 'key', 'format'],
    [{ key: 'a', displayName: '', value: 1 }, 'displayName', 'minLength'],
    [{ key: 'a', displayName: 'x' }, 'value', 'required'],
    [{ key: 'a', displayName: 'x', value: 'x'.repeat(10_001) }, 'value', 'maxLength'],
    [{ key: 'a', displayName: 'x', value: 1, type: 'secret' }, 'type', 'oneOf'],
    [{ key: 'a', type: 'link', displayName: 'x', value: 'javascript:alert(1)' }, 'value', 'invalidUrl'],
    [{ key: 'a', displayName: 'x', value: 1, colour: 1 }, 'colour', 'unknownField'],
  ])('POST configurations answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.admin, 'POST', '/api/configurations', body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('notification templates and the preview by segment', () => {
  let defaultId: string
  let sdrId: string
  const key = uniq('candidatePitch').replace(/-/g, '')
  beforeAll(async () => {
    defaultId = (
      await call(p.admin, 'POST', '/api/configurations/templates', {
        key,
        displayName: 'Pitch',
        subject: 'An opportunity at {{companyName}}',
        bodyHtml: '<p>Hi {{receiverName}}, {{jobName}}</p>',
      })
    ).body.data.id
    sdrId = (
      await call(p.admin, 'POST', '/api/configurations/templates', {
        key,
        segment: 'sdr',
        displayName: 'Pitch (SDR)',
        subject: 'SDR role at {{companyName}}',
        bodyHtml: '<p>Hey {{receiverName}}! Book meetings at {{companyName}}. {{unknownThing}}</p>',
      })
    ).body.data.id
  })

  it('lists, reads and changes templates', async () => {
    const listed = await call(p.admin, 'GET', `/api/configurations/templates?key=${key}`)
    expect(listed.body.data.map((x: any) => [x.segment, x.segmentName])).toEqual([
      ['default', 'Default'],
      ['sdr', 'SDR'],
    ])
    expect(listed.body.data[0].placeholders).toEqual(['companyName', 'receiverName', 'jobName'])
    const one = await call(p.admin, 'GET', `/api/configurations/templates/${sdrId}`)
    expect(one.body.data.displayName).toBe('Pitch (SDR)')
    const changed = await call(p.admin, 'PATCH', `/api/configurations/templates/${defaultId}`, {
      subject: 'Role at {{companyName}}',
    })
    expect(changed.body.data.subject).toBe('Role at {{companyName}}')
    expect(
      (
        await call(p.admin, 'POST', '/api/configurations/templates', {
          key,
          segment: 'sdr',
          displayName: 'Dup',
          bodyHtml: 'x',
        })
      ).status,
    ).toBe(409)
  })

  it('renders the segment of a job role, falling back to Default; values escaped; unknown placeholders reported', async () => {
    const [sdrRole] = await t.deps.db
      .select()
      .from(functionalRolesTable)
      .where(eq(functionalRolesTable.segment, 'sdr'))
      .limit(1)
    const [aeRole] = await t.deps.db
      .select()
      .from(functionalRolesTable)
      .where(eq(functionalRolesTable.segment, 'ae'))
      .limit(1)
    const sdr = await call(p.admin, 'POST', '/api/configurations/templates/preview', {
      key,
      positionId: sdrRole!.positionId,
      values: { receiverName: '<Sam>' },
    })
    expect(sdr.status, JSON.stringify(sdr.body)).toBe(200)
    expect(sdr.body.data).toEqual({
      templateId: sdrId,
      segment: 'sdr',
      segmentName: 'SDR',
      subject: 'SDR role at Acme Cloud',
      bodyHtml: '<p>Hey &lt;Sam&gt;! Book meetings at Acme Cloud. {{unknownThing}}</p>',
      missing: ['unknownThing'],
    })
    const ae = await call(p.admin, 'POST', '/api/configurations/templates/preview', {
      key,
      positionId: aeRole!.positionId,
    })
    expect(ae.body.data).toMatchObject({
      templateId: defaultId,
      segment: 'default',
      bodyHtml: '<p>Hi Jordan, Mid-Market Account Executive</p>',
      missing: [],
    })
    const bySegment = await call(p.admin, 'POST', '/api/configurations/templates/preview', {
      key,
      segment: 'marketing',
    })
    expect(bySegment.body.data.templateId).toBe(defaultId)
    const unsaved = await call(p.admin, 'POST', '/api/configurations/templates/preview', {
      templateId: sdrId,
      bodyHtml: '<b>{{jobName}}</b>',
    })
    expect(unsaved.body.data).toMatchObject({
      templateId: sdrId,
      segment: 'sdr',
      bodyHtml: '<b>Mid-Market Account Executive</b>',
    })
    expect(
      (await call(p.admin, 'POST', '/api/configurations/templates/preview', { key: 'noSuchTemplate' })).status,
    ).toBe(404)
  })

  it.each([
    [{}, 'templateId', 'required'],
    [{ key, segment: 'cfo' }, 'segment', 'oneOf'],
    [{ key, positionId: 'x' }, 'positionId', 'format'],
    [{ key, channel: 'fax' }, 'channel', 'oneOf'],
    [{ bodyHtml: 'x', subject: 's'.repeat(501) }, 'subject', 'maxLength'],
    [{ key, values: { a: 1 } }, 'values.a', 'type'],
  ])('preview answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.admin, 'POST', '/api/configurations/templates/preview', body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })

  it.each([
    [{ subject: 's'.repeat(501) }, 'subject', 'maxLength'],
    [{ bodyHtml: '' }, 'bodyHtml', 'minLength'],
    [{ isActive: 'no' }, 'isActive', 'type'],
    [{ key: 'x' }, 'key', 'unknownField'],
  ])('PATCH template answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.admin, 'PATCH', `/api/configurations/templates/${defaultId}`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('inbound-form configuration', () => {
  it("a switched-off form leaves the public list but stays in the managers' list, to switch back on", async () => {
    const created = await call(p.admin, 'POST', '/api/configurations/inbound-form', {
      configurationType: 'apply',
      displayName: 'Seasonal apply form',
      isActive: false,
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const pub = await call(null, 'GET', '/api/configurations/inbound-form?configurationType=apply')
    expect(pub.body.data.map((c: any) => c.id)).not.toContain(id)
    const all = await call(p.admin, 'GET', '/api/configurations/inbound-form/all?configurationType=apply')
    expect(all.status).toBe(200)
    expect(all.body.data.find((c: any) => c.id === id)).toMatchObject({ isActive: false })
    for (const who of [null, p.recruiter, p.clientA, p.candidate]) {
      expect((await call(who, 'GET', '/api/configurations/inbound-form/all')).status).toBe(who ? 403 : 401)
    }
    const on = await call(p.admin, 'PATCH', `/api/configurations/inbound-form/${id}`, { isActive: true })
    expect(on.status).toBe(200)
    const after = await call(null, 'GET', '/api/configurations/inbound-form?configurationType=apply')
    expect(after.body.data.map((c: any) => c.id)).toContain(id)
  })

  it('admins add and change; the public forms read the active ones', async () => {
    const created = await call(p.admin, 'POST', '/api/configurations/inbound-form', {
      configurationType: 'hire',
      displayName: 'Hire form',
      title: 'Hire your next AE',
      subTitle: 'We reach out within 12 hours',
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      configurationType: 'hire',
      useDefaultImage: true,
      fullPictureUrl: '/images/inbound-default.svg',
    })
    // the default picture is a real image, not the web app's page
    const picture = await t.request(created.body.data.fullPictureUrl)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const pub = await call(null, 'GET', '/api/configurations/inbound-form?configurationType=hire')
    expect(pub.body.data.map((c: any) => c.id)).toContain(created.body.data.id)
    const [pic] = await t.deps.db
      .insert(mediaTable)
      .values({
        kind: 'inboundPicture',
        storageKey: uniq('k'),
        fileName: 'p.webp',
        mimeType: 'image/webp',
        sizeBytes: 900_000,
      })
      .returning()
    const withPicture = await call(p.admin, 'PATCH', `/api/configurations/inbound-form/${created.body.data.id}`, {
      pictureMediaId: pic!.id,
      useDefaultImage: false,
    })
    expect(withPicture.body.data.fullPictureUrl).toBe(`/api/media-content/${pic!.id}/stream`)
    const [big] = await t.deps.db
      .insert(mediaTable)
      .values({
        kind: 'inboundPicture',
        storageKey: uniq('k'),
        fileName: 'p.png',
        mimeType: 'image/png',
        sizeBytes: 2_000_000,
      })
      .returning()
    expect(
      (
        await expectNothingWritten(p.admin, 'PATCH', `/api/configurations/inbound-form/${created.body.data.id}`, {
          pictureMediaId: big!.id,
        })
      ).error.details[0],
    ).toMatchObject({ path: 'pictureMediaId', rule: 'unknownValue' })
    await call(p.admin, 'PATCH', `/api/configurations/inbound-form/${created.body.data.id}`, { isActive: false })
    expect((await call(null, 'GET', '/api/configurations/inbound-form')).body.data.map((c: any) => c.id)).not.toContain(
      created.body.data.id,
    )
    expect(
      (
        await call(p.recruiter, 'POST', '/api/configurations/inbound-form', {
          configurationType: 'apply',
          displayName: 'x',
        })
      ).status,
    ).toBe(403)
  })

  it.each([
    [{ displayName: 'x' }, 'configurationType', 'required'],
    [{ configurationType: 'fire', displayName: 'x' }, 'configurationType', 'oneOf'],
    [{ configurationType: 'apply', displayName: 'x', title: 't'.repeat(201) }, 'title', 'maxLength'],
  ])('POST inbound-form answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.admin, 'POST', '/api/configurations/inbound-form', body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('lists of values (manage-lists)', () => {
  it('adds, renames, deactivates, reactivates and reorders values', async () => {
    const name = uniq('Quantum Computing')
    const added = await call(lister, 'POST', '/api/manage-lists/list-of-values', { key: 'industry', value: name })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data).toMatchObject({ key: 'industry', value: name, isActive: true })
    const dup = await call(lister, 'POST', '/api/manage-lists/list-of-values', {
      key: 'industry',
      value: name.toUpperCase(),
    })
    expect(dup.status).toBe(409)
    const renamed = await call(lister, 'PATCH', `/api/manage-lists/list-of-values/${added.body.data.id}`, {
      value: `${name} 2`,
    })
    expect(renamed.body.data.value).toBe(`${name} 2`)
    await call(lister, 'PATCH', `/api/manage-lists/list-of-values/${added.body.data.id}`, { isActive: false })
    const active = await call(null, 'GET', `/api/guest/list-of-values?key=industry&doNotApplyLimit=true`)
    expect(active.body.data.map((v: any) => v.id)).not.toContain(added.body.data.id)
    const all = await call(lister, 'GET', '/api/manage-lists/list-of-values?key=industry&includeInactive=true')
    expect(all.body.data.map((v: any) => v.id)).toContain(added.body.data.id)
    await call(lister, 'PATCH', `/api/manage-lists/list-of-values/${added.body.data.id}`, { isActive: true })
    const ids = all.body.data.map((v: any) => v.id)
    const reversed = [...ids].reverse()
    const ordered = await call(lister, 'PUT', '/api/manage-lists/list-of-values/order', {
      key: 'industry',
      ids: reversed,
    })
    expect(ordered.body.data.map((v: any) => v.id)).toEqual(reversed)
    expect(
      (
        await expectNothingWritten(lister, 'PUT', '/api/manage-lists/list-of-values/order', {
          key: 'industry',
          ids: reversed.slice(1),
        })
      ).error.details[0],
    ).toMatchObject({ path: 'ids', rule: 'invalid' })
  })

  it('puts positions under a category', async () => {
    const [category] = await t.deps.db
      .select()
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.key, 'positionCategory'))
      .limit(1)
    expect(
      (
        await expectNothingWritten(lister, 'POST', '/api/manage-lists/list-of-values', {
          key: 'position',
          value: uniq('Growth AE'),
        })
      ).error.details[0],
    ).toMatchObject({ path: 'parentId', rule: 'required' })
    const added = await call(lister, 'POST', '/api/manage-lists/list-of-values', {
      key: 'position',
      value: uniq('Growth AE'),
      parentId: category!.id,
    })
    expect(added.body.data.parentId).toBe(category!.id)
  })

  it('manages position aliases, blacklisted words and the recommended position with the spec messages', async () => {
    const positions = await t.deps.db
      .select()
      .from(listOfValuesTable)
      .where(and(eq(listOfValuesTable.key, 'position'), eq(listOfValuesTable.isActive, true)))
      .limit(3)
    const [pos, other, third] = positions
    const alias = await call(lister, 'POST', `/api/manage-lists/positions/${pos!.id}/aliases`, { term: 'Closer' })
    expect(alias.body.data.aliases.map((a: any) => a.term)).toContain('Closer')
    const dupAlias = await call(lister, 'POST', `/api/manage-lists/positions/${pos!.id}/aliases`, { term: 'closer' })
    expect(dupAlias.status).toBe(409)
    expect(dupAlias.body.error).toMatchObject({
      message: 'Position Alias already exists',
      details: [{ path: 'term', rule: 'alreadyExists' }],
    })
    const word = await call(lister, 'POST', `/api/manage-lists/positions/${pos!.id}/blacklisted-words`, {
      term: 'Intern',
    })
    expect(word.body.data.blacklistedWords.map((a: any) => a.term)).toContain('Intern')
    const dupWord = await call(lister, 'POST', `/api/manage-lists/positions/${pos!.id}/blacklisted-words`, {
      term: 'INTERN',
    })
    expect(dupWord.body.error.message).toBe('Position Blacklisted Word already exists')
    const set = await call(lister, 'PUT', `/api/manage-lists/positions/${pos!.id}/recommended-position`, {
      recommendedPositionId: other!.id,
    })
    expect(set.body.data.recommendedPositionId).toBe(other!.id)
    const again = await call(lister, 'PUT', `/api/manage-lists/positions/${pos!.id}/recommended-position`, {
      recommendedPositionId: other!.id,
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Recommended Position is already set')
    expect(again.body.error.details[0]).toMatchObject({ path: 'recommendedPositionId', rule: 'alreadyExists' })
    const recommendedOf = async (id: string) =>
      (await t.deps.db.select().from(listOfValuesTable).where(eq(listOfValuesTable.id, id)))[0]!.recommendedPositionId
    expect(await recommendedOf(pos!.id)).toBe(other!.id)
    // another one replaces it; the position itself is refused; null clears (twice is fine)
    const replaced = await call(lister, 'PUT', `/api/manage-lists/positions/${pos!.id}/recommended-position`, {
      recommendedPositionId: third!.id,
    })
    expect(replaced.body.data.recommendedPositionId).toBe(third!.id)
    expect(
      (
        await expectNothingWritten(lister, 'PUT', `/api/manage-lists/positions/${pos!.id}/recommended-position`, {
          recommendedPositionId: pos!.id,
        })
      ).error.details[0],
    ).toMatchObject({ path: 'recommendedPositionId', rule: 'notSelf' })
    for (let i = 0; i < 2; i++) {
      const cleared = await call(lister, 'PUT', `/api/manage-lists/positions/${pos!.id}/recommended-position`, {
        recommendedPositionId: null,
      })
      expect(cleared.status).toBe(200)
      expect(cleared.body.data.recommendedPositionId).toBeNull()
    }
    expect(await recommendedOf(pos!.id)).toBeNull()
    const closer = alias.body.data.aliases.find((a: any) => a.term === 'Closer')
    const removed = await call(lister, 'DELETE', `/api/manage-lists/positions/${pos!.id}/mappings/${closer.id}`)
    expect(removed.body.data.aliases.map((a: any) => a.term)).not.toContain('Closer')
    expect(removed.body.data.aliases).toHaveLength(alias.body.data.aliases.length - 1)
    const [industry] = await t.deps.db
      .select()
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.key, 'industry'))
      .limit(1)
    expect(
      (await call(lister, 'POST', `/api/manage-lists/positions/${industry!.id}/aliases`, { term: 'x' })).status,
    ).toBe(404)
    expect(
      (
        await expectNothingWritten(lister, 'PUT', `/api/manage-lists/positions/${pos!.id}/recommended-position`, {
          recommendedPositionId: industry!.id,
        })
      ).error.details[0],
    ).toMatchObject({ path: 'recommendedPositionId', rule: 'unknownValue' })
  })

  it('is for manage-lists only', async () => {
    for (const who of [p.recruiter, p.clientA, p.candidate]) {
      expect(
        (await call(who, 'POST', '/api/manage-lists/list-of-values', { key: 'industry', value: 'x' })).status,
      ).toBe(403)
    }
    expect((await call(p.admin, 'GET', '/api/manage-lists/list-of-values?key=industry')).status).toBe(200)
  })

  it.each([
    ['POST', '/api/manage-lists/list-of-values', { key: 'colours', value: 'x' }, 'key', 'oneOf'],
    ['POST', '/api/manage-lists/list-of-values', { key: 'industry', value: '' }, 'value', 'minLength'],
    ['POST', '/api/manage-lists/list-of-values', { key: 'industry', value: 'x'.repeat(256) }, 'value', 'maxLength'],
    [
      'POST',
      '/api/manage-lists/list-of-values',
      { key: 'industry', value: 'x', identifier: 'has space' },
      'identifier',
      'format',
    ],
    [
      'POST',
      '/api/manage-lists/list-of-values',
      { key: 'industry', value: 'x', parentId: '00000000-0000-4000-8000-000000000000' },
      'parentId',
      'unknownValue',
    ],
    ['PUT', '/api/manage-lists/list-of-values/order', { key: 'industry', ids: [] }, 'ids', 'minLength'],
    ['PATCH', '/api/manage-lists/list-of-values/nope', { value: 'x' }, 'id', 'format'],
    ['GET', '/api/manage-lists/list-of-values', undefined, 'query.key', 'required'],
    ['POST', '/api/manage-lists/positions/nope/aliases', { term: 'x' }, 'id', 'format'],
    ['DELETE', '/api/manage-lists/positions/nope/mappings/nope', undefined, 'id', 'format'],
    ['GET', '/api/manage-lists/positions/nope/mappings', undefined, 'id', 'format'],
    ['PUT', '/api/manage-lists/positions/nope/recommended-position', { recommendedPositionId: null }, 'id', 'format'],
  ])('%s %s answers 422 for %j', async (method, path, body, field, rule) => {
    const r = await expectNothingWritten(lister, method, path, body)
    expect(r.error.details[0].path.replace(/^params\./, '')).toBe(field)
    expect(r.error.details[0].rule).toBe(rule)
  })

  it('refuses a blank or overlong term', async () => {
    const [pos] = await t.deps.db.select().from(listOfValuesTable).where(eq(listOfValuesTable.key, 'position')).limit(1)
    expect(
      (await expectNothingWritten(lister, 'POST', `/api/manage-lists/positions/${pos!.id}/aliases`, { term: ' ' }))
        .error.details[0],
    ).toMatchObject({ path: 'term', rule: 'minLength' })
    expect(
      (
        await expectNothingWritten(lister, 'POST', `/api/manage-lists/positions/${pos!.id}/blacklisted-words`, {
          term: 'x'.repeat(101),
        })
      ).error.details[0],
    ).toMatchObject({ path: 'term', rule: 'maxLength' })
  })
})

describe('feature flags (manage-feature-configs)', () => {
  it('turns a flag on globally, per organization and per user; the user sees it in users/me', async () => {
    const listed = await call(p.admin, 'GET', '/api/manage-feature-configs/feature-flags')
    expect(listed.body.data.map((f: any) => f.key).sort()).toEqual([
      'clientExecReporting',
      'compEngine',
      'marketMapping',
      'submittalRequiredField',
    ])
    const org = await call(
      p.admin,
      'PUT',
      `/api/manage-feature-configs/feature-flags/clientExecReporting/organizations/${p.orgA}`,
      { isEnabled: true },
    )
    expect(org.body.data.organizations).toContainEqual({
      organizationId: p.orgA,
      name: expect.any(String),
      isEnabled: true,
    })
    const me = await call(p.clientA, 'GET', '/api/users/me')
    expect(me.body.data.userAllowedFeatures).toContain('clientExecReporting')
    const off = await call(
      p.admin,
      'PUT',
      `/api/manage-feature-configs/feature-flags/clientExecReporting/users/${p.clientA.user.id}`,
      { isEnabled: false },
    )
    expect(off.body.data.users).toContainEqual({
      userId: p.clientA.user.id,
      email: p.clientA.user.email,
      isEnabled: false,
    })
    expect((await call(p.clientA, 'GET', '/api/users/me')).body.data.userAllowedFeatures).not.toContain(
      'clientExecReporting',
    )
    expect(
      (
        await call(
          p.admin,
          'DELETE',
          `/api/manage-feature-configs/feature-flags/clientExecReporting/users/${p.clientA.user.id}`,
        )
      ).body.data.users,
    ).toEqual([])
    expect(
      (
        await call(
          p.admin,
          'DELETE',
          `/api/manage-feature-configs/feature-flags/clientExecReporting/users/${p.clientA.user.id}`,
        )
      ).status,
    ).toBe(404)
    const global = await call(p.admin, 'PATCH', '/api/manage-feature-configs/feature-flags/compEngine', {
      isEnabledGlobally: true,
    })
    expect(global.body.data.isEnabledGlobally).toBe(true)
    expect((await call(p.candidate, 'GET', '/api/users/me')).body.data.userAllowedFeatures).toContain('compEngine')
    expect(
      (
        await call(
          p.admin,
          'PUT',
          `/api/manage-feature-configs/feature-flags/compEngine/organizations/${crypto.randomUUID()}`,
          { isEnabled: true },
        )
      ).status,
    ).toBe(404)
  })

  it('is for manage-feature-configs only, and checks its input', async () => {
    expect((await call(p.recruiter, 'GET', '/api/manage-feature-configs/feature-flags')).status).toBe(403)
    expect(
      (
        await call(lister, 'PATCH', '/api/manage-feature-configs/feature-flags/compEngine', {
          isEnabledGlobally: false,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await expectNothingWritten(p.admin, 'PATCH', '/api/manage-feature-configs/feature-flags/teleport', {
          isEnabledGlobally: true,
        })
      ).error.details[0],
    ).toMatchObject({ rule: 'oneOf' })
    expect(
      (
        await expectNothingWritten(p.admin, 'PATCH', '/api/manage-feature-configs/feature-flags/compEngine', {
          isEnabledGlobally: 'on',
        })
      ).error.details[0],
    ).toMatchObject({ path: 'isEnabledGlobally', rule: 'type' })
    expect(
      (
        await expectNothingWritten(
          p.admin,
          'PUT',
          `/api/manage-feature-configs/feature-flags/compEngine/users/${p.clientA.user.id}`,
          {},
        )
      ).error.details[0],
    ).toMatchObject({ path: 'isEnabled', rule: 'required' })
    expect(
      (
        await expectNothingWritten(
          p.admin,
          'PUT',
          '/api/manage-feature-configs/feature-flags/compEngine/organizations/nope',
          { isEnabled: true },
        )
      ).error.details[0],
    ).toMatchObject({ rule: 'format' })
  })
})

describe('user feedback', () => {
  it('any signed-in user sends feedback; admins list and triage it', async () => {
    const sent = await t.request('/api/feedback', {
      method: 'POST',
      headers: { ...p.candidate.headers, 'user-agent': 'TestBrowser/1.0' },
      json: { type: 'defect', text: 'The save button does nothing', pageUrl: '/candidate/profile' },
    })
    expect(sent.status).toBe(201)
    const item = (await json(sent)).data
    expect(item).toMatchObject({
      type: 'defect',
      state: 'new',
      userAgent: 'TestBrowser/1.0',
      user: { id: p.candidate.user.id },
    })
    await call(p.clientA, 'POST', '/api/feedback', { type: 'suggestion', text: 'Dark mode please' })
    const [att] = await t.deps.db
      .insert(mediaTable)
      .values({
        kind: 'feedbackAttachment',
        ownerUserId: p.clientA.user.id,
        storageKey: uniq('k'),
        fileName: 's.png',
        mimeType: 'image/png',
        sizeBytes: 5 * 1024 * 1024 + 1,
        status: 'complete',
      })
      .returning()
    expect(
      (
        await expectNothingWritten(p.clientA, 'POST', '/api/feedback', {
          type: 'other',
          text: 'x',
          attachmentMediaId: att!.id,
        })
      ).error.details[0],
    ).toMatchObject({ path: 'attachmentMediaId', rule: 'maxFileSizeValidator' })
    const defects = await call(p.admin, 'GET', '/api/admin/feedback?type=defect')
    expect(defects.body.data.map((f: any) => f.id)).toContain(item.id)
    expect(defects.body.data.every((f: any) => f.type === 'defect')).toBe(true)
    const triaged = await call(p.admin, 'PATCH', `/api/admin/feedback/${item.id}`, { state: 'triaged' })
    expect(triaged.body.data.state).toBe('triaged')
    expect((await call(p.admin, 'GET', '/api/admin/feedback?state=new')).body.data.map((f: any) => f.id)).not.toContain(
      item.id,
    )
    expect((await call(p.recruiter, 'GET', '/api/admin/feedback')).status).toBe(403)
    expect(
      (await call(p.admin, 'PATCH', `/api/admin/feedback/${crypto.randomUUID()}`, { state: 'closed' })).status,
    ).toBe(404)
  })

  it.each([
    [{ text: 'x' }, 'type', 'required'],
    [{ type: 'praise', text: 'x' }, 'type', 'oneOf'],
    [{ type: 'other', text: '' }, 'text', 'minLength'],
    [{ type: 'other', text: 'x'.repeat(10_001) }, 'text', 'maxLength'],
    [{ type: 'other', text: 'x', attachmentMediaId: 'x' }, 'attachmentMediaId', 'format'],
    [
      { type: 'other', text: 'x', attachmentMediaId: '00000000-0000-4000-8000-000000000000' },
      'attachmentMediaId',
      'unknownValue',
    ],
    [{ type: 'other', text: 'x', rating: 5 }, 'rating', 'unknownField'],
  ])('POST feedback answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.candidate, 'POST', '/api/feedback', body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })

  it.each([
    ['GET', '/api/admin/feedback?state=open', undefined],
    ['GET', '/api/admin/feedback?limit=0', undefined],
    ['PATCH', '/api/admin/feedback/nope', { state: 'closed' }],
    ['PATCH', `/api/admin/feedback/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, { state: 'done' }],
  ])('%s %s answers 422', async (method, path, body) => {
    await expectNothingWritten(p.admin, method, path, body)
  })
})

describe('bad input on the remaining admin routes writes nothing', () => {
  it.each([
    ['GET', '/api/configurations?type=secret', undefined],
    ['PUT', '/api/configurations/nope', { value: 1 }],
    ['DELETE', '/api/configurations/nope', undefined],
    ['GET', '/api/configurations/templates?segment=cfo', undefined],
    ['POST', '/api/configurations/templates', { key: 'a', displayName: 'x' }],
    ['GET', '/api/configurations/templates/nope', undefined],
    ['PATCH', '/api/configurations/templates/nope', { subject: 'x' }],
    ['GET', '/api/configurations/inbound-form?configurationType=fire', undefined],
    ['PATCH', '/api/configurations/inbound-form/nope', { title: 'x' }],
  ])('%s %s -> 422', async (method, path, body) => {
    await expectNothingWritten(p.admin, method, path, body)
  })
})
