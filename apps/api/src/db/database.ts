import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect.ts';
import { defaultPoolSize } from './pool-size.ts';
import { ReaderPostgresDialect } from './reader-language.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

// int8 (counts, sums) as numbers and numeric as numbers, the same on both drivers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** Starts from a dump (`dumpDataDir`) instead of an empty database: tests copy a seeded one. */
      loadDataDir?: Blob;
    };

/**
 * Every API connection runs with JIT compilation off: list pages and saves are short OLTP queries, and the
 * planner's cost estimate for a query over a million rows made PostgreSQL compile plans for hundreds of
 * milliseconds to save a few. Parallel workers start only for queries ten times costlier than PostgreSQL's
 * default threshold: starting two workers took ~50 ms, so a count of 10,001 index entries answered in 55 ms
 * in parallel and 2 ms alone. (A DATABASE_URL that sets its own `options` parameter replaces this one.)
 */
const sessionOptions = '-c jit=off -c parallel_setup_cost=10000';

const pools = new WeakMap<Database, pg.Pool>();

/** The pool behind a PostgreSQL database, for what Kysely cannot run (COPY streams); none on PGlite. */
export const postgresPool = (db: Database): pg.Pool | undefined => pools.get(db);

const embedded = new WeakMap<Database, PGlite>();

/** The PGlite behind an embedded database (backups dump it); none on PostgreSQL. */
export const embeddedDatabase = (db: Database): PGlite | undefined => embedded.get(db);

/** Opens PostgreSQL through a pool, or the embedded PGlite (a folder, or in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? defaultPoolSize(),
      connectionTimeoutMillis: 10_000,
      options: sessionOptions,
    });
    // A connection the server ends (restart, failover, a terminated backend) makes its client emit 'error'.
    // The pool listens only while a client is idle; a client checked out by a query needs a listener of
    // its own or the event kills the process. The query itself fails, and the pool then drops the client.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.warn(`database: connection lost (${error.message})`)),
    );
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new ReaderPostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number.parseInt(v, 10), 1700: (v: string) => Number.parseFloat(v) },
  });
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}
