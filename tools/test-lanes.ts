// `npm test`: the unit and API files in one vitest run and the browser files in two more, side by side.
// One vitest run cannot do it: a project cannot set its own worker count, so browser files (one at a time
// each) would wait for every API file, and a browser file alone waits on Chromium and its server in turn,
// leaving cores idle.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const vitest = 'node_modules/vitest/vitest.mjs';
const passed = process.argv.slice(2);
const browserLanes = 2;

interface Lane {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

const lanes: Lane[] = [
  // One API process a core: with the browser lanes beside them the cores are full (one more timed out).
  {
    name: 'api',
    args: ['--project', 'unit', '--project', 'api'],
    env: { TEST_FORKS: String(availableParallelism()) },
  },
  ...Array.from({ length: browserLanes }, (_, i) => ({
    name: `e2e ${i + 1}/${browserLanes}`,
    args: ['--project', 'e2e', `--shard=${i + 1}/${browserLanes}`],
  })),
];

const started = Date.now();
const minutesSince = (start: number) => ((Date.now() - start) / 60_000).toFixed(1);

/** Runs one lane, its lines prefixed with its name so that two lanes' output reads apart. */
function run(lane: Lane): Promise<{ code: number; minutes: string }> {
  const args = [vitest, 'run', '--passWithNoTests', ...lane.args, ...passed];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...lane.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${lane.name}] `;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, minutes: minutesSince(started) })),
  );
}

const ends = await Promise.all(lanes.map(run));
for (const [i, lane] of lanes.entries()) {
  const { code, minutes } = ends[i];
  console.log(`${lane.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} min`);
}
console.log(`all lanes done in ${minutesSince(started)} min`);
process.exit(ends.some(({ code }) => code !== 0) ? 1 : 0);
