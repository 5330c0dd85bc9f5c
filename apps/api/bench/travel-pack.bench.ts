import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prepareDocuments, renderPdfApart } from '../src/engine/documents/index.ts';
import type { VoucherData } from '../src/modules/vouchers/vouchers.data.ts';
import { voucherBenchData } from './vouchers.bench.ts';

/**
 * How long the travel pack of a 7-night trip takes to build in the documents worker pool (printed, not
 * asserted), beside a baseline measured in the same run: the same trip's pack without what the travel pack
 * added (stage figures, the route sketch, the practical page). Each variant runs in a fresh process, so its
 * first build is the first after a start (the worker starting and loading its code); then warm builds, and
 * three packs at once while the event loop's longest delay is watched.
 * Run: `npx tsx apps/api/bench/travel-pack.bench.ts [--runs 5]`.
 */
const variants = ['baseline', 'pack'] as const;
type Variant = (typeof variants)[number];
/** Cold: the pack is the first thing the process asks of a worker. Prepared: the trip's documents panel opened first. */
const starts = ['cold', 'prepared'] as const;
type Start = (typeof starts)[number];
const builder = new URL('../src/modules/vouchers/vouchers.pdf.ts', import.meta.url);
const places: [string, number, number][] = [
  ['Sarria', 42.7811, -7.414],
  ['Portomarín', 42.8075, -7.6154],
  ['Palas de Rei', 42.8731, -7.869],
  ['Melide', 42.9142, -8.0151],
  ['Arzúa', 42.9277, -8.1634],
  ['O Pedrouzo', 42.905, -8.361],
  ['Santiago de Compostela', 42.8806, -8.5398],
];

/** A 7-night Camino trip: a hotel and a luggage transfer a night, with their texts. */
async function sevenNights(variant: Variant): Promise<VoucherData> {
  const base = await voucherBenchData(14);
  // Each hotel shows its main picture (a 1200 × 800 display copy); the carrier shows none.
  const services = base.services.map((s, i) =>
    i % 2 === 0
      ? { ...s, images: s.images.slice(0, 1) }
      : {
          ...s,
          section: 'luggage_transfers' as const,
          kind: 'luggage' as const,
          title: 'Camino Bag Carrier',
          images: [],
          stops: [
            ['pickUp', 'Hotel Alfonso IX, Rúa Nova 60, 27600 Sarria'],
            ['delivery', 'Pensión Portomiño, Rúa do Peregrino 7, 27170 Portomarín'],
          ] as VoucherData['services'][number]['stops'],
        },
  );
  const pack = variant === 'pack';
  return {
    ...base,
    endDate: '2031-05-08',
    services,
    days: base.days.slice(0, 8).map((d) => ({ ...d, figures: pack ? d.figures : '' })),
    route: pack
      ? places.map(([name, lat, lon], i) => ({ name, lat, lon, firstNight: i + 1, nights: i === 6 ? 1 : 1 }))
      : [],
    practical: pack
      ? base.practical
      : { dossierTitle: '', dossierText: '', luggage: false, brandPhone: '', bagsReadyBy: '' },
  };
}

async function measure(variant: Variant, start: Start, runs: number) {
  const data = await sevenNights(variant);
  if (start === 'prepared') await prepareDocuments(builder);
  const time = async () => {
    const started = performance.now();
    const bytes = await renderPdfApart(builder, data);
    return { ms: performance.now() - started, kb: Math.round(bytes.length / 1024) };
  };
  const first = await time();
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) warm.push((await time()).ms);
  warm.sort((a, b) => a - b);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await Promise.all([0, 1, 2].map(() => renderPdfApart(builder, data)));
  const three = performance.now() - started;
  delay.disable();
  return {
    variant: `${variant}, ${start}`,
    first: first.ms,
    median: warm[Math.floor(warm.length / 2)]!,
    three,
    maxDelay: delay.max / 1e6,
    kb: first.kb,
  };
}

async function main() {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
  const child = process.argv.indexOf('--child');
  if (child >= 0) {
    process.send?.(await measure(process.argv[child + 1] as Variant, process.argv[child + 2] as Start, runs));
    return;
  }
  const ms = (v: number) => `${Math.round(v)} ms`;
  for (const start of starts)
    for (const variant of variants) {
      const result = await new Promise<Awaited<ReturnType<typeof measure>>>((resolve, reject) => {
        const proc = fork(fileURLToPath(import.meta.url), [
          '--child',
          variant,
          start,
          '--runs',
          String(runs),
        ]);
        proc.once('message', (m) => resolve(m as Awaited<ReturnType<typeof measure>>));
        proc.once('error', reject);
      });
      console.log(
        `${result.variant.padEnd(18)} 7 nights: first after start ${ms(result.first)}, warm median ${ms(result.median)} ` +
          `(${runs} runs), three at once ${ms(result.three)} with the event loop's longest delay ` +
          `${ms(result.maxDelay)}; ${result.kb} KB`,
      );
    }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
