import { WIDGET_CSS } from '../styles/widget-css'

/**
 * Puts the stylesheet in a widget's shadow root: a constructed stylesheet where the browser has
 * them (no inline <style>, so a strict style-src CSP is satisfied), else a <style> carrying the
 * page's nonce.
 */
export function adoptStyles(root: ShadowRoot, nonce: string | null): void {
  try {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(WIDGET_CSS)
    root.adoptedStyleSheets = [sheet]
  } catch {
    const style = document.createElement('style')
    if (nonce) style.nonce = nonce
    style.textContent = WIDGET_CSS
    root.appendChild(style)
  }
}
