import * as platform from './0001_platform.ts';

/** Forward-only migrations, applied in order; a released migration is never edited, only followed. */
export const migrations: { name: string; statements: string[] }[] = [
  { name: '0001_platform', statements: platform.statements },
];
