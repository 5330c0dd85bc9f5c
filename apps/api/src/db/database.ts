import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

// int8 (counts, sums) as numbers and numeric as numbers, the same on both drivers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** Opens PostgreSQL through a pool, or the embedded PGlite (a folder, or in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client whose connection the server ends (restart, failover) must not crash the process;
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number.parseInt(v, 10), 1700: (v: string) => Number.parseFloat(v) },
  });
  return new Kysely<DB>({ dialect: new PgliteDialect(pglite) });
}
