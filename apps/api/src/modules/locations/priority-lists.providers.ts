import type { PriorityList } from '@trips/shared/modules/locations/priority-lists.schema';
import type { Database } from '../../db/database.ts';

/**
 * What a location's priority lists need to know of providers, owned here and registered at start-up
 * (`src/wiring.ts`) by the providers module, which itself reads locations: so neither imports the other.
 */
export interface PriorityListProviders {
  /** Each provider's name, by id. */
  names(db: Database, ids: number[]): Promise<Map<number, string>>;
  /** Of these ids, the active providers the list's picker offers. */
  fitting(db: Database, list: PriorityList, ids: number[]): Promise<{ id: number }[]>;
}

let registered: PriorityListProviders | null = null;

export function registerPriorityListProviders(providers: PriorityListProviders) {
  registered = providers;
}

export function priorityListProviders(): PriorityListProviders {
  if (!registered)
    throw new Error('The priority lists’ providers are not wired: call wireTripSteps() at start-up.');
  return registered;
}
