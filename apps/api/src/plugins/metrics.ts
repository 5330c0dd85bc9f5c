import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { createMetricsRegistry } from '../engine/metrics/registry.ts';
import { registerWorkGauges } from '../engine/metrics/work.ts';

const bearerOf = (req: FastifyRequest) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

function sameSecret(given: string, token: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus text for whoever holds `METRICS_TOKEN`; without a token configured there is no
 * such route. Every answered request is timed by its route pattern (never its address: ids would make a
 * series per record).
 */
export function registerMetrics(app: FastifyInstance, db: Database, token: string | undefined) {
  if (!token) return;
  const { registry, requests } = createMetricsRegistry();
  registerWorkGauges(registry, db);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: req.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!sameSecret(bearerOf(req), token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
