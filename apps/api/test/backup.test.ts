import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { backupMessages as m } from '@trips/shared/backup/messages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.ts';
import type { Database } from '../src/db/database.ts';
import { type FolderHolder, LOCK_FILE } from '../src/engine/backup/folder-lock.ts';
import { createSecretBox } from '../src/engine/settings/secret-box.ts';
import { settingsSecretKey } from '../src/engine/settings/secret-key.ts';
import { createSettingsRepo } from '../src/engine/settings/settings.repo.ts';
import { createLocalDiskStorage } from '../src/engine/storage/local-disk.ts';
import { startTestApp } from './support/harness.ts';
import { startServerProcess } from './support/server-process.ts';
import { createPostgresDatabase, testConfig } from './support/test-databases.ts';
import { scaled } from './support/timeouts.ts';

const run = promisify(execFile);
const root = new URL('../../..', import.meta.url).pathname;
/** `npm run backup|restore -- <file>` as an operator runs it, with the server's own environment (English unless LANG says). */
const cli = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  run('npx', ['tsx', 'apps/api/src/backup.ts', command, file], {
    cwd: root,
    env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env },
  });

const tripsOf = (db: Database) =>
  db.selectFrom('trips').select(['id', 'trip_name', 'version']).orderBy('id').execute();
