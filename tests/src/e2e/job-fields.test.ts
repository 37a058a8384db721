/**
 * Every job field on the job page's Job tab, in Chromium against the real API (own server, own
 * demo data): a recruiter edits the role, its targets, its people and the provider's own fields
 * (fee, sourcing notes, sourcers), saves, reloads and sees them; the lists stop at the spec's
 * limits with its messages, in the form and from the API; a client recruiter of the same
 * company sees and edits the job without ever seeing the provider's own fields, and its save
 * leaves them as they were.
 */
import type { JobDetail } from '@quota/shared/contracts/jobs'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  clickButton,
  fieldErrors,
  fill,
  goto,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForText,
} from './app'

const FORM = 'form[aria-label="Edit job"]'
const NOTES = `Call the VP on Fridays ${Date.now()}`

/** The first real choice of a select, once its options have loaded; answers its label. */
async function chooseFirst(page: Page, selector: string): Promise<string> {
  await page.waitForFunction(
    (s: string) => [...((document.querySelector(s) as HTMLSelectElement | null)?.options ?? [])].some((o) => o.value),
    {},
    selector,
  )
  const [value, label] = await page.$eval(selector, (el) => {
    const o = [...(el as HTMLSelectElement).options].find((x) => x.value)!
    return [o.value, o.text]
  })
  await page.select(selector, value!)
  return label!
}

/** Types into a choice picker's search and adds the first match; answers the added label. */
async function pick(page: Page, name: string, text: string): Promise<string> {
  await fill(page, `${FORM} input[name="${name}Search"]`, text)
  const option = await page.waitForSelector(`${FORM} fieldset[data-name="${name}"] ul.place-options button`)
  const label = (await option!.evaluate((b) => b.textContent ?? '')).replace(/^Add /, '')
  await option!.click()
  await page.waitForFunction(
    (n: string, l: string) =>
      [...document.querySelectorAll(`fieldset[data-name="${n}"] ul.chosen-places span`)].some(
        (s) => s.textContent === l,
      ),
    {},
    name,
    label,
  )
  return label
}

const fact = (page: Page, field: string) =>
  page.$eval(`[data-field="${field}"] dd`, (dd) => dd.textContent ?? '').catch(() => null)

async function details(page: Page, jobId: string) {
  return (await api<{ data: JobDetail }>(page, 'GET', `/jobs/${jobId}/details`)).body.data
}

async function openEdit(page: Page) {
  await clickButton(page, 'Edit job')
  await page.waitForSelector(FORM)
}

async function save(page: Page) {
  await page.click(`${FORM} button[type="submit"]`)
  await page.waitForSelector(FORM, { hidden: true })
}

