// `npm test`: the unit, component and API files in one vitest run, then the browser files in lanes side by side.
// One vitest run would run its projects side by side; browser files run one at a time in a lane (the e2e
// project's `fileParallelism: false`). The API files keep every core busy, so anything beside them only
// slows both (beside two browser lanes they took five times as long as alone, until the slowest tests timed
// out): the phases run one after the other. A browser lane leaves the cores a quarter idle (its test waits
// on Chromium, Chromium on the server), so two lanes share two cores well: 895 s where one lane took 1099.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { browserLanesOf } from './browser-lanes.ts';

const vitest = 'node_modules/vitest/vitest.mjs';
const passed = process.argv.slice(2);
const cores = availableParallelism();
const laneCount = cores < 2 ? 1 : Math.max(2, Math.floor(cores / 2));

interface Lane {
  name: string;
  args: string[];
}

/**
 * The browser files split into lanes of about equal time; with arguments (`npm test -- trips`) one lane
 * takes them, since they may name any file.
 */
function browserLanes(): Lane[] {
  if (passed.length > 0 || laneCount === 1) return [{ name: 'e2e', args: ['--project', 'e2e', ...passed] }];
  const files = readdirSync('e2e').filter((name) => name.endsWith('.e2e.ts'));
  return browserLanesOf(files, laneCount).map((lane, i) => ({
    name: `e2e ${i + 1}/${laneCount}`,
    // Absolute paths: a filter matches any file whose path contains it.
    args: ['--project', 'e2e', ...lane.map((name) => resolve('e2e', name))],
  }));
}

const started = Date.now();
const minutesSince = (start: number) => ((Date.now() - start) / 60_000).toFixed(1);

/** Runs one lane, its lines prefixed with its name so that two lanes' output reads apart. */
function run(lane: Lane, env: NodeJS.ProcessEnv = {}): Promise<{ code: number; minutes: string }> {
  const args = [vitest, 'run', '--passWithNoTests', ...lane.args];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${lane.name}] `;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  return new Promise((done) =>
    child.on('close', (code) => done({ code: code ?? 1, minutes: minutesSince(started) })),
  );
}

/** The browser lanes, on one seeded data folder (seeding is 15 s of CPU that each lane would repeat). */
async function runBrowserLanes(lanes: Lane[]) {
  if (lanes.length === 1) return Promise.all(lanes.map((lane) => run(lane)));
  const { seedE2EDataFolder } = await import('../e2e/support/seeded-database.ts');
  const seeded = await seedE2EDataFolder();
  try {
    return await Promise.all(lanes.map((lane) => run(lane, { E2E_SEEDED_DATA_DIR: seeded.dataDir })));
  } finally {
    seeded.remove();
  }
}

const apiLane: Lane = {
  name: 'api',
  args: ['--project', 'unit', '--project', 'components', '--project', 'api', ...passed],
};
const ends = [{ lane: apiLane, ...(await run(apiLane)) }];
const lanes = browserLanes();
ends.push(...(await runBrowserLanes(lanes)).map((end, i) => ({ lane: lanes[i], ...end })));
for (const { lane, code, minutes } of ends) {
  console.log(`${lane.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}, done at ${minutes} min`);
}
console.log(`all lanes done in ${minutesSince(started)} min`);
process.exit(ends.some(({ code }) => code !== 0) ? 1 : 0);
