import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot, runtimeSpecifiers } from './import-graph.ts';

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  const base = join(dirname(join(repoRoot, from)), specifier);
  for (const ext of extensions) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(repoRoot, candidate);
  }
  return null;
}

/**
 * Every package a bundle loads with `entry` (a repository file), following static imports only: what a
 * lazy `import()` brings comes in a chunk of its own, later. Files of the repository are walked, packages
 * are named (`recharts`, `@mantine/charts/styles.css`).
 */
export function packagesLoadedWith(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = resolveRelative(file, specifier);
        if (target && /\.tsx?$/.test(target)) walk(target);
      }
    }
  };
  walk(entry);
  return packages;
}
