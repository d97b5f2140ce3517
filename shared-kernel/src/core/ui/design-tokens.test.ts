import { tokensCss } from './design-tokens';
import { ensureKernelStyles } from './styles';

type Scheme = Record<string, string>;

const declarations = (block: string): Scheme =>
  Object.fromEntries([...block.matchAll(/--([\w-]+):([^;}]+)/g)].map(([, name = '', value = '']) => [name, value.trim()]));

const darkStart = tokensCss.indexOf('@media (prefers-color-scheme:dark)');
const light = declarations(tokensCss.slice(0, darkStart));
const dark: Scheme = { ...light, ...declarations(tokensCss.slice(darkStart)) };

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4]
    .map((at) => parseInt(digits.slice(at, at + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(scheme: Scheme, text: string, background: string): number {
  const [high, low] = [luminance(scheme[text] ?? ''), luminance(scheme[background] ?? '')].sort((a, b) => b - a);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

// Every pair of text on background the stylesheets use.
const TEXT_PAIRS: Array<[string, string]> = [
  ['ink', 'surface'],
  ['ink', 'bg'],
  ['ink', 'raised'],
  ['ink', 'yellow-soft'],
  ['muted', 'surface'],
  ['muted', 'bg'],
  ['muted', 'raised'],
  ['danger', 'surface'],
  ['link', 'surface'],
  ['yellow-dark', 'surface'],
  ['yellow-dark', 'yellow-soft'],
  ['on-yellow', 'yellow'],
  ['on-warning', 'warning'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s scheme', (_name, scheme) => {
  it.each(TEXT_PAIRS)('sets --%s on --%s at WCAG AA (4.5:1) or more', (text, background) => {
    expect(contrast(scheme, text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['warning', 'warning-soft'],
    ['green', 'green-soft'],
    ['focus', 'surface'],
  ])('draws --%s icons and outlines on --%s at 3:1 or more', (mark, background) => {
    expect(contrast(scheme, mark, background)).toBeGreaterThanOrEqual(3);
  });
});

it('changes only colours in the dark, and tells form controls and scrollbars both schemes exist', () => {
  const changed = Object.keys(declarations(tokensCss.slice(darkStart)));
  expect(changed.filter((name) => !/^#|^rgba\(/.test(dark[name] ?? ''))).toEqual([]);
  expect(tokensCss.startsWith(':root{color-scheme:light dark;')).toBe(true);
});

it('is where every colour of the kernel stylesheet comes from, so each follows the scheme', () => {
  ensureKernelStyles(document);
  const css = document.getElementById('kernel-styles')?.textContent ?? '';
  const rules = css.slice(css.indexOf(tokensCss) + tokensCss.length);
  expect(rules).not.toBe('');
  expect(rules.match(/#[0-9a-f]{3,8}\b|rgba?\(|\b(white|black)\b(?!-)/gi)).toBeNull();
});
