import { CONTROL_PREFIX } from '../control/control-route';
import { PAGE_FONT_WEIGHTS, pageFontPath } from '../control/page-fonts';

// The simulated pages (bank app, consent provider, captcha, outbox) share one small Thai
// layout. They are plain HTML with a few lines of inline script: no build step; their only
// asset is the font the sandbox serves itself.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A value placed inside <script>: JSON with '<' escaped so it cannot close the tag. */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// Bold text (headings, table heads) is drawn from the 600 face rather than synthesized.
const FONT_FACES = PAGE_FONT_WEIGHTS.map(
  (weight) =>
    `@font-face { font-family: 'Sarabun'; font-display: swap; font-weight: ${weight === 400 ? '100 500' : '600 900'}; src: url('${CONTROL_PREFIX}${pageFontPath(weight)}') format('woff2'); }`,
).join('\n');

const STYLE = `
  ${FONT_FACES}
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Sarabun', 'Noto Sans Thai', 'Leelawadee UI', Tahoma, sans-serif; background: #f4f5f7; color: #222; }
  main { max-width: 450px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  h2 { font-size: 1.1rem; margin: 24px 0 8px; }
  p { line-height: 1.6; }
  .card { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #eef; font-size: .9rem; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  .button { flex: 1; display: block; text-align: center; padding: 12px; border-radius: 8px; border: 1px solid #1a1a1a; font-size: 1rem; font-family: inherit; text-decoration: none; cursor: pointer; }
  .primary { background: #ffc629; border-color: #ffc629; color: #1a1a1a; }
  .secondary { background: #fff; color: #1a1a1a; }
  table { width: 100%; border-collapse: collapse; background: #fff; font-size: .9rem; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
  .muted { color: #666; font-size: .9rem; }
`;

export function page(title: string, body: string, options: { refreshSeconds?: number; wide?: boolean } = {}): string {
  const refresh = options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : '';
  const width = options.wide ? '<style>main { max-width: 1100px; }</style>' : '';
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${width}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
