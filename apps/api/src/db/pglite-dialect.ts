import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  type QueryResult,
} from 'kysely';
import { ReaderQueryCompiler } from './reader-language.ts';

/**
 * PGlite is a single connection: every query and transaction goes through one serialized queue,
 * so a transaction holds the lock until it commits and nothing interleaves with it.
 */
class SerialLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  /** Streaming is emulated: one query, yielded as one chunk. */
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

class PgliteDriver implements Driver {
  private readonly lock = new SerialLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PgliteConnection;

  constructor(private readonly pg: PGlite) {
    this.connection = new PgliteConnection(pg);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const handle = Object.create(this.connection) as PgliteConnection;
    this.releases.set(handle, release);
    return handle;
  }

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery({ sql: 'begin', parameters: [] } as unknown as CompiledQuery);
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }

  async releaseConnection(conn: DatabaseConnection) {
    this.releases.get(conn)?.();
  }

  async destroy() {
    await this.pg.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PgliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new ReaderQueryCompiler();
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return new PostgresIntrospector(db);
  }
}
