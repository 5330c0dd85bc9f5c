import { settingsLists } from '@trips/shared/settings/list-registry';
import { describe, expect, it } from 'vitest';
import { crossAreaCycles, forbiddenImports, tableWriters } from '../architecture/boundaries.ts';
import {
  importCycles,
  importGraph,
  moduleGraph,
  runtimeImportGraph,
  sourceFiles,
} from '../architecture/import-graph.ts';
import {
  computedWrites,
  createdViews,
  crossModuleReads,
  publishedViews,
  tableNames,
  tableOwners,
  viewNames,
} from '../architecture/tables.ts';

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

  it('each write through a computed table name is declared, and each table has one owner', () => {
    const files = shipped('apps/api/src');
    expect([...computedWrites(files).keys()]).toEqual(Object.keys(computedWriters).sort());
    const tables = tableNames();
    for (const written of Object.values(computedWriters))
      expect(written.filter((table) => !tables.has(table))).toEqual([]);
    const shared = [...tableOwners(files, computedWriters)]
      .filter(([, areas]) => areas.size > 1)
      .map(([table, areas]) => `${table}: ${[...areas].sort().join(', ')}`);
    expect(shared).toEqual(
      Object.keys(sharedWrites).map((table) => `${table}: ${sharedWrites[table].writers}`),
    );
  });

  it("a module reads another module's tables only where listed, each with its reason", () => {
    const files = shipped('apps/api/src');
    const owners = tableOwners(files, computedWriters);
    for (const [table, { owner }] of Object.entries(sharedWrites)) owners.set(table, new Set([owner]));
    const pairs = [...crossModuleReads(files, owners, tableNames()).keys()].sort();
    expect(pairs).toEqual(Object.keys(allowedReads).sort());
    expect(Object.entries(allowedReads).filter(([, why]) => why.trim().split(' ').length < 4)).toEqual([]);
    expect(Object.keys(allowedReads).length).toBeLessThanOrEqual(15);
  });

  it("each published view is declared, created by a migration over its owner's table, and never written", () => {
    const files = shipped('apps/api/src');
    const owners = tableOwners(files, computedWriters);
    const views = createdViews();
    expect([...viewNames()].sort()).toEqual(Object.keys(publishedViews).sort());
    expect(Object.keys(publishedViews).filter((view) => !views.has(view))).toEqual([]);
    const notOwn = [...views]
      .filter(([view]) => view in publishedViews)
      .filter(([view, read]) => read.length !== 1 || !owners.get(read[0])?.has(publishedViews[view]))
      .map(([view, read]) => `${view} (${publishedViews[view]}) projects ${read.join(', ')}`);
    expect(notOwn).toEqual([]);
    const written = [...tableWriters(files).keys()].filter((table) => table in publishedViews);
    expect(written).toEqual([]);
  });

  it("finds an unlisted read of another module's table, and not a read of its published view", () => {
    const tables = new Set(['trips', 'tasks', 'users']);
    const owners = new Map([
      ['trips', new Set(['modules/trips'])],
      ['tasks', new Set(['modules/tasks'])],
      ['users', new Set(['modules/users'])],
    ]);
    const sources: Record<string, string> = {
      'apps/api/src/modules/zoho/zoho.status.ts':
        "db.selectFrom('zoho_deals as d').leftJoin('trips as t', 't.id', 'd.trip_id')",
      'apps/api/src/modules/tasks/tasks.repo.ts':
        "db.selectFrom('tasks').leftJoin('users_view as u', 'u.id', 'owner_id')",
      'apps/api/src/modules/vouchers/vouchers.send.ts':
        'sql`select u.email from users u join users_view v on v.id = u.id`',
    };
    const pairs = crossModuleReads(Object.keys(sources), owners, tables, (file) => sources[file]);
    expect([...pairs.keys()].sort()).toEqual(['vouchers → users', 'zoho → trips']);
  });

  it('finds a cycle and a forbidden import when there is one', () => {
    const graph = new Map([
      ['apps/api/src/modules/a/a.ts', ['apps/api/src/modules/b/index.ts']],
      ['apps/api/src/modules/b/index.ts', ['apps/api/src/modules/a/index.ts']],
      ['apps/api/src/modules/a/index.ts', ['apps/api/src/modules/a/a.ts']],
      ['apps/api/src/engine/jobs/x.ts', ['apps/api/src/modules/a/a.ts', 'apps/api/src/db/seed/demo.ts']],
    ]);
    expect(crossAreaCycles(importCycles(graph))).toHaveLength(1);
    expect(forbiddenImports(graph)).toHaveLength(2);
    expect(importCycles(moduleGraph(graph))).toEqual([['a', 'b']]);
    const lib = new Map([
      ['apps/web/src/lib/keys.ts', ['apps/web/src/modules/trips/tripsApi.ts']],
      ['apps/web/src/modules/trips/tripsApi.ts', ['apps/web/src/app/App.tsx']],
      [
        'apps/web/src/modules/home/HomePage.tsx',
        ['apps/web/src/modules/trips/tripsView.ts', 'apps/web/src/modules/trips/index.ts'],
      ],
    ]);
    expect(forbiddenImports(lib)).toEqual([
      'apps/web/src/lib/keys.ts → apps/web/src/modules/trips/tripsApi.ts: lib holds what several modules share, below them all',
      'apps/web/src/modules/trips/tripsApi.ts → apps/web/src/app/App.tsx: app composes the modules (shell, routes, layout); what they share lives in lib',
      "apps/web/src/modules/home/HomePage.tsx → apps/web/src/modules/trips/tripsView.ts: a module uses another through that module's public entry (its index.ts)",
    ]);
  });
});

