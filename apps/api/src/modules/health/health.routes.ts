import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const PROBE_TIMEOUT_MS = 3_000;

// A probe must answer while the database hangs (a dead host): a slow answer is an unready one.
const rejectAfter = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref());

/** Liveness says the process answers; readiness says it can reach its database. */
export function healthRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      try {
        await Promise.race([sql`select 1`.execute(db), rejectAfter(PROBE_TIMEOUT_MS)]);
        return { status: 'ready' };
      } catch {
        return reply.status(503).header('retry-after', '5').send({ status: 'unavailable' });
      }
    });
  };
}
