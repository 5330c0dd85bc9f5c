import type { FormProblems, RowErrors } from '../../../engine/edits/fieldErrors';
import { checkFields } from '../../../engine/form/checkFields';
import { fieldProblems } from '../../../engine/form/useFieldDraft';
import type { LocationDraft } from './locationDraft';
import { pointFields, settingsFields } from './locationFields';

/** The checks worth doing before a round trip: required names and country, name lengths. */
export function checkDraft(draft: LocationDraft): FormProblems {
  const rows: Record<string, RowErrors> = {};
  for (const point of draft.points.rows) {
    const problems = checkFields(pointFields, point);
    if (Object.keys(problems).length) rows[point.key] = problems;
  }
  return { ...fieldProblems(checkFields(Object.values(settingsFields), draft)), rows };
}
