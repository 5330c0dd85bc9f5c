import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { rowLabel, sectionLabel, sectionLabels } from './tripChanges';
import { tripFieldSpecs } from './tripFields';

/**
 * The field errors of a failed trip save for the trip's part of the screen: 'trip.x' on the field x; the
 * sections place their rows' errors on the rows, and the list under 'Error' names them once.
 */
export function tripFieldErrors(
  fieldErrors: Readonly<Record<string, string>>,
  rowName?: RowNamer,
): FormProblems {
  const problems: FormProblems = { fields: {}, rows: {}, other: [] };
  for (const [path, message] of Object.entries(fieldErrors)) {
    const key = path.startsWith('trip.') ? path.slice(5) : path;
    if (key in tripFieldSpecs) problems.fields[key] = message;
    else problems.other.push(`${rowPathLabel(path, rowName)}: ${message}`);
  }
  return problems;
}

/** The name the screen gives the row sent at `index` of a section ('Accommodation 3'), if it knows it. */
export type RowNamer = (section: keyof typeof sectionLabels, index: number) => string | undefined;

/** 'accommodations.2.checkout_date' → 'Accommodation 3, Check-out' (or the row's name on screen). */
export function rowPathLabel(path: string, rowName?: RowNamer) {
  const [section, index, ...rest] = path.split('.');
  if (!(section in sectionLabels) || index === undefined || !/^\d+$/.test(index)) return path;
  const key = section as keyof typeof sectionLabels;
  const name = rowName?.(key, Number(index)) ?? `${sectionLabel(key)} ${Number(index) + 1}`;
  const field = rest.length ? `, ${rowLabel(rest.join('.'))}` : '';
  return `${name}${field}`;
}
