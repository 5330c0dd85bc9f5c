import { createHmac } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'kysely';
import { type Database, embeddedDatabase } from '../../db/database.ts';
import { LOCK_FILE } from './folder-lock.ts';

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

/** The PostgreSQL major of a `dumpDataDir` archive: its PG_VERSION entry (`/PG_VERSION`, an early one). */
export async function dumpMajor(dump: Blob): Promise<string | null> {
  const bytes = Buffer.from(await dump.arrayBuffer());
  const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar.toString('utf8', at, at + 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(
      tar
        .toString('utf8', at + 124, at + 136)
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    if (name.replace(/^\//, '') === 'PG_VERSION')
      return tar.toString('utf8', at + 512, at + 512 + size).trim();
    if (!name) return null;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return null;
}

/**
 * Writes a dump into an empty DATA_DIR: the database opens from it once and closes. A backup taken before the
 * engine upgrade holds PostgreSQL 17 files: the old engine writes them, and the next start upgrades them.
 * The dump was taken under the lock of the process that copied it; that lock stays behind.
 */
export async function restoreEmbedded(dataDir: string, dump: Blob) {
  mkdirSync(dataDir, { recursive: true });
  if ((await dumpMajor(dump)) === '17') {
    const { loadPglite03 } = await import('./pglite-03.ts');
    await loadPglite03(dataDir, dump);
  } else {
    const pglite = await PGlite.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
    await pglite.close();
  }
  rmSync(join(dataDir, LOCK_FILE), { force: true });
}
