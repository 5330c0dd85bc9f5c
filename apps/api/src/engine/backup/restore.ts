import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { unpack } from './archive.ts';
import { restoreEmbedded } from './embedded.ts';
import { isEmptyPostgres, restorePostgres } from './postgres.ts';

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/**
 * Restores a backup into an empty place only: an embedded one into an empty DATA_DIR, a PostgreSQL one into
 * an empty DATABASE_URL (its uploads into DATA_DIR/uploads, empty too). Nothing is overwritten.
 */
export async function restore(config: Config, file: string) {
  const work = await mkdtemp(join(tmpdir(), 'restore-'));
  try {
    const manifest = await unpack(resolve(file), work);
    const dataDir = resolve(config.DATA_DIR);
    if (manifest.database === 'embedded') {
      if (config.DATABASE_URL)
        throw new Error('This backup is of the embedded database: unset DATABASE_URL.');
      if (!isEmptyFolder(dataDir))
        throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR.`);
      await restoreEmbedded(dataDir, new Blob([await readFile(join(work, 'data-dir.tar.gz'))]));
    } else {
      if (!config.DATABASE_URL) throw new Error('This backup is of a PostgreSQL database: set DATABASE_URL.');
      if (!(await isEmptyPostgres(config.DATABASE_URL)))
        throw new Error('The database of DATABASE_URL is not empty: restore into an empty one.');
      const uploads = join(dataDir, 'uploads');
      if (!isEmptyFolder(uploads))
        throw new Error(`${uploads} is not empty: restore into an empty DATA_DIR.`);
      await restorePostgres(config.DATABASE_URL, join(work, 'database.dump'));
      if (existsSync(join(work, 'uploads'))) await cp(join(work, 'uploads'), uploads, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
