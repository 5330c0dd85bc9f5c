import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { backupMessages as m } from '@trips/shared/backup/messages';
import type { Config } from '../../config.ts';
import { readManifest, unpack } from './archive.ts';
import { restoreEmbedded } from './embedded.ts';
import { isEmptyPostgres, restorePostgres } from './postgres.ts';

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** The place a backup goes must be empty; a file that is not a backup is refused before anything is written. */
async function checkTarget(config: Config, database: 'embedded' | 'postgres') {
  const dataDir = resolve(config.DATA_DIR);
  if (database === 'embedded') {
    if (config.DATABASE_URL) throw new Error(m.unsetDatabaseUrl);
    if (!isEmptyFolder(dataDir)) throw new Error(m.folderNotEmpty(dataDir));
    return;
  }
  if (!config.DATABASE_URL) throw new Error(m.setDatabaseUrl);
  if (!(await isEmptyPostgres(config.DATABASE_URL))) throw new Error(m.databaseNotEmpty);
  if (!isEmptyFolder(join(dataDir, 'uploads'))) throw new Error(m.folderNotEmpty(join(dataDir, 'uploads')));
}

/** The file of the archive that holds the database, which a backup of its kind always has. */
const databaseFile = { embedded: 'data-dir.tar.gz', postgres: 'database.dump' } as const;

/**
 * Restores a backup into an empty place only: an embedded one into an empty DATA_DIR, a PostgreSQL one into
 * an empty DATABASE_URL (its uploads into DATA_DIR/uploads, empty too). Nothing is overwritten.
 */
export async function restore(config: Config, file: string) {
  const manifest = await readManifest(resolve(file));
  await checkTarget(config, manifest.database);
  const work = await mkdtemp(join(tmpdir(), 'restore-'));
  try {
    await unpack(resolve(file), work);
    const database = join(work, databaseFile[manifest.database]);
    if (!existsSync(database)) throw new Error(m.notABackup);
    const dataDir = resolve(config.DATA_DIR);
    if (manifest.database === 'embedded') {
      await restoreEmbedded(dataDir, new Blob([await readFile(database)]));
    } else {
      await restorePostgres(config.DATABASE_URL!, database);
      const uploads = join(dataDir, 'uploads');
      if (existsSync(join(work, 'uploads'))) await cp(join(work, 'uploads'), uploads, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
