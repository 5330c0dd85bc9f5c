import { rationKeys } from '@trips/shared/modules/locations/locations.schema';
import { AppError } from '../../http/errors.ts';
import type { LookupsRepo } from '../lookups/index.ts';
import type { LocationSettings } from './locations.repo.ts';

export const invalid = (fieldErrors: Record<string, string>) =>
  new AppError(
    400,
    'Invalid input',
    fieldErrors,
    Object.entries(fieldErrors).map(([f, m]) => `${f}: ${m}`),
  );

/** Country, region and ration meals must exist, and the region must lie in the country. */
export async function checkReferences(lookups: LookupsRepo, s: LocationSettings) {
  const errors: Record<string, string> = {};
  const country = await lookups.findCountry(s.country_id);
  if (!country) errors.country_id = 'Unknown country';
  if (s.state_id !== null) {
    const state = await lookups.findState(s.state_id);
    if (!state) errors.state_id = 'Unknown region';
    else if (country && state.country_id !== country.id)
      errors.state_id = `This region is not in ${country.name}`;
  }
  const mealFields = rationKeys.map((k) => `${k}_replacement_id` as const);
  const meals = await lookups.mealIds(mealFields.flatMap((f) => (s[f] === null ? [] : [s[f]])));
  for (const f of mealFields) if (s[f] !== null && !meals.has(s[f])) errors[f] = 'Unknown meal';
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** New variation names must differ from each other and from those the location keeps (case-insensitively). */
export function checkNewVariations(kept: string[], added: string[], field: string) {
  const seen = new Set(kept.map((n) => n.toLowerCase()));
  added.forEach((name, i) => {
    if (seen.has(name.toLowerCase()))
      throw invalid({ [`${field}.${i}`]: `'${name}' is already a name variation` });
    seen.add(name.toLowerCase());
  });
}

/** Ids sent for deletion or update must belong to this location. */
export function checkOwnIds(own: number[], asked: number[], field: string) {
  const index = asked.findIndex((id) => !own.includes(id));
  if (index !== -1) throw invalid({ [`${field}.${index}`]: `Not part of this location: ${asked[index]}` });
}
