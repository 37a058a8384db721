/**
 * Registers the announcement script (announce/index.ts) on the configured Quota origin only, again
 * whenever the options change it. The origin's host permission is the one the options page asked for.
 */
/// <reference types="@crxjs/vite-plugin/client" />
import browser from 'webextension-polyfill'
// crxjs builds it as a plain script and answers its file name
import announceFile from '../announce/index.ts?script&iife'
import { readSettings } from '../storage/store'

const ID = 'quota-announce'

export async function registerAnnouncement() {
  const { apiOrigin } = await readSettings()
  const matches = [`${apiOrigin}/*`]
  const known = await browser.scripting.getRegisteredContentScripts({ ids: [ID] })
  if (known.length) await browser.scripting.unregisterContentScripts({ ids: [ID] })
  if (!(await browser.permissions.contains({ origins: matches }))) return
  await browser.scripting.registerContentScripts([
    { id: ID, matches, js: [announceFile], runAt: 'document_start', persistAcrossSessions: true },
  ])
}
