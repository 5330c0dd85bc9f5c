import type { AppError } from '../../http/errors.ts';
import { invalid } from '../locations/index.ts';
import type { LookupsRepo } from '../lookups/index.ts';
import type { ProvidersRepo, ProviderValues } from './providers.repo.ts';

export { invalid };

/** The first id of `asked` that breaks the rule, reported at its index. */
export function checkEach(asked: number[], field: string, problem: (id: number) => string | null) {
  for (const [i, id] of asked.entries()) {
    const message = problem(id);
    if (message) throw invalid({ [`${field}.${i}`]: message });
  }
}

/**
 * Locations change by difference (part 2 §4): an added id must not be assigned yet, a deleted one must be,
 * and no id may be both.
 */
export function checkLocationChanges(
  current: { id: number; name: string }[],
  add: number[],
  deleted: number[],
) {
  const names = new Map(current.map((l) => [l.id, l.name]));
  checkEach(add, 'locations.add_location_ids', (id) =>
    names.has(id) ? `${names.get(id)} is already one of this provider's locations` : null,
  );
  checkEach(deleted, 'locations.deleted_locations', (id) => {
    if (!names.has(id)) return `Not one of this provider's locations: ${id}`;
    return add.includes(id) ? `${names.get(id)} is both added and removed` : null;
  });
}

export async function checkTags(repo: ProvidersRepo, tagIds: number[]) {
  const known = await repo.providerTagIds(tagIds);
  checkEach(tagIds, 'tag_ids', (id) => (known.has(id) ? null : `Unknown provider tag: ${id}`));
}

/** A region must lie in the provider's country. */
export async function checkRegion(lookups: LookupsRepo, v: ProviderValues) {
  if (v.state_id === null) return;
  const state = await lookups.findState(v.state_id);
  if (!state) throw invalid({ state_id: 'Unknown region' });
  if (v.country_id !== null && state.country_id !== v.country_id)
    throw invalid({ state_id: 'This region is not in the chosen country' });
}

const tableFields: Record<string, string> = {
  providers: '',
  provider_locations: 'locations',
  provider_tags: 'tag_ids',
  provider_services: '',
  provider_service_items: '',
};

/** A foreign key that refused a value ('providers_category_id_fkey') as a 400 on that field, else null. */
export function unknownReference(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; table?: string };
  if (e.code !== '23503' || !e.table || !(e.table in tableFields) || !e.constraint) return null;
  const column = e.constraint.slice(e.table.length + 1).replace(/_fkey$/, '');
  const field = tableFields[e.table] || column;
  return invalid({ [field]: `Unknown ${column.replace(/_id$/, '').replaceAll('_', ' ')}` });
}

/** Runs a write; a foreign key refusing an id becomes a 400 on its field. */
export async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unknownReference(error) ?? error;
  }
}
