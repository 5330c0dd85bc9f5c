import { useLookup } from '../../../engine/options/useLookup';

/** The reference lists the location form picks from. */
export function useLocationLookups() {
  const countries = useLookup('countries');
  const states = useLookup('states');
  const meals = useLookup('meals');
  return { countries: countries.data ?? [], states: states.data ?? [], meals: meals.data ?? [] };
}

export type LocationLookups = ReturnType<typeof useLocationLookups>;

export const selectData = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

export const idOrNull = (value: string | null) => (value ? Number(value) : null);