/**
 * Writes whose table is chosen at run time, with every table each may reach: the owner is the module or
 * engine of the file, as for a write naming its table.
 */
const computedWriters: Record<string, readonly string[]> = {
  'apps/api/src/engine/notes/notes.repo.ts': ['provider_notes', 'task_notes', 'trip_notes', 'invoice_notes'],
  // The settings lists engine writes the tables its registry names (countries, currencies, tags…).
  'apps/api/src/engine/settings/lists.repo.ts': [...new Set(settingsLists.map((list) => list.table))],
  'apps/api/src/modules/dossiers/dossiers.repo.ts': ['dossier_settings', 'dossier_other_settings'],
  'apps/api/src/modules/itineraries/itineraries.repo.ts': [
    'itinerary_brandings',
    'itinerary_stages',
    'itinerary_transfers',
    'itinerary_services',
  ],
  'apps/api/src/modules/providers/rates/rates.repo.ts': [
    'provider_rates',
    'provider_rate_items',
    'provider_rate_qties',
  ],
  'apps/api/src/modules/trips/trip-rows.repo.ts': [
    'trip_accommodations',
    'trip_transfers',
    'trip_other_services',
  ],
};

/** Tables two areas write, with the owner whose tables they are and why the other writes too. */
const sharedWrites: Record<string, { owner: string; writers: string; why: string }> = {
  trip_transfers: {
    owner: 'modules/trips',
    writers: 'modules/transfers, modules/trips',
    why: 'the luggage chain sets who may rewrite a luggage row (is_open_auto_transfer_from/_to) as it follows the stays, inside the trip settle that trips runs; to move into the trips writer',
  },
};

/**
 * The reads of another module's tables in SQL (a module name → the owner's name), each with its reason; at
 * most 15. A read not listed fails: call the owner's service or repo (names of a page's ids in one batched
 * call), read a view the owner publishes (`publishedViews`), or list it here with why the join must stay
 * (docs/decisions/0030).
 */
const allowedReads: Record<string, string> = {
  'auth → user-groups':
    "a session is read with its user's group and the group's version, one query a request",
  'hospedajes → trips': "the report and the readiness gaps read the trip's confirmed nights",
  'invoices → trips':
    'services to invoice and lines are read with their trip rows; real costs flow back through trips',
  'reports → bookings': "row reports print the row's confirmation number beside the row",
  'reports → invoices': 'the VAT and prepayments reports read the invoices of rows',
  'reports → tasks': 'the task reports are reports of tasks, filtered and paged in SQL',
  'reports → trips':
    'every row report is a view of trips and their rows, one query a page at a million trips',
  'transfers → trips': "the luggage chain and the manifest read the trip's rows, party and dates",
  'traveller-links → trips': "a link belongs to a trip and shows the trip's stays",
  'users → user-groups': "a user's rights come from their group's permissions",
  'vouchers → bookings': "the pack prints each row's confirmation number",
};
