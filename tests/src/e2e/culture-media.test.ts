/**
 * Culture media in Chromium against the real API (own server, own data). A client recruiter
 * manages its company's media on the company home: uploads real images (with the progress bar),
 * sees them listed with their pictures, reorders them with the keyboard and after a reload finds
 * the new order, edits one (title, description, a thumbnail: a wrong ratio is refused before it
 * is sent), removes one after a confirmation. A recruiter manages the same media on a job's
 * Culture tab; the administrator (no recruiter rights) and a basic client recruiter only look.
 * axe-core and 375 px.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import type { CultureMediaItem } from '@quota/shared/contracts/organizations'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  dialog,
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
import { MOBILE, waitForUrl } from './browser'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real, decodable PNG of one colour (the browser shows it; the API sniffs and sizes it). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const SECTION = 'section[aria-label="Culture media"]'
const ADD_FORM = 'form[data-form="culture-media-add"]'
const ITEMS = `${SECTION} li[data-culture-id]`

/** The button whose aria-label or text is exactly `label` (the last one: dialogs come last), pressed with the keyboard. */
async function press(page: Page, label: string) {
  const quoted = JSON.stringify(label)
  const selector = `xpath/.//button[(@aria-label=${quoted} or (not(@aria-label) and normalize-space()=${quoted})) and not(@disabled)]`
  await page.waitForSelector(selector)
  const all = await page.$$(selector)
  await all[all.length - 1]!.focus()
  await page.keyboard.press('Enter')
}

/** The listed items' names, in order. */
const listed = (page: Page) =>
  page.$$eval(`${ITEMS} .culture-media-name`, (els) => els.map((e) => e.textContent?.trim()))

/** The buttons inside the culture media section. */
const sectionButtons = (page: Page) =>
  page.$$eval(`${SECTION} button`, (els) => els.map((b) => b.textContent?.replace(/\s+/g, ' ').trim()))

async function axe(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5_000 })
    .catch(() => {})
  return seriousA11yViolations(page)
}

