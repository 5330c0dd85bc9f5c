import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

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

export async function unpack(file: string, folder: string): Promise<BackupManifest> {
  await run('tar', ['--extract', '--file', file, '--directory', folder]);
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 'trip-back-office-backup' || manifest.version !== 1)
    throw new Error('This file is not a backup of this application.');
  return manifest;
}
