import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import { postgresPool } from '../../db/database.ts';

type Collect = (gauge: Gauge<string>) => Promise<void> | void;

const gauge = (registry: Registry, name: string, help: string, labelNames: string[], collect: Collect) =>
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await collect(this);
    },
  });

/** What the server has waiting, read from the database when the metrics are asked for. */
export function registerWorkGauges(registry: Registry, db: Database) {
  // First: a scrape collects in the order gauges were registered, and the pool is read before the gauges
  // below ask it for connections, so `waiting` counts other clients, not this scrape's own queries.
  const pool = postgresPool(db);
  if (pool)
    gauge(registry, 'db_pool_connections', 'PostgreSQL pool connections by state.', ['state'], (g) => {
      g.set({ state: 'total' }, pool.totalCount);
      g.set({ state: 'idle' }, pool.idleCount);
      g.set({ state: 'waiting' }, pool.waitingCount);
    });
  gauge(registry, 'jobs', 'Background jobs by kind and state.', ['kind', 'status'], async (g) => {
    const rows = await db
      .selectFrom('jobs')
      .select(['kind', 'status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['kind', 'status'])
      .execute();
    for (const row of rows) g.set({ kind: row.kind, status: row.status }, Number(row.n));
  });
  const undelivered = () =>
    db
      .selectFrom('outbox')
      .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
  gauge(registry, 'outbox_backlog', 'Messages waiting to be delivered.', [], async (g) => {
    g.set(Number((await undelivered()).n));
  });
  gauge(
    registry,
    'outbox_oldest_undelivered_seconds',
    'Age of the oldest message not delivered yet.',
    [],
    async (g) => {
      const { oldest } = await undelivered();
      g.set(oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0);
    },
  );
  gauge(
    registry,
    'booking_requests_waiting',
    'Booking requests sent and not answered yet.',
    [],
    async (g) => {
      const { n } = await db
        .selectFrom('booking_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('answered_at', 'is', null)
        .where('superseded_at', 'is', null)
        .executeTakeFirstOrThrow();
      g.set(Number(n));
    },
  );
}
