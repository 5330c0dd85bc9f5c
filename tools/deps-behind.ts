// Fails when a direct dependency of any package is two majors (or, before 1.0, two minors) behind the
// registry's latest: one major behind is a decision written in ARCHITECTURE.md ("kept at"); two is neglect.
// Reads `npm outdated`, so it needs the registry: CI runs it after installing (`npm run deps:behind`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Outdated {
  current?: string;
  latest: string;
  dependent?: string;
}

/** How many breaking releases `current` is behind `latest`: majors, or minors while both are before 1.0. */
export function stepsBehind(current: string, latest: string): number {
  const [[curMajor, curMinor], [lastMajor, lastMinor]] = [current, latest].map((v) =>
    v.split('.').map(Number),
  );
  return curMajor === 0 && lastMajor === 0 ? lastMinor - curMinor : lastMajor - curMajor;
}

function outdated(): Record<string, Outdated | Outdated[]> {
  try {
    return JSON.parse(execFileSync('npm', ['outdated', '--json'], { encoding: 'utf8' }) || '{}');
  } catch (error) {
    // npm outdated exits 1 when anything is outdated; its JSON is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout);
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kept = readFileSync('ARCHITECTURE.md', 'utf8');
  // Node's types follow the runtime the project supports (.nvmrc), not the newest Node.
  const runtime = readFileSync('.nvmrc', 'utf8').trim().replace(/^v/, '');
  const late: string[] = [];
  for (const [name, entries] of Object.entries(outdated())) {
    for (const entry of [entries].flat()) {
      if (!entry.current) continue;
      const latest = name === '@types/node' ? `${runtime}.0.0` : entry.latest;
      const behind = stepsBehind(entry.current, latest);
      const noted = kept.includes(`\`${name}\``) ? ' (ARCHITECTURE.md names it)' : '';
      if (behind >= 1) console.log(`${name} ${entry.current} → ${latest}: ${behind} behind${noted}`);
      if (behind >= 2) late.push(`${name} ${entry.current} (latest ${latest}) in ${entry.dependent}`);
    }
  }
  if (late.length) {
    console.error(`Two or more breaking releases behind:\n  ${late.join('\n  ')}`);
    process.exit(1);
  }
  console.log('no direct dependency is two breaking releases behind');
}
