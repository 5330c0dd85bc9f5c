// `npm test`: the unit and API files in one vitest run, then the browser files in one lane per two cores.
// One vitest run would run its projects side by side; browser files run one at a time in a lane (the e2e
// project's `fileParallelism: false`). A browser lane keeps about 1.5 cores busy (Chromium, the test and its server) and the
// API files as many as there are cores, so on a two-core machine anything run beside them only slows
// both: two browser lanes took 140 s where one took 132, and the API files beside two browser lanes took
// five times as long as alone, until the slowest tests timed out. Phases one after the other lose nothing.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const vitest = 'node_modules/vitest/vitest.mjs';
const passed = process.argv.slice(2);
const browserLanes = Math.max(1, Math.floor(availableParallelism() / 2));

interface Lane {
  name: string;
  args: string[];
}

/** Phases run one after the other; the lanes of a phase side by side. */
const phases: Lane[][] = [
  [{ name: 'api', args: ['--project', 'unit', '--project', 'api'] }],
  Array.from({ length: browserLanes }, (_, i) => ({
    name: browserLanes > 1 ? `e2e ${i + 1}/${browserLanes}` : 'e2e',
    args: ['--project', 'e2e', ...(browserLanes > 1 ? [`--shard=${i + 1}/${browserLanes}`] : [])],
  })),
];

const started = Date.now();
const minutesSince = (start: number) => ((Date.now() - start) / 60_000).toFixed(1);

/** Runs one lane, its lines prefixed with its name so that two lanes' output reads apart. */
function run(lane: Lane): Promise<{ code: number; minutes: string }> {
  const args = [vitest, 'run', '--passWithNoTests', ...lane.args, ...passed];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${lane.name}] `;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, minutes: minutesSince(started) })),
  );
}

const ends: { lane: Lane; code: number; minutes: string }[] = [];
for (const lanes of phases) {
  const phaseEnds = await Promise.all(lanes.map(run));
  ends.push(...phaseEnds.map((end, i) => ({ lane: lanes[i], ...end })));
}
for (const { lane, code, minutes } of ends) {
  console.log(`${lane.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}, done at ${minutes} min`);
}
console.log(`all lanes done in ${minutesSince(started)} min`);
process.exit(ends.some(({ code }) => code !== 0) ? 1 : 0);
