import type { Database } from '../../database.ts';
import { generateInvoices } from './invoices.ts';
import { generateLocations } from './locations.ts';
import { generateProviders } from './providers.ts';
import type { Progress } from './random.ts';
import { generateTasks } from './tasks.ts';
import { generateTransferRoutes } from './transfer-routes.ts';
import { generateTrips } from './trips.ts';

/** One generator per entity, run in this order; later modules add theirs (trips after locations…). */
export const generators: Record<string, (db: Database, count: number, progress: Progress) => Promise<void>> =
  {
    locations: generateLocations,
    providers: generateProviders,
    trips: generateTrips,
    routes: generateTransferRoutes,
    invoices: generateInvoices,
    tasks: generateTasks,
  };
