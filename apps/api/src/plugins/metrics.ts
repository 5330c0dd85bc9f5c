import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { createMetricsRegistry } from '../engine/metrics/registry.ts';
import { registerWorkGauges } from '../engine/metrics/work.ts';
import { bearsToken } from '../http/bearer.ts';

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
    if (!bearsToken(req, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
