import { defineConfig } from '@lingui/conf';

// JavaScript, not TypeScript: Lingui loads its configuration through cosmiconfig, which would need the
// TypeScript compiler's JavaScript API for a .ts file, and the native compiler (TypeScript 7) has none.

/**
 * English is the source: the spec's exact English messages are the English text; Spanish is translated.
 * Each module keeps its own catalogue beside its screens; the app shell and the engines share one.
 */
/** @param {string} root @param {string} [out] */
export const catalogs = (root, out = root) => [
  {
    path: `${out}/src/locales/{locale}`,
    include: [
      `${root}/src/app`,
      `${root}/src/lib`,
      `${root}/src/engine`,
      `${root}/src/components`,
      `${root}/src/i18n`,
    ],
  },
  { path: `${out}/src/modules/{name}/locales/{locale}`, include: [`${root}/src/modules/{name}`] },
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: catalogs('<rootDir>'),
});
