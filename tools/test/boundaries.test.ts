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
import { computedWrites, crossModuleReads, tableNames, tableOwners } from '../architecture/tables.ts';

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
 * The reads of another module's tables in SQL (a module name → the owner's name), each with its reason.
 * A read not listed fails: call the owner's service or repo, or list it here with why a join is needed.
 */
const allowedReads: Record<string, string> = {
  'auth → user-groups':
    "a session is read with its user's group and the group's version, one query a request",
  'auth → users': 'sign-in, sessions and password links read the user with the credentials',
  'bookings → brandings': "a request's texts are signed by the trip's brand",
  'bookings → locations':
    "the fallback walks the location's priority lists; change lines and samples name places",
  'bookings → providers':
    "a request goes to the provider's booking email in its language, naming its services",
  'bookings → trips': 'a booking row is read with its trip (status, dates, owner) in one query',
  'bookings → users': "phone tasks and staff answers name the trip's owner or the staff member",
  'dossiers → brandings': "a dossier is shown and matched with its brand's name",
  'dossiers → locations': "a dossier's settings name their places",
  'dossiers → trips': "matching reads the trip's brand, type, holiday and places",
  'dossiers → users': 'the editor names who saved',
  'email-accounts → brandings': "an account is listed with its brand's name",
  'email-templates → brandings': "a template falls back to the default brand's text",
  'email-templates → users': "a test email goes to the signed-in user's address",
  'hospedajes → providers': "a night is communicated with its lodging's identity",
  'hospedajes → trips': "the report and the readiness gaps read the trip's confirmed nights",
  'invoices → locations': 'services to invoice name their places',
  'invoices → providers': "an invoice's sender and lines name providers and their services",
  'invoices → trips':
    'services to invoice and lines are read with their trip; real costs flow back through trips',
  'invoices → users': 'an invoice names its owner, who must be active',
  'itineraries → brandings': 'the list filters by brand and names it',
  'itineraries → locations': 'stages name their places; the list filters by location',
  'itineraries → providers': 'services name their provider service',
  'itineraries → trips': 'an itinerary counts its trips (switched off, not deleted, while it has some)',
  'locations → providers': 'priority lists are read with their providers',
  'notifications → users': 'a notification names who caused it',
  'providers → locations': 'providers are listed and filtered by their places',
  'reports → bookings': "row reports print the row's confirmation number",
  'reports → invoices': 'the VAT and prepayments reports read the invoices of rows',
  'reports → locations': 'reports name and filter by places',
  'reports → providers': 'reports name and filter by providers',
  'reports → tasks': 'the task reports are reports of tasks',
  'reports → trips':
    'every row report is a view of trips and their rows, one query a page at a million trips',
  'tasks → users': 'tasks name their owner and creator; the staff picker lists users',
  'transfers → locations': 'routes and the manifest name their places and meeting points',
  'transfers → providers': 'routes rank providers; the manifest names the carrier',
  'transfers → trips': "the luggage chain and the manifest read the trip's party and dates",
  'traveller-links → brandings': "a traveller's page is the trip's brand",
  'traveller-links → locations': "a traveller's page names the trip's places",
  'traveller-links → providers': "a traveller's page names the trip's lodgings",
  'traveller-links → trips': 'a link belongs to a trip and shows it',
  'traveller-links → vouchers': "a traveller's page offers the trip's vouchers",
  'trips → locations': "rows are read with their places' and meeting points' names",
  'trips → providers': "rows are read and listed with their providers' and services' names",
  'trips → tasks': 'a trip with tasks about it is not deleted (409)',
  'trips → users': 'owners must be active staff; readiness and the list name them',
  'user-groups → users': 'a group counts and lists its members',
  'users → user-groups': "a user's rights come from their group's permissions",
  'vouchers → bookings': "the pack prints each row's confirmation number",
  'vouchers → brandings': "the pack's cover and texts are the brand's",
  'vouchers → dossiers': 'the practical information comes from the dossier',
  'vouchers → locations': 'the pack names places, meeting points and Camino distances',
  'vouchers → providers': "the pack names lodgings, their places and the providers' vouchers",
  'vouchers → trips': 'template samples list recent trips',
  'vouchers → users': "documents are sent with the trip owner's contact",
  'zoho → brandings': 'a deal is matched to a brand by name',
  'zoho → locations': 'a deal is matched to places by name and variations',
  'zoho → trips': "a deal's status reads its trip's",
  'zoho → users': 'a deal is matched to an owner by name',
};
