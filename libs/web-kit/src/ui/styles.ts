/**
 * The shared components' plain CSS. Injected once per document as a <style> tag by
 * the page's entry (the shell's bootstrap, a standalone remote's StandaloneRemote)
 * instead of a .css import, so that every bundle gets it without a loader and jest
 * can import the components in Node. Not on import: web-kit is side-effect free
 * for webpack, so a bundle carries only the kit modules it uses (issue 18).
 * Colours, font and radius come from the theme's custom properties (applyTheme).
 */
const css = `
:root {
  --asp-color-primary: #000000;
  --asp-color-secondary: #333333;
  --asp-color-on-primary: #ffffff;
  --asp-color-error: #b00020;
  --asp-color-border: #c7c7c7;
  --asp-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --asp-radius: 0px;
}
.asp-button {
  font: inherit; cursor: pointer; padding: 0.5rem 1rem; border-radius: var(--asp-radius);
  border: 1px solid var(--asp-color-primary); background: var(--asp-color-primary); color: var(--asp-color-on-primary);
}
.asp-button:hover:not(:disabled) { background: var(--asp-color-secondary); border-color: var(--asp-color-secondary); }
.asp-button:focus-visible, .asp-field input:focus-visible, .asp-field select:focus-visible, .asp-field textarea:focus-visible {
  outline: 2px solid var(--asp-color-secondary); outline-offset: 2px;
}
.asp-button:disabled { opacity: 0.5; cursor: not-allowed; }
.asp-button--secondary { background: transparent; color: var(--asp-color-primary); }
.asp-button--secondary:hover:not(:disabled) { color: var(--asp-color-on-primary); }
.asp-error-notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin: 1rem 0; padding: 0.75rem 1rem;
  border: 1px solid var(--asp-color-error); border-radius: var(--asp-radius); color: var(--asp-color-error); background: #fdf2f4;
}
.asp-error-notice__message { margin: 0; flex: 1 1 12rem; }
.asp-loader { display: flex; justify-content: center; align-items: center; padding: 2rem; min-height: 4rem; }
.asp-loader__spinner {
  width: 2rem; height: 2rem; border-radius: 50%; border: 3px solid var(--asp-color-border);
  border-top-color: var(--asp-color-primary); animation: asp-spin 0.8s linear infinite;
}
@keyframes asp-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .asp-loader__spinner { animation-duration: 3s; } }
.asp-call-status__pending {
  position: fixed; top: 0.5rem; right: 0.5rem; padding: 0.25rem 0.75rem; border-radius: var(--asp-radius);
  background: var(--asp-color-primary); color: var(--asp-color-on-primary); font-size: 0.875rem;
}
/* Padding, not a top margin: a margin would collapse through <body> and move the whole page down and back (issue 18: layout shift). */
.asp-startup-status { max-width: 40rem; margin: 0 auto; padding: 4rem 1rem 0; }
.asp-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.asp-dialog-backdrop {
  position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center;
  padding: 1rem; background: rgba(0, 0, 0, 0.5);
}
.asp-dialog {
  max-width: min(40rem, 100%); max-height: calc(100vh - 2rem); overflow: auto; padding: 1.5rem;
  background: #ffffff; color: #000000; border-radius: var(--asp-radius); box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.3);
}
.asp-dialog__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 1rem; }
.asp-dialog__title { margin: 0 0 1rem; font-size: 1.25rem; }
.asp-dialog__close { font: inherit; font-size: 1.5rem; line-height: 1; background: none; border: 0; cursor: pointer; padding: 0 0.25rem; }
.asp-field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 1rem; }
.asp-field label { font-weight: 600; }
.asp-field input:not([type="checkbox"]), .asp-field select, .asp-field textarea {
  font: inherit; padding: 0.5rem; border: 1px solid var(--asp-color-border); border-radius: var(--asp-radius); background: #ffffff;
}
.asp-field--invalid input, .asp-field--invalid select, .asp-field--invalid textarea { border-color: var(--asp-color-error); }
.asp-field--checkbox { flex-direction: row; align-items: center; gap: 0.5rem; }
.asp-field--checkbox label { font-weight: normal; }
.asp-field-error { margin: 0; color: var(--asp-color-error); font-size: 0.875rem; }
.asp-field-hint { margin: 0; opacity: 0.75; font-size: 0.875rem; }
.asp-rich-text__label { font-weight: 600; }
.asp-rich-text__toolbar { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.asp-rich-text__button {
  font: inherit; min-width: 2.25rem; padding: 0.25rem 0.5rem; cursor: pointer; background: #ffffff;
  border: 1px solid var(--asp-color-border); border-radius: var(--asp-radius);
}
.asp-rich-text__button[aria-pressed="true"] { background: var(--asp-color-primary); color: var(--asp-color-on-primary); }
.asp-rich-text__button:disabled { opacity: 0.5; cursor: not-allowed; }
.asp-rich-text__link { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.asp-rich-text__content {
  min-height: 8rem; padding: 0.5rem; border: 1px solid var(--asp-color-border); border-radius: var(--asp-radius); background: #ffffff;
}
.asp-field--invalid .asp-rich-text__content { border-color: var(--asp-color-error); }
.asp-rich-text__button:focus-visible, .asp-rich-text__content:focus-visible { outline: 2px solid var(--asp-color-secondary); outline-offset: 2px; }
.asp-dialog__actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-top: 1rem; }
.asp-toasts { position: fixed; right: 1rem; bottom: 1rem; z-index: 1100; display: flex; flex-direction: column; gap: 0.5rem; max-width: min(24rem, 90vw); }
.asp-toast {
  display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; padding: 0.75rem 1rem;
  border-radius: var(--asp-radius); background: var(--asp-color-primary); color: var(--asp-color-on-primary); box-shadow: 0 2px 8px rgba(0,0,0,.25);
}
.asp-toast--error { background: var(--asp-color-error); }
.asp-toast__close { font: inherit; font-size: 1.25rem; background: none; border: 0; color: inherit; cursor: pointer; }
.asp-kit-form { display: flex; flex-direction: column; gap: 0.75rem; max-width: 48rem; }
.asp-kit-form__invalid { color: var(--asp-color-error); margin: 0; }
.asp-kit-form__actions { display: flex; align-items: center; gap: 1rem; margin-top: 0.5rem; }
.asp-kit-form fieldset { border: 1px solid var(--asp-color-border); border-radius: var(--asp-radius); padding: 0.75rem 1rem; }
.asp-resource-table__tools { display: flex; align-items: center; gap: 1rem; min-height: 2.5rem; }
.asp-resource-table__scroll { overflow-x: auto; }
.asp-resource-table__sort { font: inherit; font-weight: 600; background: none; border: 0; padding: 0; cursor: pointer; color: inherit; }
.asp-resource-table__empty { padding: 1rem 0; }
.asp-backoffice-table { width: 100%; border-collapse: collapse; }
.asp-backoffice-table th, .asp-backoffice-table td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--asp-color-border); vertical-align: top; }
.asp-pager { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin-top: 0.75rem; }
.asp-column-choice { position: relative; margin-left: auto; }
.asp-column-choice fieldset { position: absolute; right: 0; z-index: 10; background: #fff; border: 1px solid var(--asp-color-border); padding: 0.5rem 0.75rem; display: flex; flex-direction: column; gap: 0.25rem; min-width: 12rem; }

`;

const STYLE_ID = 'asp-web-kit-styles';

/** Adds the kit's stylesheet to the document once (idempotent; nothing outside a browser). */
export function ensureWebKitStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.prepend(style); // first, so app styles can override
}
