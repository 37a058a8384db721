/** Settings in chrome.storage.local, always read through the migration. */
import browser from 'webextension-polyfill'
import { migrateSettings, type Settings } from './settings'

const KEY = 'settings'

export async function readSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(KEY)
  return migrateSettings(stored[KEY])
}

export async function writeSettings(change: Partial<Omit<Settings, 'version'>>): Promise<Settings> {
  const next = { ...(await readSettings()), ...change }
  await browser.storage.local.set({ [KEY]: next })
  return next
}
