/**
 * The administration screens besides users, in Chromium against the real API (own server, own
 * data), signed in as the demo administrator: Lists (add, duplicate messages, reorder,
 * deactivate, position aliases and blacklisted words), Features (a flag on and off, an
 * organization's own setting), Configurations (settings, a template edited with its live
 * preview per segment, inbound forms), Reports (user feedback sent by a recruiter, triaged; the
 * client executive report). A recruiter cannot reach them. axe-core, 375 px and screenshots.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  clickNavLink,
  dialog,
  fieldErrors,
  fill,
  focusInDialog,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForFocus,
  waitForNoDialog,
  waitForText,
} from './app'
import { MOBILE, waitForTitle, waitForUrl } from './browser'

interface Value {
  id: string
  value: string
  isActive: boolean
  sortOrder: number
}
interface Flag {
  key: string
  isEnabledGlobally: boolean
  organizations: { organizationId: string; name: string; isEnabled: boolean }[]
}
interface Template {
  id: string
  bodyHtml: string
  segment: string
}

/** The button whose aria-label or text is exactly `label` (the last one: dialogs come last). */
async function press(page: Page, label: string) {
  const selector = `xpath/.//button[@aria-label=${JSON.stringify(label)} or (not(@aria-label) and normalize-space()=${JSON.stringify(label)})]`
  await page.waitForSelector(selector)
  const all = await page.$$(selector)
  // with the keyboard: a toast over the button cannot take the click
  await all[all.length - 1]!.focus()
  await page.keyboard.press('Enter')
}

/** A 1 x 1 PNG (the API checks an upload's type by its bytes). */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** axe-core once running animations (a toast fading in) are over: half-faded text fails contrast. */
async function axe(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5_000 })
    .catch(() => {})
  return seriousA11yViolations(page)
}

const ADMIN_ROUTES = [
  '/admin/lists',
  '/admin/users',
  '/admin/features',
  '/admin/configurations',
  '/admin/reports',
  '/admin/search',
]

async function waitForCount(page: Page, noun: RegExp) {
  await page.waitForFunction(
    (source: string) => new RegExp(source).test(document.querySelector('.list-count')?.textContent?.trim() ?? ''),
    { timeout: 15_000 },
    noun.source,
  )
}

async function values(page: Page, key: string): Promise<Value[]> {
  const { body } = await api<{ data: Value[] }>(
    page,
    'GET',
    `/manage-lists/list-of-values?key=${key}&includeInactive=true`,
  )
  return body.data
}

const srcdoc = (page: Page) =>
  page.$eval('iframe.preview-body', (f) => (f as HTMLIFrameElement).getAttribute('srcdoc') ?? '').catch(() => '')

async function waitForPreview(page: Page, text: string) {
  await page
    .waitForFunction(
      (t: string) => (document.querySelector('iframe.preview-body')?.getAttribute('srcdoc') ?? '').includes(t),
      { timeout: 15_000 },
      text,
    )
    .catch(async () => {
      throw new Error(`The preview never showed "${text}"; it shows ${await srcdoc(page)}`)
    })
}

