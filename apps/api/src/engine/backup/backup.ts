import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { type BackupManifest, pack } from './archive.ts';
import { backupToken, dumpEmbedded } from './embedded.ts';
import { dumpPostgres } from './postgres.ts';

/** The settings key as the server reads it, without creating one (see secret-key.ts). */
function settingsKey(config: Config): Buffer | null {
  if (config.SETTINGS_SECRET_KEY) return Buffer.from(config.SETTINGS_SECRET_KEY, 'hex');
  const file = join(resolve(config.DATA_DIR), 'settings-secret.key');
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'hex') : null;
}

/** The running server's copy of its embedded database; null when no server answers on PORT. */
async function fromServer(config: Config, key: Buffer): Promise<Buffer | null> {
  const url = `http://127.0.0.1:${config.PORT}/backup`;
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(key)}` },
    });
    if (!answer.ok)
      throw new Error(`The server on port ${config.PORT} refused the backup (${answer.status}).`);
    return Buffer.from(await answer.arrayBuffer());
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return null;
    throw error;
  }
}

/** No server runs on it: the folder is opened here (a second process must never open a folder in use). */
async function direct(config: Config): Promise<Buffer> {
  const db = await openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR) });
  try {
    return Buffer.from(await (await dumpEmbedded(db)).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/**
 * Writes a backup of the server's data to `file`: PostgreSQL through pg_dump with the uploads beside it,
 * or the embedded database's folder (the database, uploads and settings key) from the running server.
 */
export async function backup(config: Config, file: string) {
  const work = await mkdtemp(join(tmpdir(), 'backup-'));
  try {
    const database = config.DATABASE_URL ? 'postgres' : 'embedded';
    if (config.DATABASE_URL) {
      await dumpPostgres(config.DATABASE_URL, join(work, 'database.dump'));
      const uploads = join(resolve(config.DATA_DIR), 'uploads');
      if (existsSync(uploads)) await cp(uploads, join(work, 'uploads'), { recursive: true });
    } else {
      const key = settingsKey(config);
      if (!key) throw new Error(`${resolve(config.DATA_DIR)} holds no database to back up.`);
      await writeFile(
        join(work, 'data-dir.tar.gz'),
        (await fromServer(config, key)) ?? (await direct(config)),
      );
    }
    const manifest: BackupManifest = {
      format: 'trip-back-office-backup',
      version: 1,
      database,
      created_at: new Date().toISOString(),
      migration: migrations.at(-1)!.name,
    };
    await pack(work, manifest, resolve(file));
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
