import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to two connections a core, at least four', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(Math.max(4, availableParallelism() * 2));
    expect(loadConfig({ DATABASE_POOL_SIZE: '7' }).DATABASE_POOL_SIZE).toBe(7);
  });

  it('refuses anything but a positive whole number, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', '1e400'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

// The pool's size and its connections' settings are PostgreSQL's: PGlite has one serialized connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('postgres', { DATABASE_POOL_SIZE: '2' });
  });
  afterAll(async () => t?.close());

  it('opens at most DATABASE_POOL_SIZE connections', async () => {
    const busy = () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, busy));
    expect(new Set(answers.map((a) => a.rows[0].pid)).size).toBe(2);
  });

  it('runs its connections with JIT compilation off and parallel workers for costly queries only', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(t.db);
    expect(rows[0].jit).toBe('off');
    const parallel = await sql<{ parallel_setup_cost: string }>`show parallel_setup_cost`.execute(t.db);
    expect(Number(parallel.rows[0].parallel_setup_cost)).toBe(10_000);
  });
});
