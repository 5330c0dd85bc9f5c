import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { backupMessages as m } from '@trips/shared/backup/messages';

const run = promisify(execFile);

/** What a backup file says about itself, so a restore knows what it holds. */
export interface BackupManifest {
  format: 'trip-back-office-backup';
  version: 1;
  database: 'embedded' | 'postgres';
  created_at: string;
  /** The last migration the database had: a restore into an older server is refused by its migrations. */
  migration: string;
}

const MANIFEST = 'backup.json';

/** The folder's files as one archive (a tar, the system's own tool). */
export async function pack(folder: string, manifest: BackupManifest, file: string) {
  await writeFile(join(folder, MANIFEST), JSON.stringify(manifest, null, 2));
  await run('tar', ['--create', '--file', file, '--directory', folder, '.']);
}

const isManifest = (value: unknown): value is BackupManifest => {
  const manifest = value as Partial<BackupManifest> | null;
  return (
    manifest?.format === 'trip-back-office-backup' &&
    manifest.version === 1 &&
    (manifest.database === 'embedded' || manifest.database === 'postgres')
  );
};

/**
 * What a backup file holds, read without extracting anything; any other file (not a tar, a tar of
 * something else, a damaged one) is refused in one sentence instead of the tools' own errors.
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: unknown;
  try {
    const { stdout } = await run('tar', ['--extract', '--to-stdout', '--file', file, `./${MANIFEST}`]);
    manifest = JSON.parse(stdout);
  } catch {
    throw new Error(m.notABackup);
  }
  if (!isManifest(manifest)) throw new Error(m.notABackup);
  return manifest;
}

export async function unpack(file: string, folder: string) {
  await run('tar', ['--extract', '--file', file, '--directory', folder]);
}
