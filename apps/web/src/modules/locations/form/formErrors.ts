import { messages } from '@trips/shared/validation/messages';
import { maxLength, required, validate } from '@trips/shared/validation/rules';
import type { FormProblems, RowErrors } from '../../../engine/edits/fieldErrors';
import type { LocationDraft } from './locationDraft';

/** Same bound as the server's locationLimits (name and meeting point names). */
export const nameMax = 100;

/** The checks worth doing before a round trip: required names and country, name lengths. */
export function checkDraft(draft: LocationDraft): FormProblems {
  const fields: Record<string, string> = {};
  const rows: Record<string, RowErrors> = {};
  const name = validate(draft.name, required, maxLength(nameMax));
  if (name) fields.name = name;
  if (draft.country_id === null) fields.country_id = messages.required;
  for (const point of draft.points.rows) {
    const problem = validate(point.name_eng, required, maxLength(nameMax));
    if (problem) rows[point.key] = { name_eng: problem };
  }
  return { fields, rows, other: [] };
}
