import { describe, expect, it } from 'vitest';
import { crossAreaCycles, forbiddenImports, tableWriters } from '../architecture/boundaries.ts';
import {
  importCycles,
  importGraph,
  moduleGraph,
  runtimeImportGraph,
  sourceFiles,
} from '../architecture/import-graph.ts';

const apps = ['apps/api/src', 'apps/web/src'] as const;
/** The app's code as it ships: component tests beside their components are not part of it. */
const shipped = (app: string) => sourceFiles(app).filter((file) => !/\.test\.tsx?$/.test(file));
const graphs = Object.fromEntries(apps.map((app) => [app, importGraph(shipped(app))]));

describe('module boundaries (ARCHITECTURE.md, "Boundaries")', () => {
  it.each(apps)('%s: engines import no module, components no engine, runtime code no seed', (app) => {
    expect(forbiddenImports(graphs[app])).toEqual([]);
  });

  it.each(apps)('%s: no import cycle runs through two modules or engines', (app) => {
    expect(crossAreaCycles(importCycles(graphs[app]))).toEqual([]);
  });

  it('apps/api/src: no two modules import each other at runtime', () => {
    // A lower module calls a higher one through an interface it owns, wired at start-up (src/wiring.ts):
    // trips' steps, locations' priority-list providers, users' credentials, groups' members.
    expect(importCycles(moduleGraph(runtimeImportGraph(shipped('apps/api/src'))))).toEqual([]);
  });

  it('apps/web/src: no two modules import each other at runtime', () => {
    // Pieces several modules share live below them (`lib/`, `engine/`); type-only imports are erased.
    expect(importCycles(moduleGraph(runtimeImportGraph(shipped('apps/web/src'))))).toEqual([]);
  });

  it('each table is written by one module or engine; others call its service', () => {
    const shared = [...tableWriters(sourceFiles('apps/api/src'))]
      .filter(([, byArea]) => byArea.size > 1)
      .map(([table, byArea]) => `${table}: ${[...byArea.values()].flat().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('only the trips module writes trips', () => {
    const writers = tableWriters(sourceFiles('apps/api/src')).get('trips');
    expect([...(writers?.keys() ?? [])]).toEqual(['modules/trips']);
  });

  it('finds a cycle and a forbidden import when there is one', () => {
    const graph = new Map([
      ['apps/api/src/modules/a/a.ts', ['apps/api/src/modules/b/b.ts']],
      ['apps/api/src/modules/b/b.ts', ['apps/api/src/modules/a/a.ts']],
      ['apps/api/src/engine/jobs/x.ts', ['apps/api/src/modules/a/a.ts', 'apps/api/src/db/seed/demo.ts']],
    ]);
    expect(crossAreaCycles(importCycles(graph))).toHaveLength(1);
    expect(forbiddenImports(graph)).toHaveLength(2);
    expect(importCycles(moduleGraph(graph))).toEqual([['a', 'b']]);
    const lib = new Map([['apps/web/src/lib/keys.ts', ['apps/web/src/modules/trips/tripsApi.ts']]]);
    expect(forbiddenImports(lib)).toEqual([
      'apps/web/src/lib/keys.ts → apps/web/src/modules/trips/tripsApi.ts: lib holds what several modules share, below them all',
    ]);
  });
});
