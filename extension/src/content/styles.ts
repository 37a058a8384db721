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
.check { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 3px 0; font-size: 13px; color: inherit; }
.check input { width: auto; }
.check.in-job { color: #57606a; }
.job-list { max-height: 240px; overflow: auto; margin: 6px 0; }
.job-list .check { display: grid; grid-template-columns: 16px 1fr; column-gap: 8px; align-items: start; padding: 3px 0; }
.job-list .check input { margin: 2px 0 0; }
.job-list .check .chip { grid-column: 2; justify-self: start; margin-top: 2px; }
.job-list .check[hidden] { display: none; }
.who { display: flex; gap: 10px; align-items: center; }
.who h2 { margin: 0; font-size: 15px; }
.role { margin: 2px 0 0; color: #1b1f24; }
.avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; background: #ddf4ff; color: #0a3069;
  display: inline-flex; align-items: center; justify-content: center; font-weight: 600; }
.chips { display: flex; flex-wrap: wrap; gap: 4px; margin: 8px 0 4px; }
.chip { display: inline-block; font-size: 12px; line-height: 18px; padding: 0 8px; border-radius: 9px;
  background: #eaeef2; color: #24292f; }
.chip.info { background: #ddf4ff; color: #0a3069; }
.chip.success { background: #dafbe1; color: #0f5d2e; }
.chip.warning { background: #fff8c5; color: #6b4a00; }
.chip.danger { background: #ffebe9; color: #8a1c1c; }
ul.jobs { list-style: none; padding: 0; margin: 8px 0; }
ul.jobs li { padding: 5px 0; border-top: 1px solid #eaeef2; }
ul.jobs .job { display: block; }
section:empty { display: none; }
`
