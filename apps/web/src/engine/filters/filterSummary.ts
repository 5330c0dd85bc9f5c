import type { ResolvedField } from '@trips/shared/list/descriptor';
import { type FilterValue, isBlank } from '@trips/shared/list/kinds';
import type { FieldFilter } from '@trips/shared/list/state';
import { dateUnitLabels, operatorLabels } from './operatorLabels';

const shownNames = 2;

function listed(values: readonly FilterValue[], labelOf: (v: FilterValue) => string): string {
  const names = values.map(labelOf);
  const more = names.length - shownNames;
  return more > 0 ? `${names.slice(0, shownNames).join(', ')} +${more}` : names.join(', ');
}

function range([from, to]: readonly FilterValue[], unit: string): string {
  if (!isBlank(from) && !isBlank(to)) return `${from}${unit} – ${to}${unit}`;
  return isBlank(to) ? `from ${from}${unit}` : `up to ${to}${unit}`;
}

/**
 * What an active filter does, in a few words for its chip: 'contains "pam", "leo"', 'Spain, France',
 * 'in the last 3 weeks'. Null when the filter does not constrain the list.
 */
export function filterSummary(
  field: ResolvedField,
  filter: FieldFilter,
  labelOf: (value: FilterValue) => string,
): string | null {
  const values = filter.values.filter((v) => !isBlank(v));
  if (values.length === 0) return null;
  const op = filter.option_type;
  const unit = field.kind === 'percentage' ? '%' : '';
  if (op === 'between') return range(filter.values, unit);
  if (op === 'in_the_last' || op === 'due_in') {
    return `${operatorLabels[op]} ${values[0]} ${dateUnitLabels[filter.value_type ?? 'day']}`;
  }
  if (field.kind === 'boolean') return values[0] ? 'Yes' : 'No';
  if (field.kind === 'text') return `${operatorLabels[op]} ${values.map((v) => `"${v}"`).join(', ')}`;
  if (field.kind === 'tags') return `${operatorLabels[op]} ${listed(values, labelOf)}`;
  if (field.kind === 'autocomplete') return listed(values, labelOf);
  return `= ${values.map((v) => `${v}${unit}`).join(', ')}`;
}
