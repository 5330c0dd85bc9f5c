export async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);

/** One line per case: the API through app.inject beside the raw SQL of the same query. */
export function report(name: string, api: number[], raw: number[]) {
  const [a50, a95, r50, r95] = [
    percentile(api, 50),
    percentile(api, 95),
    percentile(raw, 50),
    percentile(raw, 95),
  ];
  const ratio = `${(a95 / r95).toFixed(2)}×`.padStart(8);
  console.log(`${name.padEnd(52)}${ms(a50)}${ms(a95)}${ms(r50)}${ms(r95)}${ratio}`);
}

export function header() {
  const cols = ['api p50', 'api p95', 'sql p50', 'sql p95'].map((c) => c.padStart(10)).join('');
  console.log(`${'case'.padEnd(52)}${cols}${'p95 ×'.padStart(8)}`);
}
