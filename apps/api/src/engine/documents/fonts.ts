import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** Roboto from pdfmake's own package: Latin-1 and Latin Extended, so ñ ü ß and accents render. */
const files = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** Font bytes read once per process, keyed by the virtual file name pdfmake will ask for. */
export function robotoFiles(): Record<string, Buffer> {
  return Object.fromEntries(
    Object.values(files).map((name) => [`fonts/${name}`, readFileSync(join(fontsDir, name))]),
  );
}

export const robotoFamily = {
  Roboto: Object.fromEntries(Object.entries(files).map(([style, name]) => [style, `fonts/${name}`])),
};
