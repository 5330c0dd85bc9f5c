import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * One registry per server (tests run several in one process): the process's own figures (event-loop delay,
 * heap, CPU, handles) and the time each request took by route; the gauges of `work.ts` read the database.
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, requests };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
