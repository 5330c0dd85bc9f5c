import type { Latency } from './stats.ts';

/** A DESIGN §9 budget as the bench prints it beside a figure, and whether the figure keeps it. */
export interface SearchBudget {
  label: string;
  holds(api: Latency, sql: Latency): boolean;
}

const nearSql = (api: Latency, sql: Latency) => api.p95 <= 1.5 * sql.p95 + 5;

/** Every list search: p95 within 1.5× the raw SQL + 5 ms. */
export const listBudget: SearchBudget = { label: 'p95 ≤ 1.5× sql + 5 ms', holds: nearSql };

/**
 * Trips: on PostgreSQL (1M trips) p95 ≤ 50 ms at 1 client and ≤ 150 ms at 20, and near the SQL; on
 * PGlite (100k trips) p95 ≤ 300 ms.
 */
export function tripsBudget(onPostgres: boolean, clients: number): SearchBudget {
  if (!onPostgres) return { label: 'p95 ≤ 300 ms', holds: (api) => api.p95 <= 300 };
  const limit = clients > 1 ? 150 : 50;
  return {
    label: `p95 ≤ ${limit} ms, ≤ 1.5× sql + 5 ms`,
    holds: (api, sql) => api.p95 <= limit && nearSql(api, sql),
  };
}

/** Export of 1M rows: CSV ≥ 100k rows/s, XLSX ≥ 20k rows/s, memory growth ≤ 150 MB; first byte < 1 s. */
export const exportBudget = {
  rowsPerSecond: { csv: 100_000, xlsx: 20_000 },
  growthMb: 150,
  firstByteMs: 1000,
};

export const verdict = (holds: boolean) => (holds ? 'ok' : 'OVER');