describe('administration screens (real API)', () => {
  let admin: UserTab
  let recruiter: UserTab

  const app = useApp(async ({ session }) => {
    ;[admin, recruiter] = await Promise.all([
      signInAs(session, 'admin', '/admin/lists'),
      signInAs(session, 'recruiter', '/candidate/list'),
    ])
  })

  test('the navigation offers every admin screen to the administrator', async () => {
    const page = admin.page
    await waitForTitle(page, 'Lists | Quota')
    const hrefs = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
    for (const route of ADMIN_ROUTES) expect(hrefs).toContain(route)
    await clickNavLink(page, '/admin/features')
    await waitForTitle(page, 'Features | Quota')
    await clickNavLink(page, '/admin/configurations')
    await waitForTitle(page, 'Configurations | Quota')
    await clickNavLink(page, '/admin/reports')
    await waitForTitle(page, 'Reports | Quota')
  })

  test('lists: add a value, duplicate messages, reorder, rename with the keyboard, deactivate', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/lists?key=skill')
    await waitForCount(page, /^\d+ values?$/)
    expect(await page.$eval('select[name="listKey"]', (s) => (s as HTMLSelectElement).value)).toBe('skill')

    // Add a value: it shows at the end of the list and the API has it.
    await fill(page, 'input[name="newValue"]', 'Forecast Hygiene')
    await press(page, 'Add value')
    await waitForText(page, '.toast', 'Forecast Hygiene was added to Skill.')
    await waitForText(page, 'tbody th', 'Forecast Hygiene')
    const skills = await values(page, 'skill')
    const added = skills.find((v) => v.value === 'Forecast Hygiene')!
    expect(added.isActive).toBe(true)
    expect(await page.$eval('input[name="newValue"]', (i) => (i as HTMLInputElement).value)).toBe('')

    // The same value again (other case): refused before the call.
    await fill(page, 'input[name="newValue"]', 'forecast hygiene')
    await press(page, 'Add value')
    expect(await fieldErrors(page, '.lov-add')).toEqual({ newValue: 'This value already exists in the list' })
    // A value someone else added meanwhile: the API refuses it with the same message.
    const other = await api(page, 'POST', '/manage-lists/list-of-values', { key: 'skill', value: 'Pipeline Math' })
    expect(other.status).toBe(201)
    await fill(page, 'input[name="newValue"]', 'Pipeline Math')
    await press(page, 'Add value')
    await waitForText(page, '.lov-add .field-error', 'This value already exists in the list')

    // Move the new value up: the API has the new order.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await waitForCount(page, /^\d+ values?$/)
    // The list shows 100 values at first; the new one is further down.
    while (!(await page.$(`tr[data-value-id="${added.id}"]`))) await press(page, 'Show more')
    const before = (await values(page, 'skill')).filter((v) => v.isActive).map((v) => v.id)
    const at = before.indexOf(added.id)
    await press(page, 'Move Forecast Hygiene up')
    await waitForText(page, '.toast', 'Forecast Hygiene moved up.')
    const after = (await values(page, 'skill')).sort((a, b) => a.sortOrder - b.sortOrder).filter((v) => v.isActive)
    expect(after.map((v) => v.id).indexOf(added.id)).toBe(at - 1)
    expect(after.map((v) => v.id).indexOf(before[at - 1]!)).toBe(at)

    // Rename in a dialog with the keyboard: focus inside, Escape closes and gives focus back.
    await page.focus('button[aria-label="Rename Forecast Hygiene"]')
    await page.keyboard.press('Enter')
    await dialog(page)
    expect(await focusInDialog(page)).toBe(true)
    await waitForFocus(page, '[role="dialog"] [name="value"]')
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await waitForNoDialog(page)
    await waitForFocus(page, 'button[aria-label="Rename Forecast Hygiene"]')
    await page.keyboard.press('Enter')
    await dialog(page)
    await fill(page, '[role="dialog"] input[name="value"]', 'Pipeline math')
    await page.keyboard.press('Enter')
    await waitForText(page, '[role="dialog"] .field-error', 'This value already exists in the list')
    await fill(page, '[role="dialog"] input[name="value"]', 'Forecast Discipline')
    await page.keyboard.press('Enter')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Forecast Hygiene was renamed to Forecast Discipline.')
    expect((await values(page, 'skill')).find((v) => v.id === added.id)?.value).toBe('Forecast Discipline')

    // Deactivate: it leaves the list until the deactivated values are shown.
    await press(page, 'Deactivate Forecast Discipline')
    await dialog(page)
    await page.click('xpath/.//div[@role="dialog"]//button[normalize-space()="Deactivate"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Forecast Discipline was deactivated.')
    expect((await values(page, 'skill')).find((v) => v.id === added.id)?.isActive).toBe(false)
    expect(await page.$(`tr[data-value-id="${added.id}"]`)).toBeNull()
    await page.click('input[name="showInactive"]')
    await waitForText(page, `tr[data-value-id="${added.id}"] .badge`, 'Inactive')
    await press(page, 'Reactivate Forecast Discipline')
    await waitForText(page, `tr[data-value-id="${added.id}"] .badge`, 'Active')

    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-lists')
  })

  test('lists: position aliases, blacklisted words and the recommended position', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/lists?key=position')
    await waitForCount(page, /^\d+ values?$/)
    // Positions sit under a category.
    expect(await page.$('select[name="parentId"]')).not.toBeNull()
    const first = await page.$eval('tbody tr:first-child th .lov-value', (e) => e.textContent ?? '')
    await press(page, `Aliases and blacklisted words of ${first}`)
    await dialog(page)
    await page.waitForSelector('[role="dialog"] input[name="alias"]')

    await fill(page, '[role="dialog"] input[name="alias"]', 'Closer Extraordinaire')
    await page.keyboard.press('Enter')
    await waitForText(page, '[role="dialog"] .chip', 'Closer Extraordinaire')
    await fill(page, '[role="dialog"] input[name="alias"]', 'closer extraordinaire')
    await page.keyboard.press('Enter')
    await waitForText(page, '[role="dialog"] .field-error', 'Position Alias already exists')

    await fill(page, '[role="dialog"] input[name="blacklistedWord"]', 'Intern')
    await page.keyboard.press('Enter')
    await waitForText(page, '[role="dialog"] .chip', 'Intern')
    await fill(page, '[role="dialog"] input[name="blacklistedWord"]', 'intern')
    await page.keyboard.press('Enter')
    await waitForText(page, '[role="dialog"] .field-error', 'Position Blacklisted Word already exists')

    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] select[name="recommendedPositionId"]')?.children.length ?? 0) > 1,
    )
    const target = await page.$eval(
      '[role="dialog"] select[name="recommendedPositionId"] option:nth-child(2)',
      (o) => (o as HTMLOptionElement).value,
    )
    await page.select('[role="dialog"] select[name="recommendedPositionId"]', target)
    await page.click('xpath/.//div[@role="dialog"]//button[normalize-space()="Set"]')
    await waitForText(page, '.toast', 'The recommended position was set.')
    await page.click('xpath/.//div[@role="dialog"]//button[normalize-space()="Set"]')
    await waitForText(page, '[role="dialog"] .field-error', 'Recommended Position is already set')

    const positionId = await page.$eval('tbody tr:first-child', (r) => r.getAttribute('data-value-id'))
    const { body } = await api<{
      data: { aliases: { term: string }[]; blacklistedWords: { term: string }[]; recommendedPositionId: string }
    }>(page, 'GET', `/manage-lists/positions/${positionId}/mappings`)
    expect(body.data.aliases.map((a) => a.term)).toContain('Closer Extraordinaire')
    expect(body.data.blacklistedWords.map((a) => a.term)).toContain('Intern')
    expect(body.data.recommendedPositionId).toBe(target)

    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-lists-position-aliases')
    // Removing an alias.
    await press(page, 'Remove alias Closer Extraordinaire')
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="dialog"] .chip > span:first-child')].some(
          (c) => c.textContent === 'Closer Extraordinaire',
        ),
    )
    await page.keyboard.press('Escape')
    await waitForNoDialog(page)
  })

  test('features: a flag on and off for everyone and for one organization', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/features')
    await page.waitForSelector('[data-flag="compEngine"] input[role="switch"]')
    const flags = async () =>
      (await api<{ data: Flag[] }>(page, 'GET', '/manage-feature-configs/feature-flags')).body.data
    const before = (await flags()).find((f) => f.key === 'compEngine')!
    const toggle = '[data-flag="compEngine"] input[role="switch"]'
    expect(await page.$eval(toggle, (i) => (i as HTMLInputElement).checked)).toBe(before.isEnabledGlobally)

    await page.click(toggle)
    await waitForText(
      page,
      '.toast',
      `Compensation engine is now ${before.isEnabledGlobally ? 'off' : 'on'} for everyone.`,
    )
    expect((await flags()).find((f) => f.key === 'compEngine')!.isEnabledGlobally).toBe(!before.isEnabledGlobally)
    await page.waitForFunction((s: string) => !(document.querySelector(s) as HTMLInputElement).disabled, {}, toggle)
    await page.click(toggle)
    await page.waitForFunction(
      (s: string, on: boolean) => (document.querySelector(s) as HTMLInputElement).checked === on,
      {},
      toggle,
      before.isEnabledGlobally,
    )
    await page.waitForFunction((s: string) => !(document.querySelector(s) as HTMLInputElement).disabled, {}, toggle)
    expect((await flags()).find((f) => f.key === 'compEngine')!.isEnabledGlobally).toBe(before.isEnabledGlobally)

    // One organization's own setting.
    const select = '[data-flag="marketMapping"] select[name="organizationId"]'
    await page.waitForFunction((s: string) => (document.querySelector(s)?.children.length ?? 0) > 1, {}, select)
    const orgId = await page.$eval(`${select} option:nth-child(2)`, (o) => (o as HTMLOptionElement).value)
    await page.select(select, orgId)
    await page.select('[data-flag="marketMapping"] select[name="organizationState"]', 'off')
    await page.click('xpath/.//*[@data-flag="marketMapping"]//button[normalize-space()="Add organization"]')
    await waitForText(page, '[data-flag="marketMapping"] .target-row .badge', 'Off')
    const market = (await flags()).find((f) => f.key === 'marketMapping')!
    expect(market.organizations).toEqual([expect.objectContaining({ organizationId: orgId, isEnabled: false })])

    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-features')
  })

  test('configurations: a setting, a template edited with its preview per segment, an inbound form', async () => {
    const page = admin.page
    // Settings and links
    await goto(app.session, page, '/admin/configurations')
    await page.waitForSelector('xpath/.//button[normalize-space()="Add configuration"]')
    await press(page, 'Add configuration')
    await dialog(page)
    await page.type('[role="dialog"] input[name="key"]', 'e2e.maxUploadMb')
    await page.type('[role="dialog"] input[name="displayName"]', 'Largest upload (MB)')
    await page.type('[role="dialog"] textarea[name="value"]', '{"mb": ')
    await page.click('[role="dialog"] button[type="submit"]')
    expect((await fieldErrors(page)).value).toBe('This is not valid JSON.')
    await fill(page, '[role="dialog"] textarea[name="value"]', '50')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, 'tr[data-config-key="e2e.maxUploadMb"]', 'Largest upload (MB)')
    const configs = await api<{ data: { key: string; value: unknown }[] }>(page, 'GET', '/configurations')
    expect(configs.body.data.find((c) => c.key === 'e2e.maxUploadMb')?.value).toBe(50)
    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-configurations')

    // Templates: a Default and an SDR version of one message.
    const created = await api<{ data: Template }>(page, 'POST', '/configurations/templates', {
      key: 'e2ePitch',
      segment: 'default',
      displayName: 'Pitch e-mail',
      subject: 'An opening for {{candidateFirstName}}',
      bodyHtml: '<p>Hello {{candidateFirstName}}, about the {{jobName}} role.</p>',
    })
    expect(created.status).toBe(201)
    const sdr = await api(page, 'POST', '/configurations/templates', {
      key: 'e2ePitch',
      segment: 'sdr',
      displayName: 'Pitch e-mail',
      subject: 'SDR opening',
      bodyHtml: '<p>SDR pitch for the {{jobName}} seat.</p>',
    })
    expect(sdr.status).toBe(201)
    const template = created.body.data
    await page.click('a[href="/admin/configurations?tab=templates"]')
    await page.waitForSelector('select[name="templateId"]')
    await page.select('select[name="templateId"]', template.id)
    await waitForPreview(page, 'Hello Jordan, about the Mid-Market Account Executive role.')
    expect(await page.$eval('[data-preview-subject]', (e) => e.textContent)).toBe('An opening for Jordan')

    // Typing changes the preview (unsaved).
    await fill(page, 'textarea[name="bodyHtml"]', '<p>Hi {{candidateFirstName}}! A new {{jobName}} opening.</p>')
    await waitForPreview(page, 'Hi Jordan! A new Mid-Market Account Executive opening.')
    // SDR has its own template; AE/EAE falls back to this one, as edited, with its own sample job.
    await page.click('.segmented-item[data-segment="sdr"]')
    await waitForPreview(page, 'SDR pitch for the Sales Development Representative seat.')
    await waitForText(page, '.preview-note', 'SDR: its own template.')
    expect(await page.$eval('[data-preview-subject]', (e) => e.textContent)).toBe('SDR opening')
    await page.click('.segmented-item[data-segment="ae"]')
    await waitForPreview(page, 'Hi Jordan! A new Enterprise Account Executive opening.')
    await waitForText(page, '.preview-note', 'AE/EAE has no template of its own: it uses this one, as edited.')
    await page.click('.segmented-item[data-segment="salesLeadership"]')
    await waitForPreview(page, 'Hi Jordan! A new VP of Sales opening.')
    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-configurations-template-preview')

    await press(page, 'Save template')
    await waitForText(page, '.toast', 'Pitch e-mail (Default) was saved.')
    const saved = await api<{ data: Template }>(page, 'GET', `/configurations/templates/${template.id}`)
    expect(saved.body.data.bodyHtml).toBe('<p>Hi {{candidateFirstName}}! A new {{jobName}} opening.</p>')

    // Inbound forms
    await page.click('a[href="/admin/configurations?tab=inbound"]')
    await page.waitForSelector('xpath/.//button[normalize-space()="Add form configuration"]')
    await press(page, 'Add form configuration')
    await dialog(page)
    await page.select('[role="dialog"] select[name="configurationType"]', 'hire')
    await page.type('[role="dialog"] input[name="displayName"]', 'Hire with us')
    await page.type('[role="dialog"] input[name="title"]', 'Hiring help is on the way')
    // its own picture: uploaded at once (files/upload-inbound-picture), shown, and kept on save
    const pictures = mkdtempSync(join(tmpdir(), 'quota-inbound-'))
    const picture = join(pictures, 'team.png')
    writeFileSync(picture, Buffer.from(PNG_1X1, 'base64'))
    await (await page.$('[role="dialog"] input[name="picture"]'))!.uploadFile(picture)
    await page.waitForSelector('[role="dialog"] .inbound-picture img')
    expect(
      await page.$eval('[role="dialog"] input[name="useDefaultImage"]', (i) => (i as HTMLInputElement).checked),
    ).toBe(false)
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.inbound-card[data-form-type="hire"] h3', 'Hire with us')
    const forms = await api<{
      data: { configurationType: string; title: string; picture: string | null; useDefaultImage: boolean }[]
    }>(page, 'GET', '/configurations/inbound-form?configurationType=hire')
    const hireForm = forms.body.data.find((f) => f.title === 'Hiring help is on the way')
    expect(hireForm).toMatchObject({ useDefaultImage: false, picture: expect.any(String) })
    expect(await axe(page)).toEqual([])
  })

  test('reports: feedback a recruiter sends is listed, filtered by type and triaged', async () => {
    // The recruiter sends a defect through the shell's feedback form.
    const r = recruiter.page
    await waitForUrl(r, (p) => p.startsWith('/candidate/list'))
    await press(r, 'Feedback')
    await r.waitForSelector('[role="dialog"] form[aria-label="Send feedback"]')
    await r.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(r)).toEqual({
      type: 'Please choose what kind of feedback this is.',
      text: 'Please tell us what happened or what you would like.',
    })
    await r.select('[role="dialog"] select[name="type"]', 'defect')
    await r.type('[role="dialog"] textarea[name="text"]', 'The candidate list forgets my sort after a reload.')
    // The attachment: at most 5 MB, of the accepted types.
    const files = mkdtempSync(join(tmpdir(), 'quota-feedback-'))
    const big = join(files, 'big.png')
    writeFileSync(big, Buffer.alloc(5 * 1024 * 1024 + 1, 1))
    const exe = join(files, 'tool.exe')
    writeFileSync(exe, 'MZ')
    const shot = join(files, 'screenshot.png')
    writeFileSync(shot, Buffer.from(PNG_1X1, 'base64'))
    const input = (await r.$('[role="dialog"] input[name="attachment"]'))!
    await input.uploadFile(big)
    expect((await fieldErrors(r)).attachment).toBe('Attachments may be at most 5 MB.')
    await input.uploadFile(exe)
    expect((await fieldErrors(r)).attachment).toMatch(/^Attach a jpg, jpeg, png, .*pdf.* file\.$/)
    await input.uploadFile(shot)
    await waitForText(r, '[role="dialog"] .field-hint', 'screenshot.png')
    expect(await fieldErrors(r)).toEqual({})
    await r.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(r)
    await waitForText(r, '.toast', 'Thank you! Your feedback was sent.')
    expect((await api(r, 'POST', '/feedback', { type: 'suggestion', text: 'Dark mode, please.' })).status).toBe(201)
    // Not for a recruiter: the feedback list.
    expect((await api(r, 'GET', '/admin/feedback')).status).toBe(403)

    const page = admin.page
    await goto(app.session, page, '/admin/reports')
    await waitForCount(page, /^\d+ items?$/)
    await waitForText(page, '.feedback-item', 'The candidate list forgets my sort after a reload.')
    await waitForText(page, '.feedback-item[data-type="defect"]', 'Jamie Sullivan')
    await waitForText(page, '.feedback-item[data-type="defect"]', '/candidate/list')
    const attachment = await page.$eval('.feedback-item[data-type="defect"] a', (a) => a.getAttribute('href') ?? '')
    expect(await page.evaluate(async (href: string) => (await fetch(href)).status, attachment)).toBe(200)
    await page.select('select[name="feedbackType"]', 'defect')
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('.feedback-item')]
      return items.length > 0 && items.every((i) => i.getAttribute('data-type') === 'defect')
    })
    const id = await page.$eval('.feedback-item[data-type="defect"]', (e) => e.getAttribute('data-feedback-id'))
    await page.select(`.feedback-item[data-feedback-id="${id}"] select`, 'triaged')
    await waitForText(page, '.toast', 'The feedback is now triaged.')
    const { body } = await api<{ data: { id: string; state: string }[] }>(page, 'GET', '/admin/feedback?type=defect')
    expect(body.data.find((f) => f.id === id)?.state).toBe('triaged')
    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-reports-feedback')

    // The client executive report.
    await page.click('a[href="/admin/reports?report=executive"]')
    await page.waitForFunction(() => (document.querySelector('select[name="clientId"]')?.children.length ?? 0) > 1)
    const clientId = await page.$eval(
      'select[name="clientId"] option:nth-child(2)',
      (o) => (o as HTMLOptionElement).value,
    )
    await page.select('select[name="clientId"]', clientId)
    // Provider staff always see a client's report (the clientExecReporting feature is for the client's users).
    await page.select('select[name="isOpenJob"]', 'false')
    await waitForText(page, '.stat-grid', 'Submittals')
    await waitForText(page, '#exec-roles', 'By role')
    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-reports-executive')
  })

  test('search indexes: a rebuild started from the screen is followed to its end', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/search')
    await waitForTitle(page, 'Search indexes | Quota')
    await page.waitForSelector('.search-indexes tr[data-index="jobs"]')
    await press(page, 'Rebuild the jobs index')
    await waitForText(page, '.toast', 'The jobs index is being rebuilt.')
    // the server's own worker runs it: the row follows it to done with the records it wrote
    await page.waitForSelector('.search-indexes tr[data-index="jobs"][data-state="done"]', { timeout: 30_000 })
    const status = await page.$eval('tr[data-index="jobs"] .search-index-status', (td) => td.textContent ?? '')
    const { body } = await api<{ data: { indexType: string; state: string; done: number }[] }>(
      page,
      'GET',
      '/sync-elastic-search/runs',
    )
    const run = body.data.find((r) => r.indexType === 'jobs')!
    expect(run.state).toBe('done')
    expect(run.done).toBeGreaterThan(0)
    expect(status).toMatch(new RegExp(`^Done .*: ${run.done.toLocaleString('en-US')} records$`))
    // the other indexes were not touched
    expect(await page.$eval('tr[data-index="candidates"]', (tr) => tr.getAttribute('data-state'))).toBe('none')
    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'admin-search-indexes')
  })

  test('a record is refreshed in search from its page; a recruiter is not offered it', async () => {
    const page = admin.page
    const found = await api<{ data: { candidateId: string }[] }>(page, 'POST', '/candidates/search?limit=1', {})
    const candidateId = found.body.data[0]!.candidateId
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}`)
    await press(page, 'Refresh in search')
    await waitForText(page, '.toast', 'The candidate is up to date in search.')
    // the recruiter's profile page has no such button (no allow-elastic-search-resync)
    await goto(app.session, recruiter.page, `/candidate/profile?candidateId=${candidateId}`)
    await recruiter.page.waitForSelector('.candidate-profile h1')
    expect(await recruiter.page.$('xpath/.//button[normalize-space()="Refresh in search"]')).toBeNull()
    const refused = await api(recruiter.page, 'POST', `/sync-elastic-search/resync/candidates/${candidateId}`, {})
    expect(refused.status).toBe(403)
  })

  test('a recruiter cannot reach the admin screens and is not offered them', async () => {
    const page = recruiter.page
    await goto(app.session, page, '/candidate/list')
    await page.waitForSelector('#shell-nav a')
    const hrefs = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.filter((h) => h?.startsWith('/admin'))).toEqual([])
    for (const route of ADMIN_ROUTES) {
      await goto(app.session, page, route)
      expect(await waitForUrl(page, (p) => p === '/candidate/list')).toBe('/candidate/list')
    }
    expect((await api(page, 'GET', '/manage-feature-configs/feature-flags')).status).toBe(403)
  })

  test('the admin screens fit 375 px', async () => {
    const page = admin.page
    await page.setViewport(MOBILE)
    try {
      for (const [path, ready, name] of [
        ['/admin/lists?key=position', '.lov-table', 'admin-lists-375'],
        ['/admin/features', '[data-flag="compEngine"]', 'admin-features-375'],
        ['/admin/configurations?tab=templates', 'iframe.preview-body', 'admin-configurations-templates-375'],
        ['/admin/reports', '.feedback-item', 'admin-reports-375'],
      ] as const) {
        await goto(app.session, page, path)
        await page.waitForSelector(ready)
        if (ready.startsWith('iframe')) await waitForPreview(page, 'Jordan')
        expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 })
        expect({ path, violations: await axe(page) }).toEqual({ path, violations: [] })
        await app.session.screenshot(page, name)
      }
    } finally {
      await page.setViewport({ width: 1280, height: 800 })
    }
  })
})