describe('culture media (real API)', () => {
  let client: UserTab
  let recruiter: UserTab
  let admin: UserTab
  let basic: UserTab
  let organizationId: string
  let jobId: string
  const files = mkdtempSync(join(tmpdir(), 'quota-culture-'))
  const app = useApp(async ({ session }) => {
    writeFileSync(join(files, 'team-offsite.png'), png(320, 180, [31, 58, 138]))
    writeFileSync(join(files, 'office.png'), png(200, 200, [15, 118, 110]))
    writeFileSync(join(files, 'office-thumb.png'), png(160, 90, [180, 83, 9]))
    writeFileSync(join(files, 'four-three.png'), png(400, 300, [126, 34, 206]))
    writeFileSync(join(files, 'notes.gif'), Buffer.from('GIF89a'))
    client = await signInAs(session, 'client', '/company-home')
    recruiter = await signInAs(session, 'recruiter', '/candidate/list')
    admin = await signInAs(session, 'admin', '/admin/lists')
    basic = await signInAs(session, 'basic', '/comp-engine')
    const me = await api<{ data: { organizationId: string } }>(client.page, 'GET', '/users/me')
    organizationId = me.body.data.organizationId
    const jobs = await api<{ data: { id: string }[] }>(client.page, 'POST', '/jobs/list?limit=5', {})
    jobId = jobs.body.data[0]!.id
  })

  const saved = async () =>
    (await api<{ data: CultureMediaItem[] }>(client.page, 'GET', `/organizations/${organizationId}/culture-media`)).body
      .data

  async function upload(page: Page, input: string, file: string) {
    const picker = await page.waitForSelector(input)
    await (picker as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(join(files, file))
  }

  async function addImage(page: Page, file: string, title: string) {
    await upload(page, `${ADD_FORM} input[name="cultureFile"]`, file)
    await waitForText(page, `${ADD_FORM} [role="status"]`, `${file}: Upload complete`)
    expect(await page.$eval(`${ADD_FORM} [role="progressbar"]`, (p) => p.getAttribute('aria-valuenow'))).toBe('100')
    await fill(page, `${ADD_FORM} input[name="title"]`, title)
    await press(page, 'Add to culture media')
    await waitForText(page, `${ITEMS} .culture-media-name`, title)
  }

  test('a client recruiter uploads images and sees them with their pictures', async () => {
    const page = client.page
    await goto(app.session, page, '/company-home')
    await waitForText(page, `${SECTION} .empty-state`, 'No culture media yet.')
    expect(await axe(page)).toEqual([])

    // refused before sending: a type the rules do not take
    await upload(page, `${ADD_FORM} input[name="cultureFile"]`, 'notes.gif')
    await waitForText(page, `${ADD_FORM} .field-error`, 'This file type is not allowed. Allowed: jpg, jpeg, png')
    // adding without a file says what is missing
    await press(page, 'Add to culture media')
    await waitForText(page, `${ADD_FORM} .field-error`, 'Upload the file first.')

    await addImage(page, 'team-offsite.png', 'Team offsite')
    await addImage(page, 'office.png', 'Office')
    expect(await listed(page)).toEqual(['Team offsite', 'Office'])
    // the pictures are the uploaded images, shown by the browser (once each has loaded)
    await page.waitForFunction(
      (s: string) => [...document.querySelectorAll<HTMLImageElement>(s)].every((i) => i.complete),
      {},
      `${ITEMS} img[data-thumbnail]`,
    )
    const pictures = await page.$$eval(`${ITEMS} img[data-thumbnail]`, (imgs) =>
      imgs.map((i) => ({ width: (i as HTMLImageElement).naturalWidth, alt: i.getAttribute('alt') })),
    )
    expect(pictures).toEqual([
      { width: 320, alt: 'Team offsite' },
      { width: 200, alt: 'Office' },
    ])
    expect((await saved()).map((i) => [i.type, i.title])).toEqual([
      ['image', 'Team offsite'],
      ['image', 'Office'],
    ])
    expect(await axe(page)).toEqual([])
  })

  test('a link is previewed through the API; one it may not fetch is refused under the field', async () => {
    const page = client.page
    const link = 'http://127.0.0.1/about-us'
    const { status, body } = await api<{ error: { message: string; details?: { message: string }[] } }>(
      page,
      'GET',
      `/organizations/culture-media/meta?url=${encodeURIComponent(link)}`,
    )
    expect(status).toBe(422)
    await press(page, 'Add a link')
    await fill(page, `${ADD_FORM} input[name="url"]`, link)
    const asked = page.waitForResponse((r) => r.url().includes('/api/organizations/culture-media/meta?url='))
    await press(page, 'Preview')
    expect((await asked).status()).toBe(422)
    await waitForText(page, `${ADD_FORM} .field-error`, body.error.details?.[0]?.message ?? body.error.message)
    expect(await page.$(`${ADD_FORM} [data-preview="link"]`)).toBeNull()
    expect(await saved()).toHaveLength(2)
    await press(page, 'Upload a file')
  })

  test('reordering with the keyboard is saved and survives a reload', async () => {
    const page = client.page
    await press(page, 'Move up: Office')
    await page.waitForFunction(
      (s: string) => document.querySelector(s)?.textContent?.includes('Office'),
      {},
      `${ITEMS}:first-child .culture-media-name`,
    )
    // the focus stays on the moved item (at the top its Move up is off, so on Move down)
    // (the focus moves once the order is saved: until then it is on the pressed button)
    await page
      .waitForFunction(
        () =>
          document.activeElement
            ?.closest('li')
            ?.querySelector('.culture-media-name')
            ?.textContent?.includes('Office') && document.activeElement?.getAttribute('data-move') === 'down',
      )
      .catch(async () => {
        const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))
        throw new Error(`The focus did not move to Office's Move down; it is on ${at}`)
      })
    expect((await saved()).map((i) => i.title)).toEqual(['Office', 'Team offsite'])
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.waitForSelector(ITEMS)
    expect(await listed(page)).toEqual(['Office', 'Team offsite'])
  })

  test('editing the title, description and thumbnail', async () => {
    const page = client.page
    await press(page, 'Edit Office')
    const form = 'form[data-form="culture-media-edit"]'
    await page.waitForSelector(form)
    // a thumbnail must be 16:9 or square: refused before it is sent
    await upload(page, `${form} input[name="cultureMediaThumbnail"]`, 'four-three.png')
    await waitForText(page, `${form} .field-error`, 'Thumbnails must have a 16:9 or square (1:1) ratio')
    await upload(page, `${form} input[name="cultureMediaThumbnail"]`, 'office-thumb.png')
    await waitForText(page, `${form} [role="status"]`, 'office-thumb.png: Upload complete')
    await fill(page, `${form} input[name="title"]`, 'Office tour')
    await fill(page, `${form} textarea[name="description"]`, 'Our Austin office.')
    await press(page, 'Save')
    await page.waitForSelector(form, { hidden: true })
    await waitForText(page, `${ITEMS} .culture-media-name`, 'Office tour')
    await waitForText(page, `${ITEMS} p`, 'Our Austin office.')
    const [first] = await saved()
    expect([first!.title, first!.description]).toEqual(['Office tour', 'Our Austin office.'])
    expect(first!.thumbnailUrl).toMatch(new RegExp(`/organizations/${organizationId}/media/`))
    // the picture is now the thumbnail
    await page.waitForFunction(
      (s: string) => (document.querySelector(s) as HTMLImageElement | null)?.naturalWidth === 160,
      {},
      `${ITEMS}:first-child img[data-thumbnail]`,
    )
  })

  test('a recruiter manages the same media on a job’s Culture tab; the administrator only looks', async () => {
    await goto(app.session, recruiter.page, `/job/${jobId}/details?tab=culture`)
    await waitForText(recruiter.page, `${ITEMS} .culture-media-name`, 'Office tour')
    expect(await listed(recruiter.page)).toEqual(['Office tour', 'Team offsite'])
    expect(await sectionButtons(recruiter.page)).toEqual(
      expect.arrayContaining(['Move down: Office tour', 'Edit Office tour', 'Remove Office tour', 'Upload a file']),
    )
    expect(await axe(recruiter.page)).toEqual([])

    await goto(app.session, admin.page, `/job/${jobId}/details?tab=culture`)
    await waitForText(admin.page, `${ITEMS} .culture-media-name`, 'Office tour')
    expect(await sectionButtons(admin.page)).toEqual([])
    expect(await admin.page.$(ADD_FORM)).toBeNull()
    // the API agrees
    const refused = await api(admin.page, 'PUT', `/organizations/${organizationId}/culture-media/order`, {
      ids: (await saved()).map((i) => i.id).reverse(),
    })
    expect(refused.status).toBe(403)
  })

  test('a basic client recruiter does not reach the company page (sent home, no media section)', async () => {
    const page = basic.page
    await goto(app.session, page, '/company-home')
    await waitForUrl(page, (p) => !p.startsWith('/company-home'))
    expect(await page.$('section[aria-label="Culture media"]')).toBeNull()
    expect(await page.$(ADD_FORM)).toBeNull()
  })

  test('removing an item asks first', async () => {
    const page = client.page
    await goto(app.session, page, '/company-home')
    await page.waitForSelector(ITEMS)
    await press(page, 'Remove Team offsite')
    expect(await (await dialog(page)).evaluate((d) => d.textContent)).toContain('Team offsite will be removed')
    await press(page, 'Cancel')
    await waitForNoDialog(page)
    expect(await saved()).toHaveLength(2)

    await press(page, 'Remove Team offsite')
    await dialog(page)
    await press(page, 'Remove')
    await waitForNoDialog(page)
    await page.waitForFunction((s: string) => document.querySelectorAll(s).length === 1, {}, ITEMS)
    expect(await listed(page)).toEqual(['Office tour'])
    expect((await saved()).map((i) => i.title)).toEqual(['Office tour'])
  })

  test('fits 375 px', async () => {
    const page = client.page
    await page.setViewport(MOBILE)
    try {
      await goto(app.session, page, '/company-home')
      await page.waitForSelector(ITEMS)
      expect(await horizontalOverflow(page)).toBe(0)
      expect(await axe(page)).toEqual([])
      await app.session.screenshot(page, 'culture-media-375')
    } finally {
      await page.setViewport({ width: 1280, height: 800 })
    }
  })
})
