/**
 * The MV3 manifest. Host permissions: the professional-network site (its script is registered at
 * run time by the background worker, background/profile-script.ts) and a local Quota API; any other
 * Quota API origin is granted at run time from the options page (optional host permissions), so
 * the extension never reaches further than it is pointed. No resource is web-accessible
 * (vite.config.ts removes what the build would add): no page can tell the extension is installed
 * by fetching its files.
 */
import { defineManifest } from '@crxjs/vite-plugin'
import pkg from './package.json' with { type: 'json' }

export default defineManifest({
  manifest_version: 3,
  name: 'Quota for recruiters',
  description: 'See, add, shortlist and pitch the profile you are looking at, in Quota. Acts only when you click.',
  version: pkg.version,
  action: { default_popup: 'src/popup/index.html', default_title: 'Quota' },
  options_page: 'src/options/index.html',
  background: { service_worker: 'src/background/index.ts', type: 'module' },
  permissions: ['storage', 'scripting'],
  host_permissions: ['https://www.linkedin.com/*', 'http://localhost/*', 'http://127.0.0.1/*'],
  optional_host_permissions: ['https://*/*', 'http://*/*'],
})
