import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { backupMessages as m } from '@trips/shared/backup/messages';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { type BackupManifest, pack } from './archive.ts';
import { backupToken, dumpEmbedded } from './embedded.ts';
import { type FolderHolder, folderHolder, isLock, lockFolder } from './folder-lock.ts';
import { dumpPostgres } from './postgres.ts';

/** The settings key as the server reads it, without creating one (see secret-key.ts). */
function settingsKey(config: Config): Buffer | null {
  if (config.SETTINGS_SECRET_KEY) return Buffer.from(config.SETTINGS_SECRET_KEY, 'hex');
  const file = join(resolve(config.DATA_DIR), 'settings-secret.key');
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'hex') : null;
}

/** A wildcard address is reached on the same machine's loopback. */
function urlOf({ host, port }: { host: string; port: number }): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}/backup`;
}

/** The copy the process holding the folder makes of it: only a server that listens can. */
async function fromHolder(holder: FolderHolder, key: Buffer): Promise<Buffer> {
  if (holder.kind === 'backup') throw new Error(m.otherBackup(holder.pid));
  if (!holder.address) throw new Error(m.serverStarting(holder.pid));
  const url = urlOf(holder.address);
  let answer: Response;
  try {
    answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${backupToken(key)}` } });
  } catch {
    throw new Error(m.serverSilent(holder.pid, url));
  }
  if (!answer.ok) throw new Error(m.serverRefused(holder.pid, answer.status));
  return Buffer.from(await answer.arrayBuffer());
}

/** No server runs on it: the folder is opened here, under its lock, so no server starts on it meanwhile. */
async function fromFolder(dataDir: string): Promise<Buffer> {
  const db = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return Buffer.from(await (await dumpEmbedded(db)).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/** Whose copy of the embedded folder this is: the running server's, or (null) this process's own. */
export interface EmbeddedDump {
  dump: Buffer;
  server: FolderHolder | null;
}

/**
 * The embedded folder as a gzipped tar. The process holding it (its lock file) is asked; whatever the
 * port configured here, a folder with a live holder is never opened from this process.
 */
async function dumpFolder(config: Config): Promise<EmbeddedDump> {
  const dataDir = resolve(config.DATA_DIR);
  const key = settingsKey(config);
  if (!key) throw new Error(m.noDatabase(dataDir));
  const holder = folderHolder(dataDir);
  if (holder) return { dump: await fromHolder(holder, key), server: holder };
  const lock = lockFolder(dataDir, 'backup');
  if (!isLock(lock)) return { dump: await fromHolder(lock, key), server: lock };
  try {
    return { dump: await fromFolder(dataDir), server: null };
  } finally {
    lock.release();
  }
}

/**
 * Writes a backup of the server's data to `file`: PostgreSQL through pg_dump with the uploads beside it,
 * or the embedded database's folder (the database, uploads and settings key).
 */
export async function backup(config: Config, file: string) {
  const work = await mkdtemp(join(tmpdir(), 'backup-'));
  try {
    let server: FolderHolder | null = null;
    if (config.DATABASE_URL) {
      await dumpPostgres(config.DATABASE_URL, join(work, 'database.dump'));
      const uploads = join(resolve(config.DATA_DIR), 'uploads');
      if (existsSync(uploads)) await cp(uploads, join(work, 'uploads'), { recursive: true });
    } else {
      const embedded = await dumpFolder(config);
      await writeFile(join(work, 'data-dir.tar.gz'), embedded.dump);
      server = embedded.server;
    }
    const manifest: BackupManifest = {
      format: 'trip-back-office-backup',
      version: 1,
      database: config.DATABASE_URL ? 'postgres' : 'embedded',
      created_at: new Date().toISOString(),
      migration: migrations.at(-1)!.name,
    };
    await pack(work, manifest, resolve(file));
    return { manifest, server };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
