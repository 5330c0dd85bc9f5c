import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'kysely';
import { type Database, embeddedDatabase } from '../../db/database.ts';

/** What `npm run backup` shows the running server: derived from the key under DATA_DIR, never stored. */
export const backupToken = (secretKey: Buffer) =>
  createHmac('sha256', secretKey).update('backup').digest('hex');

/**
 * The embedded database's folder as a gzipped tar: the database files, and with them what DATA_DIR holds
 * beside them (uploads, the settings key). Taken while holding the one connection, after a checkpoint,
 * so no query writes while the files are read: the copy is what a crash at that moment would leave, which
 * PostgreSQL opens as it would after a crash.
 */
export async function dumpEmbedded(db: Database): Promise<Blob> {
  const pglite = embeddedDatabase(db);
  if (!pglite) throw new Error('Not an embedded database.');
  return db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection);
    return pglite.dumpDataDir('gzip');
  });
}

/** Writes a dump into an empty DATA_DIR: the database opens from it once and closes. */
export async function restoreEmbedded(dataDir: string, dump: Blob) {
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
  await pglite.close();
}
