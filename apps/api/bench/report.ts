import { exportBudget, type SearchBudget, verdict } from './budgets.ts';
import type { Latency } from './stats.ts';

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
const times = (n: number) => `${n.toFixed(2)}×`.padStart(8);
const NAME = 58;

export function searchHeader(title: string) {
  console.log(`\n${title}`);
  const cols = ['api p50', 'api p95', 'sql p50', 'sql p95'].map((c) => c.padStart(10)).join('');
  console.log(
    `${'case'.padEnd(NAME)}${cols}${'p50 ×'.padStart(8)}${'p95 ×'.padStart(8)}   budget (DESIGN §9)`,
  );
}

/** One line a case: both sides' p50 and p95, their ratios, and the budget with ok or OVER. */
export function searchLine(name: string, api: Latency, sql: Latency, budget: SearchBudget) {
  const figures = [api.p50, api.p95, sql.p50, sql.p95].map(ms).join('');
  const ratios = times(api.p50 / sql.p50) + times(api.p95 / sql.p95);
  const check = `${verdict(budget.holds(api, sql))} ${budget.label}`;
  console.log(`${name.slice(0, NAME - 1).padEnd(NAME)}${figures}${ratios}   ${check}`);
}

export interface ExportFigures {
  rows: number;
  seconds: number;
  firstByteMs: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
}

export function exportHeader() {
  console.log('\nexports (whole list over HTTP; memory: peak RSS and heap of this process above the start)');
  const cols = ['rows', 'seconds', 'rows/s', 'first byte', 'RSS +', 'heap +'].map((c) => c.padStart(11));
  console.log(`${'case'.padEnd(30)}${cols.join('')}   budget (DESIGN §9)`);
}

export function exportLine(name: string, format: 'csv' | 'xlsx', f: ExportFigures) {
  const rate = f.rows / f.seconds;
  const wanted = exportBudget.rowsPerSecond[format];
  const cells = [
    String(f.rows),
    f.seconds.toFixed(1),
    Math.round(rate).toLocaleString('en'),
    `${Math.round(f.firstByteMs)} ms`,
    `${Math.round(f.rssGrowthMb)} MB`,
    `${Math.round(f.heapGrowthMb)} MB`,
  ].map((c) => c.padStart(11));
  const checks = [
    `${verdict(rate >= wanted)} ≥ ${wanted / 1000}k rows/s`,
    `${verdict(f.rssGrowthMb <= exportBudget.growthMb)} ≤ ${exportBudget.growthMb} MB`,
    `${verdict(f.firstByteMs < exportBudget.firstByteMs)} first byte < 1 s`,
  ];
  console.log(`${`${name} ${format}`.padEnd(30)}${cells.join('')}   ${checks.join(', ')}`);
}
