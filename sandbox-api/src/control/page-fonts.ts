import { readFileSync } from 'node:fs';
import { woff2 } from '../http/reply';
import { control } from './control-route';

// The simulated pages are Thai: on a machine without a Thai system font (a fresh Debian, CI) they
// would draw boxes. They take the app's own face, Sarabun's Thai subset, from the sandbox itself.
export const PAGE_FONT_WEIGHTS = [400, 600] as const;

export const pageFontPath = (weight: number) => `/fonts/sarabun-thai-${weight}.woff2`;

const files = new Map<number, Buffer>();

function fontFile(weight: number): Buffer {
  let file = files.get(weight);
  if (!file) {
    file = readFileSync(require.resolve(`@fontsource/sarabun/files/sarabun-thai-${weight}-normal.woff2`));
    files.set(weight, file);
  }
  return file;
}

export const pageFontControls = PAGE_FONT_WEIGHTS.map((weight) => control('GET', pageFontPath(weight), () => woff2(fontFile(weight))));
