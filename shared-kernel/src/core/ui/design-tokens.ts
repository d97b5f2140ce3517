/**
 * The design tokens: every colour, size and space the screens use, as CSS custom properties on
 * :root. The kernel stylesheet and each feature's few rules read these names only, so the look
 * changes in one place. Text colours are chosen for WCAG AA (4.5:1) on their backgrounds:
 * --ink 15.9:1 and --muted 6.5:1 on white, --on-warning 5.2:1 on --warning, --on-yellow 9.8:1 on --yellow.
 * A text field's outline is --muted too: it is all that shows the field, so it needs 3:1 (WCAG 1.4.11),
 * which --line (dividers, cards) does not reach in either scheme. A field's hint (placeholder) is
 * --muted: Chromium's own dark hint is 2.4:1 on its dark field (#3b3b3b), --muted 4.6:1 there.
 * The dark scheme (LINE follows the phone's setting) overrides the colours only: --ink 15.9:1 and
 * --muted 7.7:1 on --surface, 6.9:1 on --bg and 6.4:1 on --raised; --danger 7.7:1, --link 8.9:1
 * and --yellow-dark 11.6:1 on --surface; --yellow-dark 8.3:1 on --yellow-soft; --on-yellow and
 * --on-warning keep their light pairs. Its --surface is the browser's own dark page colour, so
 * the page before any stylesheet (`color-scheme` in index.html) is the page after it.
 * `color-scheme` lets form controls and scrollbars follow the scheme. --raised is a popup's card,
 * lighter than the page in the dark; --frame stays white under the bank's and the captcha's
 * framed pages, which are light only; --track is the spinner's ring on the scrim.
 *
 * Groups: colour (--yellow … --scrim), type scale (--text-*), spacing on a 4 px grid
 * (--space-1 … --space-6), shape and layout (--radius, --radius-pill, --tap, --header-height),
 * and --safe-bottom: fixed bottom buttons stay clear of the home indicator (LINE MINI App
 * guideline: 34 px). --faint is only for days that cannot be chosen (disabled controls are
 * exempt from the contrast rule). Written as CSS, not a JS object, to ship as few bytes as possible.
 */
export const tokensCss = `:root{color-scheme:light dark;--yellow:#ffc20e;--yellow-dark:#8a6100;--yellow-soft:#fff6d9;--warning:#c2410c;--warning-soft:#fde9dc;--on-warning:#fff;--on-yellow:#222;--ink:#222;--muted:#5e5e5e;--line:#d6d6d6;--bg:#f6f6f6;--surface:#fff;--raised:#fff;--frame:#fff;--danger:#c8001a;--green:#13753f;--green-soft:#def5e8;--link:#1a5fb4;--disabled-bg:#e4e4e4;--disabled-ink:#6e6e6e;--faint:#b8b8b8;--focus:#1a5fb4;--scrim:rgba(0,0,0,.5);--track:rgba(255,255,255,.5);--text-sm:14px;--text-md:16px;--text-lg:18px;--text-xl:22px;--space-1:4px;--space-2:8px;--space-3:12px;--space-4:16px;--space-5:20px;--space-6:24px;--radius:12px;--radius-pill:24px;--tap:48px;--header-height:56px;--safe-bottom:max(34px, env(safe-area-inset-bottom))}@media (prefers-color-scheme:dark){:root{--yellow-dark:#ffc20e;--yellow-soft:#3a2e00;--warning-soft:#2e1206;--ink:#ececec;--muted:#a6a6a6;--line:#5a5a5a;--bg:#1e1e1e;--surface:#121212;--raised:#242424;--danger:#ff8080;--green:#4cc38a;--green-soft:#0f2e1d;--link:#8ab4f8;--disabled-bg:#333;--disabled-ink:#a0a0a0;--faint:#5e5e5e;--focus:#8ab4f8;--scrim:rgba(0,0,0,.7)}}`;
