/**
 * The design tokens: every colour, size and space the screens use, as CSS custom properties on
 * :root. The kernel stylesheet and each feature's few rules read these names only, so the look
 * changes in one place. Text colours are chosen for WCAG AA (4.5:1) on their backgrounds:
 * --ink 15.9:1 and --muted 6.5:1 on white, --on-warning 5.2:1 on --warning, --ink 9.8:1 on --yellow.
 *
 * Groups: colour (--yellow … --scrim), type scale (--text-*), spacing on a 4 px grid
 * (--space-1 … --space-6), shape and layout (--radius, --radius-pill, --tap, --header-height),
 * and --safe-bottom: fixed bottom buttons stay clear of the home indicator (LINE MINI App
 * guideline: 34 px). --faint is only for days that cannot be chosen (disabled controls are
 * exempt from the contrast rule). Written as CSS, not a JS object, to ship as few bytes as possible.
 */
export const tokensCss = `:root{--yellow:#ffc20e;--yellow-dark:#8a6100;--yellow-soft:#fff6d9;--warning:#c2410c;--warning-soft:#fde9dc;--on-warning:#fff;--ink:#222;--muted:#5e5e5e;--line:#d6d6d6;--bg:#f6f6f6;--surface:#fff;--danger:#c8001a;--green:#13753f;--green-soft:#def5e8;--link:#1a5fb4;--disabled-bg:#e4e4e4;--disabled-ink:#6e6e6e;--faint:#b8b8b8;--focus:#1a5fb4;--scrim:rgba(0,0,0,.5);--text-sm:14px;--text-md:16px;--text-lg:18px;--text-xl:22px;--space-1:4px;--space-2:8px;--space-3:12px;--space-4:16px;--space-5:20px;--space-6:24px;--radius:12px;--radius-pill:24px;--tap:48px;--header-height:56px;--safe-bottom:max(34px, env(safe-area-inset-bottom))}`;
