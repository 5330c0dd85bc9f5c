import type { Database } from '../src/db/database.ts';
import { generateInvoices } from '../src/db/seed/scale/invoices.ts';
import { generateLocations } from '../src/db/seed/scale/locations.ts';
import { generateProviders } from '../src/db/seed/scale/providers.ts';
import { generateTasks } from '../src/db/seed/scale/tasks.ts';
import { generateTransferRoutes } from '../src/db/seed/scale/transfer-routes.ts';
import { generateTrips } from '../src/db/seed/scale/trips.ts';

interface Counts {
  locations?: string;
  providers?: string;
  trips?: string;
  routes?: string;
  invoices?: string;
  tasks?: string;
}

/**
 * Fills a temporary database: 100k locations, providers and routes, trips 1M on PostgreSQL and 100k on
 * PGlite, invoices for past nights (200k on PostgreSQL, 20k on PGlite) and two tasks a trip.
 */
export async function seedBench(db: Database, onPostgres: boolean, counts: Counts) {
  const started = performance.now();
  const progress = (what: string) => (done: number, total: number) =>
    process.stdout.write(`\rseeding ${what} ${done}/${total}`);
  const locations = Number(counts.locations ?? 100_000);
  const providers = Number(counts.providers ?? 100_000);
  const trips = Number(counts.trips ?? (onPostgres ? 1_000_000 : 100_000));
  if (locations > 0) await generateLocations(db, locations, progress('locations'));
  if (providers > 0) await generateProviders(db, providers, progress('providers'));
  if (trips > 0) await generateTrips(db, trips, progress('trips'));
  const routes = Number(counts.routes ?? 100_000);
  if (routes > 0) await generateTransferRoutes(db, routes, progress('routes'));
  const invoices = Number(counts.invoices ?? (onPostgres ? 200_000 : 20_000));
  if (invoices > 0) await generateInvoices(db, invoices, progress('invoices'));
  const tasks = Number(counts.tasks ?? trips * 2);
  if (tasks > 0) await generateTasks(db, tasks, progress('tasks'));
  console.log(` in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
