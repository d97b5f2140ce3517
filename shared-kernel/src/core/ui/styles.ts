import { tokensCss } from './design-tokens';
import { ensureFeatureStyles } from '../../kit/ui/feature-styles';
import { fontFaces } from './font';

/**
 * The design system in one small stylesheet, every value from the design tokens. The page's
 * scroll padding keeps a field the keyboard moves to clear of the sticky header and of up to two
 * bottom buttons, in a short window (LINE for PC made short, a phone turned sideways). A popup
 * drawn without the dialog element's modal mode is centred by auto margins, not by alignment:
 * taller than the window, centring would push its top above the scrim's scroll where no scroll reaches.
 * A choice's long one-word name breaks with `word-break:break-word`: `overflow-wrap:anywhere`, which
 * does the same, came in Safari 15.4 and iOS 15.0-15.3 drop it (docs/browsers.md).
 * A list's item draws its focus ring inside itself: the list clips whatever lies outside it
 * (`overflow:hidden` keeps its rounded corners), which left a keyboard user a ring with no sides.
 * A rule a line, each ended by a line continuation (`\`): the stylesheet ships without line breaks.
 */
const css = `\
*{box-sizing:border-box}\
html{scroll-padding:var(--header-height) 0 160px}\
html,body{margin:0;padding:0;background:var(--surface);color:var(--ink);font:var(--text-md)/1.5 Sarabun,'Noto Sans Thai',Tahoma,sans-serif;-webkit-text-size-adjust:100%}\
#root{max-width:450px;margin:0 auto;min-height:100vh;position:relative}\
h1,h2{line-height:1.35}\
.k-page{display:flex;flex-direction:column;min-height:100vh;padding:0 var(--space-5)}\
.k-page__body{flex:1;padding:var(--space-6) 0 var(--space-5)}\
.k-header{position:sticky;top:0;z-index:10;display:flex;align-items:center;min-height:var(--header-height);margin:calc(-1 * var(--space-6)) calc(-1 * var(--space-5)) var(--space-4);padding:var(--space-2) var(--space-5);background:var(--surface);border-bottom:1px solid var(--line)}\
.k-page__title{font-size:var(--text-lg);font-weight:600;margin:0}\
.k-language{display:flex;justify-content:center;margin-top:var(--space-4)}.k-language button{min-height:var(--tap);padding:0 var(--space-3);border:0;background:0;color:var(--link);font:inherit;font-size:var(--text-sm)}.k-language button[aria-pressed=true]{color:var(--muted)}.k-language [lang=en]{font-family:system-ui,sans-serif}\
.k-page>.k-page__footer{position:sticky;bottom:0;background:var(--surface);padding:var(--space-3) 0 var(--safe-bottom)}\
.k-page__footer{display:flex;flex-direction:column;gap:var(--space-3);padding-top:var(--space-5)}\
.k-text-muted{color:var(--muted)}\
[tabindex="-1"]:focus{outline:0}\
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}\
.k-svg{width:24px;height:24px;flex:none;display:block;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}\
.k-svg--flip{transform:scaleX(-1)}\
.k-btn{display:flex;align-items:center;justify-content:center;gap:var(--space-2);width:100%;min-height:var(--tap);border-radius:var(--radius-pill);border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer;padding:10px var(--space-4);text-align:center;text-decoration:none}\
.k-btn--primary{background:var(--yellow);color:var(--on-yellow)}\
.k-btn--secondary{background:var(--surface);color:var(--ink);border-color:var(--ink)}\
.k-btn--warning{background:var(--warning);color:var(--on-warning)}\
.k-btn:disabled,.k-btn[aria-disabled=true]{background:var(--disabled-bg);color:var(--disabled-ink);border-color:var(--disabled-bg);cursor:not-allowed}\
.k-field{display:flex;flex-direction:column;gap:var(--space-1);margin-bottom:var(--space-4)}\
.k-field label{font-weight:600}\
.k-field input{font:inherit;padding:var(--space-3);border:1px solid var(--muted);border-radius:8px;min-height:var(--tap)}\
.k-field input::placeholder{color:var(--muted)}\
.k-field input[aria-invalid=true]{border-color:var(--danger)}\
.k-field__control{position:relative;display:flex;flex-direction:column}\
.k-field__control input{padding-right:44px}\
.k-field__control .k-svg{position:absolute;right:var(--space-3);top:12px;pointer-events:none;color:var(--muted)}\
.k-field__error{color:var(--danger);font-size:var(--text-sm)}\
.k-overlay{position:fixed;inset:0;background:var(--scrim);display:flex;align-items:center;justify-content:center;z-index:100;padding:var(--space-6)}\
.k-modal{padding:0;border:0;background:0;max-width:min(360px,calc(100vw - 2 * var(--space-6)));width:100%;overflow:auto}\
.k-modal::backdrop{background:var(--scrim)}\
.k-modal--inline{position:fixed;inset:0;z-index:100;max-width:none;width:auto;height:auto;margin:0;display:flex;background:var(--scrim);padding:var(--space-6)}\
.k-modal--inline>*{max-width:360px;margin:auto}\
.k-dialog{background:var(--raised);border-radius:16px;width:100%;padding:var(--space-6);text-align:center;display:flex;flex-direction:column;align-items:center}\
.k-dialog h2{font-size:var(--text-lg);margin:var(--space-2) 0}\
.k-dialog p{margin:0 0 var(--space-4);color:var(--muted)}\
.k-dialog__actions{display:flex;flex-direction:column;gap:10px;width:100%}\
.k-icon{width:56px;height:56px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;border:0;background:0;padding:0;flex:none}\
.k-icon .k-svg{width:30px;height:30px}\
.k-icon--alert{background:var(--yellow-soft);color:var(--yellow-dark)}\
.k-icon--suspend,.k-icon--lock{background:var(--warning-soft);color:var(--warning)}\
.k-icon--success{background:var(--green-soft);color:var(--green)}\
.k-list{list-style:none;margin:0;padding:0;border:1px solid var(--line);border-radius:var(--radius);overflow:hidden}\
.k-list li+li{border-top:1px solid var(--line)}\
.k-list__item{display:flex;align-items:center;gap:var(--space-3);width:100%;min-height:56px;padding:var(--space-3) var(--space-4);background:var(--surface);border:0;font:inherit;color:inherit;text-align:left;cursor:pointer}\
.k-list__item>span{flex:1}\
.k-list__item:focus-visible{outline-offset:-4px}\
.k-list__lead{color:var(--yellow-dark)}\
.k-list__chevron{color:var(--muted);width:20px;height:20px}\
.k-blurbs{list-style:none;margin:var(--space-4) 0 0;padding:0;display:flex;flex-direction:column;gap:var(--space-4)}\
.k-blurbs li{display:flex;gap:var(--space-3);align-items:flex-start}\
.k-blurbs .k-icon{width:44px;height:44px}\
.k-blurbs .k-icon .k-svg{width:24px;height:24px}\
.k-loading{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}\
.k-spinner{width:30px;height:30px;border:3px solid var(--track);border-top-color:var(--yellow);border-radius:50%;animation:k-spin .8s linear infinite}\
@keyframes k-spin{to{transform:rotate(1turn)}}\
.k-result{display:flex;flex-direction:column;align-items:center;text-align:center;gap:var(--space-2);padding-top:48px}\
.k-result h1{font-size:var(--text-xl);margin:var(--space-2) 0 0}\
.k-result p{margin:0;color:var(--muted)}\
.k-choices{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px;list-style:none;margin:var(--space-4) 0 0;padding:0}\
.k-choice{display:flex;gap:var(--space-2);align-items:center;word-break:break-word;border:1px solid var(--line);border-radius:var(--radius);padding:10px;min-height:56px;cursor:pointer}\
.k-choice--on{border-color:var(--yellow-dark);background:var(--yellow-soft)}\
.k-choice input{width:20px;height:20px;flex:none;accent-color:var(--yellow-dark)}\
.k-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}\
@media (prefers-reduced-motion:reduce){.k-spinner{animation-duration:3s}}\
`;

/** Injected once by whichever shell boots first (host or a remote's standalone shell). */
export function ensureKernelStyles(doc: Document = document): void {
  ensureFeatureStyles('kernel-styles', fontFaces + tokensCss + css, doc);
}
