// Fails when a direct dependency of any package is a breaking release (a major; before 1.0, a minor) behind
// the registry's latest without its line in ARCHITECTURE.md ("Dependencies": kept at X because Y), or two
// behind at all: one behind is a decision, two is neglect. An npm alias (`name@npm:pkg@old`) pins an old
// release on purpose and needs only its line. Reads `npm outdated`, so it needs the registry: CI runs it
// after installing (`npm run deps:behind`).
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

/** `@scope/name` is named by its own name or by `@scope/*`; an alias (`alias:pkg@range`) by the alias. */
export function namedIn(text: string, name: string): boolean {
  const own = name.split(':')[0];
  return text.includes(`\`${own}\``) || text.includes(`\`${own.split('/')[0]}/*\``);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const architecture = readFileSync('ARCHITECTURE.md', 'utf8');
  const kept = architecture.slice(architecture.indexOf('## Dependencies')).split(/\n## /)[0];
  // Node's types follow the runtime the project supports (.nvmrc), not the newest Node.
  const runtime = readFileSync('.nvmrc', 'utf8').trim().replace(/^v/, '');
  const late: string[] = [];
  for (const [name, entries] of Object.entries(outdated())) {
    for (const entry of [entries].flat()) {
      if (!entry.current) continue;
      const latest = name === '@types/node' ? `${runtime}.0.0` : entry.latest;
      const behind = stepsBehind(entry.current, latest);
      if (behind < 1) continue;
      const named = namedIn(kept, name);
      const where = `${name} ${entry.current} (latest ${latest}) in ${entry.dependent}`;
      console.log(
        `${name} ${entry.current} → ${latest}: ${behind} behind${named ? ' (ARCHITECTURE.md names it)' : ''}`,
      );
      if (!named) late.push(`${where}: behind without its line in ARCHITECTURE.md`);
      else if (behind >= 2 && !name.includes(':'))
        late.push(`${where}: two or more breaking releases behind`);
    }
  }
  if (late.length) {
    console.error(`Dependencies to bring up to date:\n  ${late.join('\n  ')}`);
    process.exit(1);
  }
  console.log('every direct dependency is current or kept behind for a reason ARCHITECTURE.md gives');
}
