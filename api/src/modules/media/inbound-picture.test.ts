/** POST files/upload-inbound-picture through the app: who may, which files, and the public form configuration using it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { jpegBytes, pngBytes } from '../../testing/image-bytes'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
}, 240_000)
afterAll(() => t.close())

const upload = (bytes: Uint8Array, name: string, headers: Record<string, string>) => {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return t.request('/api/files/upload-inbound-picture', { method: 'POST', body: form, headers })
}

describe('POST files/upload-inbound-picture', () => {
  it('takes a jpg or png up to 1 MB from an administrator and the campaign shows it', async () => {
    const png = await upload(pngBytes(40, 30), 'hero.png', admin.headers)
    expect(png.status, await png.clone().text()).toBe(200)
    const media = (await png.json()).data
    expect(media).toMatchObject({ kind: 'inboundPicture', mimeType: 'image/png' })
    expect((await upload(jpegBytes(40, 30), 'hero.jpeg', admin.headers)).status).toBe(200)

    const created = await t.request('/api/configurations/inbound-form', {
      method: 'POST',
      json: {
        configurationType: 'apply',
        displayName: 'Spring campaign',
        title: 'Join us',
        pictureMediaId: media.id,
        useDefaultImage: false,
      },
      headers: admin.headers,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const listed = (await (await t.request('/api/configurations/inbound-form?configurationType=apply')).json()).data
    const config = listed.find((c: { displayName: string }) => c.displayName === 'Spring campaign')
    expect(config).toMatchObject({ picture: media.id, useDefaultImage: false, title: 'Join us' })
    expect(config.fullPictureUrl).toContain(media.id)
  })

  it('refuses other types (415), more than 1 MB (413), empty files, and non-administrators (403)', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
    expect((await upload(pdf, 'hero.png', admin.headers)).status).toBe(415)
    expect((await upload(pngBytes(10, 10), 'hero.gif', admin.headers)).status).toBe(415)
    const big = pngBytes(10, 10, 1024 * 1024 + 1)
    expect((await upload(big, 'big.png', admin.headers)).status).toBe(413)
    expect((await upload(new Uint8Array(), 'empty.png', admin.headers)).status).toBe(422)
    const recruiter = await createSignedInUser(t)
    expect((await upload(pngBytes(10, 10), 'hero.png', recruiter.headers)).status).toBe(403)
    expect((await upload(pngBytes(10, 10), 'hero.png', {})).status).toBe(401)
  })
})
