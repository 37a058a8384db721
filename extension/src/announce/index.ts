/**
 * On the Quota web app only (the configured Quota origin, registered by the background worker):
 * tells the page the extension is installed, the "browser condition" of the web app's statistics
 * prompt (000 §6). An attribute and an event, nothing else: no messages, no session, no tokens.
 */
declare const chrome: { runtime: { getManifest(): { version: string } } }

document.documentElement.setAttribute('data-quota-extension', chrome.runtime.getManifest().version)
window.dispatchEvent(new CustomEvent('quota:extension'))
