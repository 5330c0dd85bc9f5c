import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './import-graph.ts';

/** The folder a source file belongs to for the boundary rules: `modules/trips`, `engine/jobs`, `app`… */
export function areaOf(file: string): string {
  const inside = file.replace(/^apps\/(api|web)\/src\//, '');
  const [top, second] = inside.split('/');
  return top === 'modules' || top === 'engine' ? `${top}/${second}` : top;
}

/** `modules/trips` for any file of the trips module (notes and other subfolders included), else null. */
export const moduleOf = (file: string) => {
  const area = areaOf(file);
  return area.startsWith('modules/') ? area : null;
};

/** Imports that break a rule, as "from → to: why". */
export function forbiddenImports(graph: Map<string, string[]>): string[] {
  const broken: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const why = forbiddenBecause(from, to);
      if (why) broken.push(`${from} → ${to}: ${why}`);
    }
  }
  return broken;
}

/** The web app's entry points, which start the shell. */
const isEntry = (file: string) => /^apps\/web\/src\/[a-z-]+\.tsx?$/.test(file) && !file.includes('/lib/');

/** Between two modules, an import must reach the other module's public entry. */
const crossesModules = (from: string, to: string) => {
  const [a, b] = [moduleOf(from), moduleOf(to)];
  return a !== null && b !== null && a !== b;
};

const runtimeSeedImporters = new Set(['apps/api/src/bootstrap.ts']);

function forbiddenBecause(from: string, to: string): string | null {
  const fromArea = areaOf(from);
  const toArea = areaOf(to);
  if (fromArea.startsWith('engine/') && toArea.startsWith('modules/'))
    return 'an engine serves every module and imports none';
  if (fromArea === 'lib' && toArea.startsWith('modules/'))
    return 'lib holds what several modules share, below them all';
  if (toArea === 'app' && fromArea !== 'app' && from.startsWith('apps/web/src/') && !isEntry(from))
    return 'app composes the modules (shell, routes, layout); what they share lives in lib';
  if (crossesModules(from, to) && !/\/modules\/[a-z-]+\/index\.tsx?$/.test(to))
    return "a module uses another through that module's public entry (its index.ts)";
  if (fromArea === 'components' && /^(modules|engine)\//.test(toArea))
    return 'components are UI primitives without data or modules';
  const seedFile = to.startsWith('apps/api/src/db/seed/');
  if (seedFile && !from.startsWith('apps/api/src/db/seed/') && !runtimeSeedImporters.has(from))
    return 'demo and scale seeds are not runtime code (only bootstrap seeds an empty database)';
  return null;
}

/** Cycles of imports that pass through more than one module or engine folder. */
export const crossAreaCycles = (cycles: string[][]) =>
  cycles.filter((cycle) => new Set(cycle.map(areaOf)).size > 1);

const writeCall = /\b(insertInto|updateTable|deleteFrom)\(\s*['"]([a-z_]+)['"]/g;

/** Which module or engine folder writes each table named literally in a Kysely write. */
export function tableWriters(files: string[]): Map<string, Map<string, string[]>> {
  const writers = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    if (file.startsWith('apps/api/src/db/')) continue;
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const match of text.matchAll(writeCall)) {
      const table = match[2];
      const byArea = writers.get(table) ?? new Map<string, string[]>();
      const area = areaOf(file);
      byArea.set(area, [...new Set([...(byArea.get(area) ?? []), file])]);
      writers.set(table, byArea);
    }
  }
  return writers;
}
