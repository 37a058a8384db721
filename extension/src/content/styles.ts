/** The overlay's own styles, inside its shadow root: the page's CSS cannot reach them, nor ours the page. */
export const STYLES = `
:host { all: initial; }
.panel { position: fixed; top: 64px; right: 16px; width: 340px; max-height: calc(100vh - 96px); overflow: auto;
  z-index: 2147483646; background: #fff; color: #1b1f24; border: 1px solid #d0d7de; border-radius: 10px;
  box-shadow: 0 8px 24px rgba(0,0,0,.18); font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
.head { display: flex; align-items: center; justify-content: space-between; padding: 10px 14px; border-bottom: 1px solid #eaeef2; }
.head strong { font-size: 15px; }
section { padding: 10px 14px; border-bottom: 1px solid #eaeef2; }
section:last-child { border-bottom: 0; }
h2 { font-size: 14px; margin: 0 0 6px; }
p { margin: 4px 0; }
.muted { color: #57606a; }
.warn { color: #8a1c1c; background: #fff1f0; border-radius: 6px; padding: 6px 8px; margin: 6px 0; }
.ok { color: #0f5d2e; }
.error { color: #8a1c1c; }
ul { margin: 4px 0; padding-left: 18px; }
label { display: block; margin: 6px 0 2px; font-size: 12px; color: #57606a; }
input, textarea, select { box-sizing: border-box; width: 100%; font: inherit; padding: 5px 7px; border: 1px solid #d0d7de; border-radius: 6px; }
textarea { min-height: 110px; resize: vertical; }
button { font: inherit; padding: 5px 11px; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; margin: 6px 6px 0 0; }
button.primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
button:disabled { opacity: .55; cursor: default; }
button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible, a:focus-visible { outline: 2px solid #1f6feb; outline-offset: 1px; }
.close { border: 0; background: transparent; font-size: 18px; margin: 0; padding: 2px 6px; }
.launcher { position: fixed; right: 16px; bottom: 16px; z-index: 2147483646; background: #1f6feb; color: #fff; border: 0;
  border-radius: 18px; padding: 8px 14px; font: 600 13px system-ui, sans-serif; }
a { color: #0969da; }
.check { display: flex; gap: 6px; align-items: center; margin: 3px 0; font-size: 13px; color: inherit; }
.check input { width: auto; }
`
