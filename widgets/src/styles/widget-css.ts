/**
 * The widgets' one stylesheet. Theming is only through these CSS custom properties, set on the
 * element or any ancestor on the host page (custom properties cross the shadow boundary):
 *
 *   --quota-font-family   --quota-font-size      --quota-radius        --quota-max-width
 *   --quota-color-text    --quota-color-muted    --quota-color-background
 *   --quota-color-primary --quota-color-on-primary --quota-color-border
 *   --quota-color-error   --quota-color-success  --quota-color-focus
 *
 * `.q-root { all: initial }` stops the host page's inherited styles (a global reset, `*{all:unset}`
 * on the host, odd fonts) at the shadow root; custom properties are untouched by `all`.
 */
export const THEME_PROPERTIES = [
  '--quota-font-family',
  '--quota-font-size',
  '--quota-radius',
  '--quota-max-width',
  '--quota-color-text',
  '--quota-color-muted',
  '--quota-color-background',
  '--quota-color-primary',
  '--quota-color-on-primary',
  '--quota-color-border',
  '--quota-color-error',
  '--quota-color-success',
  '--quota-color-focus',
] as const

export const WIDGET_CSS = `
:host{display:block!important;contain:content}
:host([hidden]){display:none!important}
.q-root{all:initial;display:block;box-sizing:border-box;max-width:var(--quota-max-width,560px);
font-family:var(--quota-font-family,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);
font-size:var(--quota-font-size,16px);line-height:1.45;color:var(--quota-color-text,#1f2933);
background:var(--quota-color-background,#fff);border:1px solid var(--quota-color-border,#d5d9e0);
border-radius:var(--quota-radius,8px);padding:1.25em}
/* the reset weighs nothing (:where), so every element rule below wins over it: a button keeps
   its on-primary text colour instead of inheriting the dark body text (1.19:1 before) */
:where(.q-root) *,:where(.q-root) *::before,:where(.q-root) *::after{box-sizing:border-box;font:inherit;color:inherit;margin:0}
.q-root h2{display:block;font-size:1.25em;font-weight:700;margin:0 0 .25em}
.q-root p{display:block}
.q-sub{color:var(--quota-color-muted,#52606d);margin:0 0 1em!important}
form,.q-field,.q-row{display:block}
.q-picture{display:block;max-width:100%;height:auto;border-radius:6px;margin:0 0 1em}
.q-field{margin:0 0 .9em}
.q-row{display:grid;grid-template-columns:1fr 1fr;gap:.75em}
@media (max-width:420px){.q-row{grid-template-columns:1fr}}
label,.q-label{display:block;font-weight:600;font-size:.9em;margin:0 0 .3em}
input,select,textarea{display:block;width:100%;min-height:44px;padding:.55em .7em;border:1px solid var(--quota-color-border,#9aa5b1);
border-radius:calc(var(--quota-radius,8px) * .75);background:#fff;color:var(--quota-color-text,#1f2933)}
input[type=checkbox]{display:inline-block;width:1.2em;min-height:1.2em;height:1.2em;vertical-align:middle;margin:0 .5em 0 0}
input[type=file]{padding:.4em}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--quota-color-focus,#2563eb);outline-offset:2px}
[aria-invalid=true]{border-color:var(--quota-color-error,#b42318)}
.q-error{display:block;color:var(--quota-color-error,#b42318);font-size:.85em;margin:.3em 0 0}
.q-check{display:flex;align-items:flex-start;font-weight:400}
.q-hp{position:absolute!important;left:-10000px!important;width:1px;height:1px;overflow:hidden}
button{display:inline-block;min-height:44px;padding:.6em 1.2em;border:0;border-radius:calc(var(--quota-radius,8px) * .75);
background:var(--quota-color-primary,#1d3557);color:var(--quota-color-on-primary,#fff);font-weight:700;cursor:pointer}
button[disabled]{opacity:.6;cursor:progress}
button.q-link{background:transparent;color:var(--quota-color-primary,#1d3557);padding:.3em 0;min-height:0;text-decoration:underline}
.q-alert{display:block;padding:.75em;border-radius:6px;margin:0 0 1em;border:1px solid var(--quota-color-error,#b42318);color:var(--quota-color-error,#b42318)}
.q-done{display:block;padding:.75em;border-radius:6px;border:1px solid var(--quota-color-success,#067647);color:var(--quota-color-success,#067647)}
.q-scroll{display:block;outline-offset:2px;overflow-x:auto;max-width:100%;margin:.5em 0}
.q-scroll table{min-width:26em;margin:0}
table{display:table;width:100%;border-collapse:collapse;margin:.5em 0}
th,td{display:table-cell;text-align:left;padding:.35em .25em;border-bottom:1px solid var(--quota-color-border,#e4e7eb)}
tr{display:table-row}thead{display:table-header-group}tbody{display:table-row-group}
fieldset{display:block;border:1px solid var(--quota-color-border,#d5d9e0);border-radius:6px;padding:.75em;margin:0 0 .9em}
legend{display:block;font-weight:600;padding:0 .3em}
.q-combo{display:block;position:relative}
.q-options{display:block;position:absolute;z-index:10;left:0;right:0;top:100%;margin:.2em 0 0;padding:.25em 0;max-height:16em;overflow:auto;background:#fff;border:1px solid var(--quota-color-border,#9aa5b1);border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.15)}
.q-options[hidden],.q-alert[hidden]{display:none}
.q-options [role=option]{display:block;padding:.55em .7em;min-height:44px;cursor:pointer}
.q-options [aria-selected=true]{background:var(--quota-color-primary,#1d3557);color:var(--quota-color-on-primary,#fff)}
.q-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`
