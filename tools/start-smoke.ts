// Starts the app as `npm start` serves it (the built web app, embedded database, demo data) on this Node,
// and checks it answers: CI runs it on the machine's older Node, which README still promises to start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'trips-start-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
let stopped = false;
void exited.then(() => {
  stopped = true;
});

const base = `http://127.0.0.1:${port}`;
// Until it is ready or has stopped: migrating and seeding an empty database takes a while on a busy machine.
while (!stopped && !(await answers(`${base}/readyz`))) await new Promise((r) => setTimeout(r, 500));
const page = stopped ? '' : await (await fetch(`${base}/login`)).text();
server.kill('SIGTERM');
const code = await exited;
rmSync(dataDir, { recursive: true, force: true });

if (!page.includes('id="root"')) {
  console.error(`the app did not start on Node ${process.version} (exit ${code})`);
  process.exit(1);
}
console.log(`the app started on Node ${process.version}, migrated, seeded and served the web app`);