const folders: string[] = [];
const folder = async () => {
  const made = await mkdtemp(join(tmpdir(), 'drill-'));
  folders.push(made);
  return made;
};
afterAll(async () => {
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

const holderIn = (dataDir: string): FolderHolder =>
  JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
const writeHolder = (dataDir: string, holder: FolderHolder) =>
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(holder));

/** The lock file inside a backup's copy of the folder: it names the process that made the copy. */
async function lockInside(file: string): Promise<FolderHolder> {
  const work = await folder();
  await run('tar', ['--extract', '--file', file, '--directory', work]);
  const copy = join(work, 'data-dir.tar.gz');
  const names = (await run('tar', ['--list', '--gzip', '--file', copy])).stdout.split('\n');
  const name = names.find((entry) => entry.replace(/^\.?\//, '') === LOCK_FILE);
  expect(name).toBeDefined();
  return JSON.parse((await run('tar', ['--extract', '--gzip', '--to-stdout', '--file', copy, name!])).stdout);
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** A port nobody listens on now. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function writeIn(name: string, text: string): Promise<string> {
  const file = join(await folder(), name);
  writeFileSync(file, text);
  return file;
}

/** A tar holding one file of that name (a `backup.json` of another program's making). */
async function tarOf(name: string, inside: string): Promise<string> {
  const source = await folder();
  writeFileSync(join(source, inside), JSON.stringify({ format: 'another-program', version: 3 }));
  const file = join(await folder(), name);
  await run('tar', ['--create', '--file', file, '--directory', source, '.']);
  return file;
}

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let trips: Awaited<ReturnType<typeof tripsOf>>;
  beforeAll(async () => {
    dataDir = await folder();
    const env = { DATA_DIR: dataDir };
    const dump = inject('seededDatabases')?.pgliteDump;
    const seeded = dump ? new Blob([readFileSync(dump)]) : undefined;
    const { app, db } = await bootstrap(testConfig(env), { kind: 'pglite', dataDir, loadDataDir: seeded });
    try {
      const box = createSecretBox(settingsSecretKey(testConfig(env)));
      await createSettingsRepo(db).set('drill.sealed', box.seal('smtp-password'));
      await createLocalDiskStorage(join(dataDir, 'uploads')).put(
        'documents/drill/one.pdf',
        Buffer.from('%PDF-drill'),
        'application/pdf',
      );
      trips = await tripsOf(db);
    } finally {
      await app.close();
    }
    expect(trips.length).toBeGreaterThan(0);
  }, scaled(120_000));

  // A server process, two command-line runs and a database opened on disk: minutes on a busy machine.
  it('asks the server running on DATA_DIR, whatever PORT says, and restores only into an empty folder', {
    timeout: scaled(240_000),
  }, async () => {
    const server = await startServerProcess('backup', { DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const file = join(await folder(), 'backup.tar');
    try {
      const lock = holderIn(dataDir);
      expect(lock).toMatchObject({ kind: 'server', pid: server.child.pid, data_dir: dataDir });
      expect(lock.address?.port).toBe(Number(new URL(server.url).port));
      const { stdout } = await cli('backup', file, { DATA_DIR: dataDir, PORT: String(await unusedPort()) });
      expect(stdout.trim()).toBe(m.backedUpThroughServer(server.child.pid!, file));
      // The copy was made by the process holding the folder: its lock is inside, the server's.
      expect(await lockInside(file)).toMatchObject({ kind: 'server', pid: server.child.pid });
    } finally {
      await server.stop();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const restored = join(await folder(), 'restored');
    await cli('restore', file, { DATA_DIR: restored });
    expect(existsSync(join(restored, LOCK_FILE))).toBe(false);
    const again = await bootstrap(testConfig({ DATA_DIR: restored }), { kind: 'pglite', dataDir: restored });
    try {
      expect(await tripsOf(again.db)).toEqual(trips);
      const key = settingsSecretKey(testConfig({ DATA_DIR: restored }));
      const sealed = await createSettingsRepo(again.db).get<string>('drill.sealed', '');
      expect(createSecretBox(key).open(sealed)).toBe('smtp-password');
      const upload = await createLocalDiskStorage(join(restored, 'uploads')).get('documents/drill/one.pdf');
      expect(upload?.bytes.toString()).toBe('%PDF-drill');
    } finally {
      await again.app.close();
    }
    await expect(cli('restore', file, { DATA_DIR: restored })).rejects.toMatchObject({
      stderr: `${m.folderNotEmpty(restored)}\n`,
    });
  });

  it('with no server running, copies the folder under its own lock, over a lock whose process is gone', {
    timeout: scaled(120_000),
  }, async () => {
    writeHolder(dataDir, { kind: 'server', pid: await deadPid(), data_dir: dataDir });
    const file = join(await folder(), 'backup.tar');
    const { stdout } = await cli('backup', file, { DATA_DIR: dataDir });
    expect(stdout.trim()).toBe(m.backedUpFolder(file));
    const copier = await lockInside(file);
    expect(copier.kind).toBe('backup');
    expect(copier.pid).not.toBe(process.pid);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  describe('while another process holds the folder', () => {
    let sleeper: ChildProcess;
    beforeAll(() => {
      sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
    });
    afterAll(() => {
      sleeper.kill();
      rmSync(join(dataDir, LOCK_FILE), { force: true });
    });

    const refusals: [
      string,
      (pid: number, port: number) => Partial<FolderHolder>,
      (pid: number, port: number) => string,
    ][] = [
      ['a server still starting', () => ({ kind: 'server' }), (pid) => m.serverStarting(pid)],
      [
        'a server that does not answer',
        (_, port) => ({ kind: 'server', address: { host: '0.0.0.0', port } }),
        (pid, port) => m.serverSilent(pid, `http://127.0.0.1:${port}/backup`),
      ],
      ['another backup', () => ({ kind: 'backup' }), (pid) => m.otherBackup(pid)],
    ];
    it.each(refusals)(
      'a backup refuses with a message and writes nothing: %s',
      {
        timeout: scaled(60_000),
      },
      async (_, holder, message) => {
        const pid = sleeper.pid!;
        const port = await unusedPort();
        writeHolder(dataDir, { pid, data_dir: dataDir, kind: 'server', ...holder(pid, port) });
        const file = join(await folder(), 'backup.tar');
        await expect(cli('backup', file, { DATA_DIR: dataDir })).rejects.toMatchObject({
          stderr: `${message(pid, port)}\n`,
        });
        expect(existsSync(file)).toBe(false);
      },
    );

    it('a server does not start on a folder a backup is copying, and says why', {
      timeout: scaled(60_000),
    }, async () => {
      writeHolder(dataDir, { kind: 'backup', pid: sleeper.pid!, data_dir: dataDir });
      await expect(startServerProcess('refused', { DATA_DIR: dataDir, SEED_DEMO: 'false' })).rejects.toThrow(
        m.folderInBackup(dataDir, sleeper.pid!),
      );
    });
  });
});

describe('restoring a file that is not a backup', () => {
  const spanish = 'Este archivo no es una copia de seguridad de esta aplicación.';
  const notBackups: [string, () => Promise<string>][] = [
    ['a text file', async () => writeIn('notes.txt', 'not a backup')],
    ['a tar of something else', async () => tarOf('photos.tar', 'photo.jpg')],
    ['a tar whose backup.json is not ours', async () => tarOf('other.tar', 'backup.json')],
  ];
  it.each(notBackups)(
    'says so in the terminal’s language and writes nothing: %s',
    {
      timeout: scaled(60_000),
    },
    async (_, make) => {
      const file = await make();
      const target = join(await folder(), 'data');
      for (const [language, message] of [
        ['C.UTF-8', m.notABackup],
        ['es_ES.UTF-8', spanish],
      ]) {
        await expect(cli('restore', file, { DATA_DIR: target, LANG: language! })).rejects.toMatchObject({
          stderr: `${message}\n`,
        });
      }
      expect(existsSync(target)).toBe(false);
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore of PostgreSQL', () => {
  it('dumps with pg_dump and restores into an empty database only', {
    timeout: scaled(240_000),
  }, async () => {
    const t = await startTestApp('postgres');
    const key = '11'.repeat(32);
    const file = join(await folder(), 'backup.tar');
    const trips = await tripsOf(t.db);
    try {
      await cli('backup', file, {
        DATABASE_URL: t.databaseUrl!,
        SETTINGS_SECRET_KEY: key,
        DATA_DIR: await folder(),
      });
    } finally {
      await t.close();
    }
    const target = await createPostgresDatabase('restore');
    try {
      const env = { DATABASE_URL: target.url, SETTINGS_SECRET_KEY: key, DATA_DIR: await folder() };
      await cli('restore', file, env);
      const again = await bootstrap(testConfig(env));
      try {
        expect(await tripsOf(again.db)).toEqual(trips);
      } finally {
        await again.app.close();
      }
      await expect(cli('restore', file, env)).rejects.toMatchObject({
        stderr: expect.stringContaining('not empty'),
      });
    } finally {
      await target.drop();
    }
  });
});
