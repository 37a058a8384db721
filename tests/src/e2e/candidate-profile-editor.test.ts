/**
 * The candidate's profile editor (/candidate/profile, spec 001 §2, §3, §5, §7) in Chromium against
 * the real API (own server, own data), signed in as the demo candidate: the completion and what is
 * missing, validation messages of the spec for bad input (client side, same rules as the API),
 * edits of every kind of section (about you, preferences, salary, work experience with its
 * role-dependent details, education, skills, portfolio order, demographics), resume and picture
 * uploads with the progress bar reaching complete, a transcoded upload's status following the
 * real-time mediaContentStatusChange, the search status, the form-changed warning,
 * and everything still there after a reload and in the API. axe-core and 375 px.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { smallPdf } from '@quota/api/testing/crafted-files'
import type { CandidateSummary, Education, PortfolioItem, WorkExperience } from '@quota/shared/contracts/candidates'
import type { Page } from 'puppeteer-core'
import { afterAll, describe, expect, test } from 'vitest'
import {
  api,
  fieldErrors,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { DESKTOP, MOBILE } from './browser'

/** A small PDF (the API decides the type from the bytes), padded so the upload takes a moment. */
function pdfBytes(): Buffer {
  return Buffer.from(smallPdf('Resume', 1_500_000))
}
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** One second of 8 kHz mono silence as WAV (the pronunciation audio goes through the transcoder). */
function silentWav(): Buffer {
  const samples = 8000
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16) // fmt chunk size
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(8000, 24) // sample rate
  wav.writeUInt32LE(16000, 28) // byte rate
  wav.writeUInt16LE(2, 32) // block align
  wav.writeUInt16LE(16, 34) // bits per sample
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  return wav
}

const ABOUT = 'form[aria-label="About you"]'
const PREFS = 'form[aria-label="Job preferences"]'
const SALARY = 'form[aria-label="Salary"]'

/** Clicks an element once it exists, scrolled to the middle of the screen (clear of the toasts). */
async function press(page: Page, selector: string) {
  const element = await page.waitForSelector(selector)
  await element!.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await element!.click()
}

/** Clicks the button whose text reads `label` (hidden text included). */
const clickButton = (page: Page, label: string) =>
  press(page, `xpath/.//button[normalize-space()="${label}" and not(@disabled)]`)

/** Ticks or unticks the checkbox whose label reads `label` inside `scope`. */
async function setCheckbox(page: Page, scope: string, label: string, checked: boolean) {
  const id = await page.$$eval(
    `${scope} .checkbox label`,
    (labels, text) => labels.find((l) => l.textContent?.trim() === text)?.getAttribute('for') ?? null,
    label,
  )
  if (!id) throw new Error(`No checkbox "${label}" in ${scope}`)
  const isChecked = await page.$eval(`[id="${id}"]`, (el) => (el as HTMLInputElement).checked)
  if (isChecked !== checked) await press(page, `[id="${id}"]`)
}

/** Chooses the option whose text reads `label` in a select. */
async function selectByLabel(page: Page, selector: string, label: string) {
  const value = await page.$eval(
    selector,
    (el, text) => [...(el as HTMLSelectElement).options].find((o) => o.textContent?.trim() === text)?.value ?? null,
    label,
  )
  if (value === null) throw new Error(`No option "${label}" in ${selector}`)
  await page.select(selector, value)
}

