import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait.ts';

const serverScript = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port nobody listens on now (the OS's pick), for a server process to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:PORT` */
  url: string;
  child: ChildProcess;
  /** Whether the process has ended (killed or crashed). */
  readonly exited: boolean;
  /** What the process wrote to stderr so far (kept for a failure's message). */
  readonly stderr: string;
  /** SIGKILL, then resolves once the process is gone; a process already gone resolves at once. */
  kill(): Promise<void>;
  /** SIGTERM, as an operator stops it: resolves once the process has shut down and ended. */
  stop(): Promise<void>;
}

/**
 * The API server as production runs it (`apps/api/src/server.ts`), in a process of its own on a free port,
 * resolved once `/healthz` answers. Node itself with tsx's loader: the tsx command would put a process
 * between, and a SIGKILL would miss the server.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const server: ServerProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    get exited() {
      return exited;
    },
    get stderr() {
      return stderr;
    },
    async kill() {
      if (exited) return;
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      await gone;
    },
  };
  try {
    await waitUntil(async () => {
      if (exited) throw new Error(`server ${name} exited before answering: ${stderr}`);
      try {
        return (await fetch(`${server.url}/healthz`)).ok;
      } catch {
        return false;
      }
    }, 100);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer read by the test as it expects it
  json: any;
  text: string;
}

/** One API request to a server process (`/api/v1` + path), with a bearer token and extra headers. */
export async function call(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text };
}