describe('the Job tab edits every job field (real API)', () => {
  let recruiter: UserTab
  let client: UserTab
  let jobId: string
  const chosen: Record<string, string> = {}

  const app = useApp(async ({ session }) => {
    recruiter = await signInAs(session, 'recruiter', '/job')
    client = await signInAs(session, 'client', '/job')
    // a remote job of the client's company (Acme Cloud), made through the API
    const page = client.page
    const { body: me } = await api<{ data: { organizationId: string } }>(page, 'GET', '/users/me')
    const { body: types } = await api<{ data: { id: string }[] }>(
      page,
      'GET',
      '/guest/list-of-values?key=jobLocationTypes',
    )
    const created = await api<{ data: JobDetail }>(recruiter.page, 'POST', '/jobs', {
      name: `E2E Every Field ${Date.now()}`,
      organizationId: me.data.organizationId,
      isRemote: true,
      jobLocationTypeId: types.data[0]!.id,
    })
    if (created.status !== 201) throw new Error(`Creating the job failed: ${JSON.stringify(created.body)}`)
    jobId = created.body.data.id
  })

  test('a recruiter edits the role, its targets, its people and the provider’s fields; a reload shows them', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await openEdit(page)

    chosen.position = (await chooseFirst(page, `${FORM} select[name="desiredPositionId"]`)).split(': ')[1]!
    chosen.experience = await chooseFirst(page, `${FORM} select[name="yearsOfRequiredExperienceId"]`)
    await fill(page, `${FORM} input[name="jobLevel"]`, 'Senior')
    await page.click(`${FORM} input[name="isConfidential"]`)
    chosen.skill = await pick(page, 'skillIds', 'a')
    chosen.company = await pick(page, 'targetCompanyIds', 'Globex')
    chosen.vertical = await pick(page, 'targetVerticalIds', 'Saa')
    chosen.zone = await pick(page, 'timezoneIds', 'Los_Angeles')
    // sold-into levels stop at 2 (002 §9): the search goes once two are chosen
    chosen.levels = [await pick(page, 'soldIntoLevelIds', 'VP'), await pick(page, 'soldIntoLevelIds', 'Director')].join(
      ', ',
    )
    await page.waitForSelector(`${FORM} input[name="soldIntoLevelIdsSearch"]`, { hidden: true })
    await waitForText(
      page,
      `${FORM} fieldset[data-name="soldIntoLevelIds"] .field-hint`,
      'Add up to 2 sold-into levels (2 of 2).',
    )
    chosen.hiringManager = await chooseFirst(page, `${FORM} select[name="hiringManagerId"]`)
    chosen.sourcer = await pick(page, 'sourcerIds', 'Taylor')
    await fill(page, `${FORM} input[name="feePercentage"]`, '15')
    await fill(page, `${FORM} textarea[name="sourcingNotes"]`, NOTES)
    expect(await seriousA11yViolations(page)).toEqual([])
    await save(page)
    await waitForText(page, '.toast', 'was saved.')

    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.waitForSelector('[data-field="skillIds"]')
    expect({
      position: await fact(page, 'desiredPositionId'),
      experience: await fact(page, 'yearsOfRequiredExperienceId'),
      level: await fact(page, 'jobLevel'),
      confidential: await fact(page, 'isConfidential'),
      skills: await fact(page, 'skillIds'),
      companies: await fact(page, 'targetCompanyIds'),
      verticals: await fact(page, 'targetVerticalIds'),
      zones: await fact(page, 'timezoneIds'),
      levels: await fact(page, 'soldIntoLevelIds'),
      hiringManager: await fact(page, 'hiringManagerId'),
      sourcers: await fact(page, 'sourcerIds'),
      fee: await fact(page, 'feePercentage'),
      notes: await fact(page, 'sourcingNotes'),
    }).toEqual({
      position: chosen.position,
      experience: chosen.experience,
      level: 'Senior',
      confidential: 'Yes',
      skills: chosen.skill,
      companies: chosen.company,
      verticals: chosen.vertical,
      zones: chosen.zone,
      levels: chosen.levels,
      hiringManager: chosen.hiringManager,
      sourcers: chosen.sourcer,
      fee: '15%',
      notes: NOTES,
    })
    const job = await details(page, jobId)
    expect(job).toMatchObject({ feePercentage: 15, sourcingNotes: NOTES, jobLevel: 'Senior', isConfidential: true })
    expect(job.jobTargetCompanies.map((c) => c.name)).toEqual([chosen.company])
    expect(recruiter.errors).toEqual([])
  })

  test('the job’s contacts are added and removed at once; provider people in a role for staff', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details`)
    const form = 'form[aria-label="Add a job contact"]'
    const contacts = 'ul[aria-label="The job\'s contacts"]'
    await waitForText(page, contacts, `${chosen.hiringManager} · Hiring manager`)
    await waitForText(page, `${form} select[name="userId"]`, 'Taylor Brooks (provider)')
    const optionOf = (label: string) =>
      page.$eval(
        `${form} select[name="userId"]`,
        (el, l) => [...(el as HTMLSelectElement).options].find((o) => o.text === l)!.value,
        label,
      )
    await page.select(`${form} select[name="userId"]`, await optionOf('Taylor Brooks (provider)'))
    await page.select(`${form} select[name="role"]`, 'salesContact')
    await clickButton(page, 'Add contact')
    await waitForText(page, contacts, 'Taylor Brooks · Job contact, Sales Contact')

    // The same person and type again: the API's message, on the person.
    await page.select(`${form} select[name="userId"]`, await optionOf('Taylor Brooks (provider)'))
    await clickButton(page, 'Add contact')
    await page.waitForSelector(`${form} [aria-invalid="true"]`)
    expect(await fieldErrors(page, form)).toEqual({ userId: 'Contact already selected' })

    await page.select(`${form} select[name="userId"]`, await optionOf('Casey Morgan'))
    await page.select(`${form} select[name="role"]`, '')
    await clickButton(page, 'Add contact')
    await waitForText(page, contacts, 'Casey Morgan · Job contact')
    await clickButton(page, 'Remove Casey Morgan (Job contact)')
    await page.waitForFunction(
      (s: string) => !document.querySelector(s)?.textContent?.includes('Casey Morgan · Job contact'),
      {},
      contacts,
    )
    const job = await details(page, jobId)
    expect(job.contacts.map((c) => [`${c.firstName} ${c.lastName}`, c.type, c.role]).sort()).toEqual(
      [
        [chosen.hiringManager, 'hiringManager', null],
        ['Taylor Brooks', 'jobContact', 'salesContact'],
      ].sort(),
    )
    expect(recruiter.errors).toEqual([])
  })

  test('the lists stop at the spec’s limits, with its messages in the form and from the API', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await openEdit(page)
    const verticals = `${FORM} fieldset[data-name="targetVerticalIds"]`
    // one is chosen already; nine more reach the limit of 10
    for (let i = 0; i < 9; i++) await pick(page, 'targetVerticalIds', 'e')
    await page.waitForSelector(`${verticals} input[name="targetVerticalIdsSearch"]`, { hidden: true })
    await waitForText(page, `${verticals} .field-hint`, 'Add up to 10 target verticals (10 of 10).')
    expect(await page.$$eval(`${verticals} ul.chosen-places li`, (lis) => lis.length)).toBe(10)
    await save(page)
    expect((await details(page, jobId)).jobTargetVerticals).toHaveLength(10)

    // Past the limit the API refuses with the same message on the field, and changes nothing.
    const eleven = Array.from({ length: 11 }, () => crypto.randomUUID())
    const refused = await api<{ error: { details: { path: string; message: string }[] } }>(
      page,
      'PATCH',
      `/jobs/${jobId}`,
      { targetCompanyIds: eleven },
    )
    expect(refused.status).toBe(422)
    expect(refused.body.error.details).toContainEqual(
      expect.objectContaining({ path: 'targetCompanyIds', message: 'Add up to 10 target companies' }),
    )
    expect((await details(page, jobId)).jobTargetCompanies.map((c) => c.name)).toEqual([chosen.company])
  })

  test('a client recruiter of the company never sees the provider’s fields, and its save keeps them', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await page.waitForSelector('[data-field="skillIds"]')
    expect(await fact(page, 'skillIds')).toBe(chosen.skill)
    for (const field of ['feePercentage', 'sourcingNotes', 'sourcerIds', 'ownerId', 'businessDevelopmentId']) {
      expect(await page.$(`[data-field="${field}"]`), field).toBeNull()
    }
    expect(await page.evaluate(() => document.body.textContent)).not.toContain(NOTES)
    // the company's contacts, not the provider's people
    await waitForText(page, 'ul[aria-label="The job\'s contacts"]', `${chosen.hiringManager} · Hiring manager`)
    expect(await page.$eval('ul[aria-label="The job\'s contacts"]', (ul) => ul.textContent)).not.toContain('Taylor')
    // the API agrees: none of the provider's own fields for a client
    expect(await details(page, jobId)).toMatchObject({
      feePercentage: null,
      sourcingNotes: null,
      owner: null,
      businessDevelopment: null,
      sourcers: [],
    })
    expect(await fact(page, 'soldIntoLevelIds')).toBe(chosen.levels)

    await openEdit(page)
    for (const selector of [
      'input[name="feePercentage"]',
      'textarea[name="sourcingNotes"]',
      'select[name="accountManagerId"]',
      'fieldset[data-name="sourcerIds"]',
    ]) {
      expect(await page.$(`${FORM} ${selector}`), selector).toBeNull()
    }
    await fill(page, `${FORM} input[name="jobLevel"]`, 'Principal')
    await save(page)
    await waitForText(page, '[data-field="jobLevel"] dd', 'Principal')

    const job = await details(recruiter.page, jobId)
    expect(job).toMatchObject({ jobLevel: 'Principal', feePercentage: 15, sourcingNotes: NOTES })
    expect(job.sourcers.map((s) => s.name)).toEqual([chosen.sourcer])
    expect(client.errors).toEqual([])
  })
})
