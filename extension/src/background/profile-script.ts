/**
 * Registers the profile-site script (content/overlay-main.ts, built as one self-contained file) on the
 * professional-network site. Registered here rather than listed in the manifest so that nothing
 * of the extension is web-accessible: a manifest content script is loaded through a small loader
 * that imports its modules from the extension's own URLs, which the site would then be able to
 * fetch, and so tell that Quota is installed. The site's host permission is in the manifest.
 */
/// <reference types="@crxjs/vite-plugin/client" />
import browser from 'webextension-polyfill'
// crxjs builds it as a plain script and answers its file name
import profileFile from '../content/overlay-main.ts?script&iife'

const ID = 'quota-profile'
export const PROFILE_SITE_MATCHES = ['https://www.linkedin.com/*']

export async function registerProfileScript() {
  const known = await browser.scripting.getRegisteredContentScripts({ ids: [ID] })
  if (known.some((script) => script.js?.includes(profileFile))) return
  if (known.length) await browser.scripting.unregisterContentScripts({ ids: [ID] })
  await browser.scripting.registerContentScripts([
    { id: ID, matches: PROFILE_SITE_MATCHES, js: [profileFile], runAt: 'document_idle', persistAcrossSessions: true },
  ])
}