/** Waits until a select has options beyond its placeholder (lists of values arrive after the form). */
async function waitForOptions(page: Page, selector: string) {
  await page.waitForFunction(
    (s: string) => ((document.querySelector(s) as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    {},
    selector,
  )
}

async function chips(page: Page, name: string): Promise<string[]> {
  return page.$$eval(`.chip-picker:has(input[name="${name}"]) .editor-chips li > span`, (els) =>
    els.map((e) => e.textContent?.trim() ?? ''),
  )
}

/** Types a city into a city picker and waits for the search to answer. */
async function typeCity(page: Page, selector: string, city: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/locations/cities') && r.ok())
  await fill(page, selector, city)
  await answered
  await new Promise((r) => setTimeout(r, 100))
}

describe('candidate profile editor (real API)', () => {
  let candidate: UserTab
  let page: Page
  let candidateId: string
  let files: string

  const summary = async () =>
    (await api<{ data: CandidateSummary }>(page, 'GET', `/candidates/${candidateId}/profile/summary`)).body.data

  const app = useApp(async ({ session }) => {
    candidate = await signInAs(session, 'candidate', '/candidate/profile')
    page = candidate.page
    // The browser's own leave-page question (beforeunload) must not block a test's navigation.
    page.on('dialog', (d) => void d.accept())
    const me = await api<{ data: { candidateId: string } }>(page, 'GET', '/users/me')
    candidateId = me.body.data.candidateId
    files = mkdtempSync(join(tmpdir(), 'quota-profile-files-'))
    writeFileSync(join(files, 'jordan-lee-resume.pdf'), pdfBytes())
    writeFileSync(join(files, 'jordan.png'), PNG_1X1)
    writeFileSync(join(files, 'notes.txt'), 'not a resume')
    writeFileSync(join(files, 'my-name.wav'), silentWav())
  })

  afterAll(async () => {
    if (files) rmSync(files, { recursive: true, force: true })
  })

  test('the editor opens with the completion and what is missing', async () => {
    await page.waitForSelector('#completion-title')
    await waitForText(page, 'h1', 'Jordan Lee')
    const { body } = await api<{ data: { profilePercentage: number; missingFields: string[] } }>(
      page,
      'GET',
      '/candidates/missing-fields',
    )
    expect(body.data.missingFields).toEqual(['picture', 'resume'])
    await waitForText(page, '.completion-value', `${body.data.profilePercentage}%`)
    expect(
      await page.$$eval('.missing-fields a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual([
      ['Profile picture', '#files'],
      ['Resume', '#files'],
    ])
    expect(await page.$eval('.completion-card [role="progressbar"]', (el) => el.getAttribute('aria-valuenow'))).toBe(
      String(body.data.profilePercentage),
    )
    // Every section is there, with the saved values.
    for (const id of ['files', 'basics', 'preferences', 'salary', 'experience', 'education', 'skills', 'portfolio'])
      await page.waitForSelector(`#${id}`)
    expect(await page.$eval(`${ABOUT} input[name="firstName"]`, (el) => (el as HTMLInputElement).value)).toBe('Jordan')
    expect(await chips(page, 'interestedCityIds')).toEqual(['Austin, TX', 'Dallas, TX', 'Denver, CO'])
    await page.waitForSelector('#demographics form[aria-label="Demographics"]')
    await app.session.screenshot(page, 'profile-editor')
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('about you: the spec messages for bad input, then the changes are saved', async () => {
    await fill(page, `${ABOUT} input[name="firstName"]`, '')
    await fill(page, `${ABOUT} input[name="lastName"]`, 'Lee (Jr)')
    await fill(page, `${ABOUT} input[name="phone"]`, '12345')
    await fill(page, `${ABOUT} input[name="linkedInProfileUrl"]`, 'https://www.linkedin.com/talent/profile/AEMAAA')
    await press(page, `${ABOUT} button[type="submit"]`)
    expect(await fieldErrors(page, ABOUT)).toEqual({
      firstName: 'This field is required.',
      lastName: 'Name must not contain any of these characters: < > : / ! $ @ ( ) ;',
      phone: 'Please enter a valid US phone number (10 digits).',
      linkedInProfileUrl: 'Please enter your own LinkedIn profile URL, not a recruiter URL',
    })
    // Focus goes to the first invalid field.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'firstName')
    await app.session.screenshot(page, 'profile-editor-about-errors')
    expect(await seriousA11yViolations(page)).toEqual([])

    await fill(page, `${ABOUT} input[name="firstName"]`, 'Jordan')
    await fill(page, `${ABOUT} input[name="lastName"]`, 'Lee-Park')
    await fill(page, `${ABOUT} input[name="phone"]`, '(512) 555-0142')
    await fill(page, `${ABOUT} input[name="linkedInProfileUrl"]`, 'linkedin.com/in/Jordan-Lee-Park/')
    await fill(
      page,
      `${ABOUT} textarea[name="aboutMe"]`,
      'Enterprise AE who multi-threads early and forecasts honestly.',
    )
    await typeCity(page, `${ABOUT} input[name="cityId"]`, 'Denver, CO')
    await press(page, `${ABOUT} button[type="submit"]`)
    await waitForText(page, '.toast', 'Your details were saved.')
    expect(await fieldErrors(page, ABOUT)).toEqual({})
    const s = await summary()
    expect(s).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee-Park',
      phone: '5125550142',
      linkedInProfileUrl: 'https://www.linkedin.com/in/jordan-lee-park',
      aboutMe: 'Enterprise AE who multi-threads early and forecasts honestly.',
      formattedLocation: 'Denver, CO',
    })
    // The form now shows the stored forms (the LinkedIn URL normalized).
    expect(await page.$eval(`${ABOUT} input[name="linkedInProfileUrl"]`, (el) => (el as HTMLInputElement).value)).toBe(
      'https://www.linkedin.com/in/jordan-lee-park',
    )
    await waitForText(page, 'h1', 'Jordan Lee-Park')
  })

  test('salary: salary must be less than OTE; saved in thousands', async () => {
    await fill(page, `${SALARY} input[name="desiredBaseSalary"]`, '400')
    await fill(page, `${SALARY} input[name="desiredOTE"]`, '300')
    await press(page, `${SALARY} button[type="submit"]`)
    expect(await fieldErrors(page, SALARY)).toEqual({ desiredBaseSalary: 'Salary must be less than OTE' })
    await fill(page, `${SALARY} input[name="desiredBaseSalary"]`, '180')
    await fill(page, `${SALARY} input[name="desiredOTE"]`, '360')
    await waitForText(page, SALARY, 'Variable: $180,000')
    await press(page, `${SALARY} button[type="submit"]`)
    await waitForText(page, '.toast', 'Your salary wishes were saved.')
    expect(await summary()).toMatchObject({ desiredBaseSalary: 180_000, desiredOTE: 360_000, desiredVariable: 180_000 })
  })

  test('job preferences: at most 5 cities, office hours required, then saved', async () => {
    for (const city of ['Boston, MA', 'Seattle, WA']) {
      await typeCity(page, `${PREFS} input[name="interestedCityIds"]`, city)
      await press(page, `${PREFS} .chip-picker button.btn-secondary`)
      await page.waitForFunction(
        (c: string) =>
          [...document.querySelectorAll('.chip-picker .editor-chips li > span')].some((s) => s.textContent === c),
        {},
        city,
      )
    }
    expect(await chips(page, 'interestedCityIds')).toHaveLength(5)
    // A sixth city is over the limit.
    await typeCity(page, `${PREFS} input[name="interestedCityIds"]`, 'Chicago, IL')
    await page.keyboard.press('Enter')
    expect(await fieldErrors(page, PREFS)).toEqual({ interestedCityIds: 'You can select up to 5 values' })
    // A typed name that is not a city from the list is refused.
    await fill(page, `${PREFS} input[name="interestedCityIds"]`, 'Atlantis')
    await page.keyboard.press('Enter')
    expect(await fieldErrors(page, PREFS)).toEqual({ interestedCityIds: 'Choose a city from the list.' })
    await fill(page, `${PREFS} input[name="interestedCityIds"]`, '')
    // Remove Dallas by keyboard.
    await page.focus('button[aria-label="Remove Dallas, TX"]')
    await page.keyboard.press('Enter')

    // No office hour while not fully remote.
    await setCheckbox(page, PREFS, 'Central business hours (9 AM – 5 PM CT)', false)
    await press(page, `${PREFS} button[type="submit"]`)
    expect(await fieldErrors(page, PREFS)).toEqual({
      preferredOfficeHourIds: 'At least 1 Preferred Office Hour must be selected.',
    })
    await setCheckbox(page, PREFS, 'Pacific business hours (9 AM – 5 PM PT)', true)
    await setCheckbox(page, PREFS, 'Head of Sales', true)
    await setCheckbox(page, PREFS, '3-4 days/week', true)
    await page.select(`${PREFS} select[name="sponsorshipRequired"]`, 'yes')
    await press(page, `${PREFS} button[type="submit"]`)
    await waitForText(page, '.toast', 'Your job preferences were saved.')
    const s = await summary()
    expect(s.interestedLocations.map((l) => `${l.cityName}, ${l.stateCode}`)).toEqual([
      'Austin, TX',
      'Denver, CO',
      'Boston, MA',
      'Seattle, WA',
    ])
    expect(s.preferredOfficeHours.map((o) => o.value)).toEqual(['Pacific business hours (9 AM – 5 PM PT)'])
    expect(s.desiredPositions.map((p) => p.name)).toContain('Head of Sales')
    expect(s.workArrangements).toEqual(['fullyRemote', 'oneToTwoDaysPerWeek', 'threeToFourDaysPerWeek'])
    expect(s.sponsorshipRequired).toBe(true)
  })

  test('work experience: required fields, the details block follows the role, saved with its details', async () => {
    await clickButton(page, 'Add work experience')
    const form = 'form[data-form="experience"]'
    await page.waitForSelector(form)
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title')
    await press(page, `${form} button[type="submit"]`)
    expect(await fieldErrors(page, form)).toEqual({
      title: 'This field is required.',
      companyName: 'This field is required.',
    })
    await fill(page, `${form} input[name="title"]`, 'Regional Sales Director')
    await fill(page, `${form} input[name="companyName"]`, 'Quota Test Co')
    await page.$eval(`${form} input[name="fromDate"]`, (el) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(el, '2017-01')
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await page.$eval(`${form} input[name="toDate"]`, (el) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(el, '2018-06')
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    // An SDR role asks about meetings and pipeline; a leadership role about the team.
    await waitForOptions(page, `${form} select[name="desiredPositionId"]`)
    await selectByLabel(page, `${form} select[name="desiredPositionId"]`, 'Sales Development Representative (SDR/BDR)')
    await page.waitForSelector(
      `${form} fieldset[data-segment="sdr"] select[name="details.monthlyQualifiedMeetingsQuotaId"]`,
    )
    expect(await page.$(`${form} input[name="details.teamSizeMin"]`)).toBeNull()
    await selectByLabel(page, `${form} select[name="desiredPositionId"]`, 'Director of Sales')
    await page.waitForSelector(`${form} fieldset[data-segment="salesLeadership"] input[name="details.teamSizeMin"]`)
    expect(await page.$(`${form} select[name="details.monthlyQualifiedMeetingsQuotaId"]`)).toBeNull()
    await fill(page, `${form} input[name="details.teamSizeMin"]`, '12')
    await fill(page, `${form} input[name="details.teamSizeMax"]`, '4')
    await fill(page, `${form} input[name="details.teamArrMax"]`, '1200')
    await fill(page, `${form} input[name="salary"]`, '220')
    await fill(page, `${form} input[name="ote"]`, '200')
    await press(page, `${form} button[type="submit"]`)
    expect(await fieldErrors(page, form)).toEqual({
      salary: 'Salary must be less than OTE',
      'details.teamSizeMin': 'The first number must not exceed the second',
      'details.teamArrMax': 'Must be at most 999.',
    })
    await app.session.screenshot(page, 'profile-editor-experience-errors')
    expect(await seriousA11yViolations(page)).toEqual([])
    await fill(page, `${form} input[name="details.teamSizeMin"]`, '4')
    await fill(page, `${form} input[name="details.teamSizeMax"]`, '12')
    await fill(page, `${form} input[name="details.teamArrMax"]`, '8')
    await fill(page, `${form} input[name="salary"]`, '150')
    await fill(page, `${form} input[name="ote"]`, '300')
    await waitForOptions(page, `${form} select[name="details.teamsManagedId"]`)
    await selectByLabel(page, `${form} select[name="details.teamsManagedId"]`, 'Enterprise Account Executives')
    await page.select(`${form} select[name="details.builtPlaybook"]`, 'yes')
    for (const account of ['Globex', 'Initech', 'globex']) {
      await fill(page, `${form} input[name="details.notableAccounts"]`, account)
      await page.keyboard.press('Enter')
    }
    expect(await fieldErrors(page, form)).toEqual({ 'details.notableAccounts': 'Notable account already selected' })
    await fill(page, `${form} input[name="details.notableAccounts"]`, '')
    await press(page, `${form} button[type="submit"]`)
    await waitForText(page, '.toast', 'Work experience added.')
    await page.waitForSelector(form, { hidden: true })
    await waitForText(page, '#experience .editor-item h3', 'Regional Sales Director')

    const { body } = await api<{ data: { items: WorkExperience[] } }>(
      page,
      'GET',
      `/candidates/${candidateId}/profile/work-experience`,
    )
    const added = body.data.items.find((w) => w.title === 'Regional Sales Director')!
    expect(added).toMatchObject({
      company: { name: 'Quota Test Co' },
      fromDate: '2017-01-01',
      toDate: '2018-06-01',
      isCurrentWorkplace: false,
      desiredPosition: { value: 'Director of Sales' },
      salary: 150_000,
      ote: 300_000,
      variable: 150_000,
    })
    expect(added.details).toMatchObject({
      teamSizeMin: 4,
      teamSizeMax: 12,
      teamArrMax: 8,
      builtPlaybook: true,
      teamsManaged: { value: 'Enterprise Account Executives' },
      leadSource: 50,
      outReach: 50,
    })
    expect(added.details!.notableAccounts.map((a) => a.name)).toEqual(['Globex', 'Initech'])

    // Editing the current role keeps its details; marking it current clears the end date.
    const zephyr = body.data.items.find((w) => w.company.name === 'Zephyr Cloud')!
    await press(page, `[data-experience-id="${zephyr.id}"] [data-edit]`)
    await page.waitForSelector(`${form} fieldset[data-segment="ae"] select[name="details.averageDealSizeId"]`)
    await fill(page, `${form} textarea[name="description"]`, 'Closed $3.5M against a $2.6M quota.')
    await press(page, `${form} button[type="submit"]`)
    await waitForText(page, '.toast', 'Work experience saved.')
    const after = (
      await api<{ data: { items: WorkExperience[] } }>(
        page,
        'GET',
        `/candidates/${candidateId}/profile/work-experience`,
      )
    ).body.data.items.find((w) => w.id === zephyr.id)!
    expect(after.description).toBe('Closed $3.5M against a $2.6M quota.')
    expect(after.details).toEqual(zephyr.details)
    expect(after.isCurrentWorkplace).toBe(true)
  })

  test('education: added with degree, year and activities', async () => {
    await clickButton(page, 'Add education')
    const form = 'form[data-form="education"]'
    await page.waitForSelector(form)
    await press(page, `${form} button[type="submit"]`)
    expect(await fieldErrors(page, form)).toEqual({ school: 'This field is required.' })
    await fill(page, `${form} input[name="school"]`, 'Rice University')
    await waitForOptions(page, `${form} select[name="degreeId"]`)
    await selectByLabel(page, `${form} select[name="degreeId"]`, 'Bachelor of Science (BS)')
    await waitForOptions(page, `${form} select[name="fieldOfStudyId"]`)
    await selectByLabel(page, `${form} select[name="fieldOfStudyId"]`, 'Economics')
    await page.select(`${form} select[name="educationYear"]`, '2014')
    const activity = `${form} input[name="extracurricularActivityIds"]`
    // typed but not added: Save refuses rather than drop it without a word
    await fill(page, activity, 'Varsity Athletics')
    await press(page, `${form} button[type="submit"]`)
    await waitForText(page, `${form} .chip-picker .field-error`, '“Varsity Athletics” is not added yet')
    // once the list has loaded, Enter adds it as a chip
    await page.waitForFunction((s: string) => !!document.querySelector(s), {}, `${form} datalist option`)
    await page.focus(activity)
    await page.keyboard.press('Enter')
    await waitForText(page, `${form} .editor-chips li > span`, 'Varsity Athletics')
    expect(await chips(page, 'extracurricularActivityIds')).toEqual(['Varsity Athletics'])
    await press(page, `${form} button[type="submit"]`)
    await waitForText(page, '.toast', 'Education added.')
    const { body } = await api<{ data: Education[] }>(page, 'GET', `/candidates/${candidateId}/profile/education`)
    expect(body.data.find((e) => e.school === 'Rice University')).toMatchObject({
      degree: { value: 'Bachelor of Science (BS)' },
      fieldOfStudy: { value: 'Economics' },
      educationYear: 2014,
      extracurricularActivities: [{ value: 'Varsity Athletics' }],
    })
  })

  test("skills: 'Skill already exists', then one added and one removed at once", async () => {
    const input = '#skills input[name="skillIds"]'
    await fill(page, input, 'Gong')
    await page.keyboard.press('Enter')
    expect(await fieldErrors(page, '#skills')).toEqual({ skillIds: 'Skill already exists' })
    await fill(page, input, 'HubSpot CRM')
    await page.keyboard.press('Enter')
    await waitForText(page, '.toast', 'HubSpot CRM added.')
    await press(page, 'button[aria-label="Remove Clari"]')
    await waitForText(page, '.toast', 'Clari removed.')
    const skills = (await summary()).skills.map((k) => k.value)
    expect(skills).toContain('HubSpot CRM')
    expect(skills).not.toContain('Clari')
  })

  test('portfolio: links added and reordered', async () => {
    const form = 'form[data-form="portfolio"]'
    for (const [url, title] of [
      ['example.com/enterprise-deck', 'Enterprise pitch deck'],
      ['https://example.org/case-study', 'Case study'],
    ]) {
      await clickButton(page, 'Add portfolio item')
      await page.waitForSelector(form)
      await fill(page, `${form} input[name="url"]`, url!)
      await fill(page, `${form} input[name="title"]`, title!)
      await press(page, `${form} button[type="submit"]`)
      await page.waitForSelector(form, { hidden: true })
    }
    // A link that is not one.
    await clickButton(page, 'Add portfolio item')
    await fill(page, `${form} input[name="url"]`, 'not a link')
    await press(page, `${form} button[type="submit"]`)
    expect(await fieldErrors(page, form)).toEqual({
      url: 'Please enter a valid link',
      title: 'This field is required.',
    })
    await press(page, `${form} .editor-actions button.btn-secondary`)
    await clickButton(page, 'Discard')
    await waitForNoDialog(page)
    // Move the case study up with the keyboard.
    const items = await api<{ data: PortfolioItem[] }>(page, 'GET', `/candidates/${candidateId}/portfolio`)
    const caseStudy = items.body.data.find((p) => p.title === 'Case study')!
    await page.focus(`[data-portfolio-id="${caseStudy.id}"] [data-move="up"]`)
    const saved = page.waitForResponse((r) => r.url().endsWith('/portfolio/order') && r.ok())
    await page.keyboard.press('Enter')
    await saved
    const ordered = await api<{ data: PortfolioItem[] }>(page, 'GET', `/candidates/${candidateId}/portfolio`)
    expect(ordered.body.data.map((p) => [p.title, p.url])).toEqual([
      ['Case study', 'https://example.org/case-study'],
      ['Enterprise pitch deck', 'https://example.com/enterprise-deck'],
    ])
  })

  test('uploads: a wrong type is refused; resume and picture reach complete; completion 100%', async () => {
    const resume = await page.$('input[name="resume"]')
    await resume!.uploadFile(join(files, 'notes.txt'))
    expect(await fieldErrors(page, '#files')).toEqual({
      resume: 'This file type is not allowed. Allowed: pdf, doc, docx',
    })

    // Watch the bar while the resume goes up.
    const seen: number[] = []
    await page.exposeFunction('reportProgress', (v: number) => seen.push(v))
    await page.evaluate(() => {
      const report = (window as unknown as { reportProgress: (v: number) => void }).reportProgress
      new MutationObserver(() => {
        const bar = document.querySelector('[data-upload="resume"] [role="progressbar"]')
        if (bar) report(Number(bar.getAttribute('aria-valuenow')))
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await resume!.uploadFile(join(files, 'jordan-lee-resume.pdf'))
    await waitForText(page, '[data-upload="resume"] [role="status"]', 'Upload complete')
    expect(
      await page.$eval('[data-upload="resume"] [role="progressbar"]', (el) => el.getAttribute('aria-valuenow')),
    ).toBe('100')
    expect(seen[seen.length - 1]).toBe(100)
    await waitForText(page, '.resume-link', 'jordan-lee-resume.pdf')

    const picture = await page.$('input[name="profilePicture"]')
    await picture!.uploadFile(join(files, 'jordan.png'))
    await waitForText(page, '[data-upload="profilePicture"] [role="status"]', 'Upload complete')
    await page.waitForFunction(
      () => ((document.querySelector('img.profile-picture') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    )
    await waitForText(page, '.completion-value', '100%')
    expect(await page.$('.missing-fields')).toBeNull()
    await app.session.screenshot(page, 'profile-editor-uploaded')

    const s = await summary()
    expect(s.resume?.fileName).toBe('jordan-lee-resume.pdf')
    expect(s.resume?.resumeKey).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
    expect(s.pictureUrl).toBeTruthy()
    const completion = await api<{ data: { profilePercentage: number; missingFields: string[] } }>(
      page,
      'GET',
      `/candidates/${candidateId}/profile-completion-percentage`,
    )
    expect(completion.body.data).toMatchObject({ profilePercentage: 100, missingFields: [] })
  })

  test("a transcoded upload's status follows the real-time mediaContentStatusChange: processing, then complete", async () => {
    // the server's real-time frames as the page receives them
    const cdp = await page.createCDPSession()
    await cdp.send('Network.enable')
    const frames: string[] = []
    cdp.on('Network.webSocketFrameReceived', (e) => frames.push(e.response.payloadData))
    // every status text the upload shows, in order (a record of changes, not a sample in time)
    const texts: string[] = []
    await page.exposeFunction('reportAudioStatus', (t: string) => texts.push(t))
    await page.evaluate(() => {
      const report = (window as unknown as { reportAudioStatus: (t: string) => void }).reportAudioStatus
      let last = ''
      new MutationObserver(() => {
        const text = document.querySelector('[data-upload="candidateAudio"] [role="status"]')?.textContent ?? ''
        if (!text || text === last) return
        last = text
        report(text)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    const audio = await page.waitForSelector('input[name="candidateAudio"]')
    await audio!.uploadFile(join(files, 'my-name.wav'))
    await waitForText(page, '[data-upload="candidateAudio"] [role="status"]', 'Upload complete', 60_000)
    // the upload answered "transcoding" first; only the pushed event turned it complete
    const states = texts.map((t) => t.replace(/^my-name\.wav: /, ''))
    const processing = states.findIndex((t) => t.startsWith('Uploaded. Processing the recording'))
    expect(processing, states.join(' | ')).toBeGreaterThanOrEqual(0)
    expect(states.at(-1)).toBe('Upload complete')
    expect(states.indexOf('Upload complete')).toBeGreaterThan(processing)
    const s = await summary()
    const event = frames
      .map((f) => {
        try {
          return JSON.parse(f) as { type?: string; data?: { mediaId?: string; status?: string } }
        } catch {
          return {}
        }
      })
      .find((m) => m.type === 'mediaContentStatusChange')
    expect(event?.data).toMatchObject({ status: 'complete' })
    // the profile now has the audio the event named
    expect(s.pronunciationAudioUrl).toBeTruthy()
    await page.waitForSelector('audio.pronunciation-audio')
    await cdp.detach()
  }, 120_000)

  test('the search status is updated', async () => {
    await page.select('select[name="searchStatus"]', 'passivelySearching')
    await clickButton(page, 'Update status')
    await waitForText(page, '.toast', 'Search status: Passively Searching.')
    await waitForText(page, '.editor-header', 'Passively Searching')
    expect((await summary()).searchStatus).toBe('passivelySearching')
  })

  test('demographics are saved apart from the profile', async () => {
    const form = 'form[aria-label="Demographics"]'
    await waitForOptions(page, `${form} select[name="ageId"]`)
    await selectByLabel(page, `${form} select[name="ageId"]`, '30–39')
    await setCheckbox(page, form, 'Asian', true)
    await clickButton(page, 'Save demographics')
    await waitForText(page, '.toast', 'Your demographics were saved.')
    const { body } = await api<{ data: { age: { value: string } | null; races: { value: string }[] } }>(
      page,
      'GET',
      `/candidates/${candidateId}/demographics`,
    )
    expect(body.data.age?.value).toBe('30–39')
    expect(body.data.races.map((r) => r.value)).toEqual(['Asian'])
    // Not part of the profile itself.
    expect(JSON.stringify(await summary())).not.toContain('30–39')
  })

  test('leaving a modified form asks first', async () => {
    await fill(page, `${ABOUT} textarea[name="aboutMe"]`, 'An unsaved thought')
    await press(page, '#shell-nav a[href="/candidate-home"]')
    await waitForText(page, '[role="dialog"]', 'You have unsaved changes')
    await clickButton(page, 'Stay')
    await waitForNoDialog(page)
    expect(new URL(page.url()).pathname).toBe('/candidate/profile')
    await press(page, `${ABOUT} .editor-actions button.btn-secondary`) // Cancel: back to the saved values
    expect(await page.$eval(`${ABOUT} textarea[name="aboutMe"]`, (el) => (el as HTMLTextAreaElement).value)).toBe(
      'Enterprise AE who multi-threads early and forecasts honestly.',
    )
    await press(page, '#shell-nav a[href="/candidate-home"]')
    await page.waitForFunction(() => location.pathname === '/candidate-home')
    expect(await page.$('[role="dialog"]')).toBeNull()
  })

  test('after a reload everything is still there', async () => {
    await goto(app.session, page, '/candidate/profile')
    await page.waitForSelector('#completion-title')
    await waitForText(page, 'h1', 'Jordan Lee-Park')
    await waitForText(page, '.completion-value', '100%')
    const value = (sel: string) => page.$eval(sel, (el) => (el as HTMLInputElement).value)
    expect(await value(`${ABOUT} input[name="lastName"]`)).toBe('Lee-Park')
    expect(await value(`${ABOUT} input[name="cityId"]`)).toBe('Denver, CO')
    expect(await value(`${SALARY} input[name="desiredBaseSalary"]`)).toBe('180')
    expect(await value(`${SALARY} input[name="desiredOTE"]`)).toBe('360')
    expect(await value('select[name="searchStatus"]')).toBe('passivelySearching')
    expect(await chips(page, 'interestedCityIds')).toEqual(['Austin, TX', 'Denver, CO', 'Boston, MA', 'Seattle, WA'])
    const skills = await chips(page, 'skillIds')
    expect(skills).toContain('HubSpot CRM')
    expect(skills).not.toContain('Clari')
    await waitForText(page, '#experience .editor-item h3', 'Regional Sales Director')
    await waitForText(page, '#education .editor-item h3', 'Rice University')
    expect(await page.$$eval('#portfolio .editor-item h3', (hs) => hs.map((h) => h.textContent))).toEqual([
      '1. Case study',
      '2. Enterprise pitch deck',
    ])
    await waitForText(page, '.resume-link', 'jordan-lee-resume.pdf')
    await page.waitForSelector('#demographics form[aria-label="Demographics"]')
    expect(await value('select[name="ageId"]')).not.toBe('')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(candidate.errors).toEqual([])
  })

  test('the editor fits 375 px and works there', async () => {
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/candidate/profile')
    await page.waitForSelector('#completion-title')
    await page.waitForSelector('#demographics form')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await clickButton(page, 'Add work experience')
    await page.waitForSelector('form[data-form="experience"]')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await app.session.screenshot(page, 'profile-editor-375')
    expect(await seriousA11yViolations(page)).toEqual([])
    await press(page, 'form[data-form="experience"] .editor-actions button.btn-secondary')
    await page.setViewport(DESKTOP)
  })
})
