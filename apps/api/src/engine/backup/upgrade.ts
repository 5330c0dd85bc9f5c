import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL major the embedded engine writes (PGlite 0.5); 0.3 wrote 17. */
export const EMBEDDED_MAJOR = '18';

/** The PostgreSQL major of a database folder (its PG_VERSION file); null when it holds none. */
export function folderMajor(dataDir: string): string | null {
  const file = join(dataDir, 'PG_VERSION');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

async function restoreInto(folder: string, dump: string) {
  await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
  try {
    await pglite.exec(dump);
  } finally {
    await pglite.close();
  }
}

/** A start stopped between the two renames of an upgrade: the new folder is complete, and takes its place. */
export async function finishUpgrade(dataDir: string) {
  const fresh = `${dataDir}.upgrading`;
  if (!existsSync(dataDir) && folderMajor(fresh) === EMBEDDED_MAJOR) await rename(fresh, dataDir);
}

/**
 * Moves a DATA_DIR written by the previous engine (PostgreSQL 17) to the current one: a dump through the old
 * engine restored into a fresh folder, with what DATA_DIR holds beside the database (uploads, the settings
 * key); the old folder stays beside it, dated. Returns that folder, or null when there was nothing to do.
 */
export async function upgradeEmbedded(
  dataDir: string,
  log: (message: string) => void,
): Promise<string | null> {
  const fresh = `${dataDir}.upgrading`;
  await finishUpgrade(dataDir);
  const major = folderMajor(dataDir);
  if (major === null || major === EMBEDDED_MAJOR) return null;
  if (major !== '17')
    throw new Error(`${dataDir} holds a PostgreSQL ${major} database; this version reads 17 and 18.`);
  log(`database: ${dataDir} was written by PostgreSQL 17 (PGlite 0.3); upgrading it to PostgreSQL 18`);
  const started = performance.now();
  await rm(fresh, { recursive: true, force: true });
  // Loaded only here: the old engine and pg_dump are a start-up cost no other start pays.
  const { dumpPglite03 } = await import('./pglite-03.ts');
  await restoreInto(fresh, await dumpPglite03(dataDir));
  const databaseFiles = new Set(await readdir(fresh));
  for (const entry of await readdir(dataDir))
    if (!databaseFiles.has(entry)) await cp(join(dataDir, entry), join(fresh, entry), { recursive: true });
  const kept = `${dataDir}-pg17-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}`;
  await rename(dataDir, kept);
  await rename(fresh, dataDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `database: upgraded ${dataDir} to PostgreSQL 18 in ${seconds} s; the PostgreSQL 17 folder is kept as ${kept}`,
  );
  return kept;
}
