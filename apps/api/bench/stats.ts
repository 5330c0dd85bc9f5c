export type Run = () => Promise<unknown>;

async function time(fn: Run, into: number[]) {
  const start = performance.now();
  await fn();
  into.push(performance.now() - start);
}

/** One client alternating the two sides, A B A B …, so both see the same machine at the same moments. */
export async function interleaved(runs: number, a: Run, b: Run) {
  const times = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < runs; i++) {
    await time(a, times.a);
    await time(b, times.b);
  }
  return times;
}

/** `clients` loops at once, each alternating the two sides `runs` times: the latency each request saw. */
export async function concurrent(clients: number, runs: number, a: Run, b: Run) {
  const loops = await Promise.all(Array.from({ length: clients }, () => interleaved(runs, a, b)));
  return { a: loops.flatMap((l) => l.a), b: loops.flatMap((l) => l.b) };
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Latency {
  p50: number;
  p95: number;
}

export const latency = (times: number[]): Latency => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
});
