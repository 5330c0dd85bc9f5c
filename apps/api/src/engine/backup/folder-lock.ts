import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupMessages as m } from '@trips/shared/backup/messages';
import { finishUpgrade } from './upgrade.ts';

/** The file inside an embedded DATA_DIR naming the one process that has the folder open. */
export const LOCK_FILE = 'lock.json';

export interface FolderHolder {
  /** A server running on the folder, or a backup copying it with no server running. */
  kind: 'server' | 'backup';
  pid: number;
  /** The folder the lock was written in: a copy of it elsewhere (a restore, an upgrade's old folder) holds nothing. */
  data_dir: string;
  /** Where the server answers, once it listens. */
  address?: { host: string; port: number };
}

const lockPath = (dataDir: string) => join(dataDir, LOCK_FILE);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(dataDir: string): { text: string; holder: FolderHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    return { text, holder: JSON.parse(text) as FolderHolder };
  } catch {
    return { text, holder: null };
  }
}

/**
 * The process that has the folder open now, or null: a lock whose process is gone (a crash, `kill -9`),
 * which is our own process (a restarted container reuses the pid), or which was copied from another folder
 * holds nothing.
 */
export function folderHolder(dataDir: string): FolderHolder | null {
  return liveHolder(readLock(resolve(dataDir))?.holder, resolve(dataDir));
}

function liveHolder(holder: FolderHolder | null | undefined, folder: string): FolderHolder | null {
  if (!holder || holder.pid === process.pid || holder.data_dir !== folder) return null;
  return isAlive(holder.pid) ? holder : null;
}

function removeLock(folder: string) {
  try {
    unlinkSync(lockPath(folder));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Written whole under another name, then put in place: a reader sees the old lock or the new one, never half. */
function writeDraft(dataDir: string, holder: FolderHolder): string {
  const draft = join(dataDir, `${LOCK_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, JSON.stringify(holder));
  return draft;
}

export interface FolderLock {
  /** The server listens: a backup finds it there. */
  serving(address: { host: string; port: number }): void;
  release(): void;
}

/**
 * Takes the folder for this process, or returns the live process that has it. A lock left by a process
 * that is gone is taken over.
 */
export function lockFolder(dataDir: string, kind: FolderHolder['kind']): FolderLock | FolderHolder {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const holder: FolderHolder = { kind, pid: process.pid, data_dir: folder };
  for (let attempt = 0; attempt < 3; attempt++) {
    const draft = writeDraft(folder, holder);
    try {
      linkSync(draft, lockPath(folder));
      return held(folder, holder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    const found = readLock(folder);
    const live = liveHolder(found?.holder, folder);
    if (live) return live;
    // Removed only while it is still the stale lock just read, not one another process wrote meanwhile.
    if (found && readLock(folder)?.text === found.text) removeLock(folder);
  }
  const live = folderHolder(folder);
  if (live) return live;
  throw new Error(`${lockPath(folder)} could not be written.`);
}

export const isLock = (taken: FolderLock | FolderHolder): taken is FolderLock => 'release' in taken;

function held(folder: string, holder: FolderHolder): FolderLock {
  let released = false;
  return {
    serving(address) {
      renameSync(writeDraft(folder, { ...holder, address }), lockPath(folder));
    },
    release() {
      if (released) return;
      released = true;
      if (readLock(folder)?.holder?.pid === process.pid) removeLock(folder);
    },
  };
}

/** A server may not start: another process has its DATA_DIR. */
export class FolderInUseError extends Error {}

/**
 * The embedded DATA_DIR taken for a server that starts, before anything opens it (an upgrade left half
 * done is finished first: the lock would otherwise make a folder of the missing one).
 */
export async function lockFolderForServer(dataDir: string): Promise<FolderLock> {
  const folder = resolve(dataDir);
  await finishUpgrade(folder);
  const taken = lockFolder(folder, 'server');
  if (isLock(taken)) return taken;
  throw new FolderInUseError(
    taken.kind === 'server' ? m.folderHasServer(folder, taken.pid) : m.folderInBackup(folder, taken.pid),
  );
}
