import type { AddressInfo } from 'node:net';
import type { App } from '../src/app.ts';
import type { ExportFigures } from './report.ts';

const MB = 1024 * 1024;

/** The peak RSS and heap above the start while `fn` runs, sampled every 50 ms. */
async function peakGrowth<T>(fn: () => Promise<T>) {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await fn();
    sample();
    return { result, rssGrowthMb: (rss - start.rss) / MB, heapGrowthMb: (heap - start.heapUsed) / MB };
  } finally {
    clearInterval(timer);
  }
}

const newlines = (chunk: Uint8Array) => {
  let n = 0;
  for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) n++;
  return n;
};

/**
 * One export over real HTTP from the listening app, read to the end and dropped as it arrives (as the
 * browser streams it). A CSV short of its X-Total-Rows lines is an error, not a figure.
 */
export async function timeExport(
  app: App,
  token: string,
  list: string,
  body: object,
  format: 'csv' | 'xlsx',
) {
  const { port } = app.server.address() as AddressInfo;
  const download = async () => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/${list}/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, format }),
    });
    if (!res.ok || !res.body) throw new Error(`${list} ${format} export: ${res.status} ${await res.text()}`);
    let firstByteMs = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      firstByteMs ||= performance.now() - started;
      if (format === 'csv') lines += newlines(chunk);
    }
    const rows = Number(res.headers.get('x-total-rows'));
    if (format === 'csv' && lines < rows + 1) throw new Error(`${list} csv: ${lines - 1} of ${rows} rows`);
    return { rows, firstByteMs, seconds: (performance.now() - started) / 1000 };
  };
  const { result, ...memory } = await peakGrowth(download);
  return { ...result, ...memory } satisfies ExportFigures;
}
