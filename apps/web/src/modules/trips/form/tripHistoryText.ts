import { humanise, valueText } from './tripChanges';
import { type TripKey, tripFieldSpecs } from './tripFields';

const historyLabels: Record<string, string> = {
  total_cost: 'Total cost',
  gross_margin: 'Gross margin',
  gross_margin_per: 'Margin of the price (%)',
  created_user_name: 'Created by',
};

/**
 * A history entry's field as the screen names it: the trip form's label (a name recorded for an id takes
 * the id field's label: 'start_location_name' → 'Start location'), else the column in words.
 */
export function historyFieldLabel(field: string): string {
  if (field in tripFieldSpecs) return tripFieldSpecs[field as TripKey].label;
  if (historyLabels[field]) return historyLabels[field];
  const idField = field.replace(/_name$/, '_id');
  if (idField !== field && idField in tripFieldSpecs) return tripFieldSpecs[idField as TripKey].label;
  return humanise(field.replace(/_name$/, ''));
}

/** The changes of a history entry worth a line: a value that reads the same before and after is left out. */
export const shownHistoryChanges = <C extends { before: unknown; after: unknown }>(changes: readonly C[]) =>
  changes.filter((c) => valueText(c.before) !== valueText(c.after));
