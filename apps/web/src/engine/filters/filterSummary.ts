import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ResolvedField } from '@trips/shared/list/descriptor';
import { type FilterValue, isBlank } from '@trips/shared/list/kinds';
import type { FieldFilter } from '@trips/shared/list/state';
import { formatDate } from '../../i18n/format';
import { dateUnitLabels, operatorLabels } from './operatorLabels';

const shownNames = 2;

function listed(values: readonly FilterValue[], labelOf: (v: FilterValue) => string): string {
  const names = values.map(labelOf);
  const more = names.length - shownNames;
  const first = names.slice(0, shownNames).join(', ');
  return more > 0 ? t`${first} +${more}` : names.join(', ');
}

function range([from, to]: readonly FilterValue[], show: (v: FilterValue) => string): string {
  const low = show(from);
  const high = show(to);
  if (!isBlank(from) && !isBlank(to)) return `${low} – ${high}`;
  return isBlank(to) ? t`from ${low}` : t`up to ${high}`;
}

/**
 * What an active filter does, in a few words for its chip: 'contains "pam", "leo"', 'Spain, France',
 * 'in the last 3 weeks', in the language shown. Null when the filter does not constrain the list.
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
  // Dates read as the lists show them ('1 Mar 2026'), not as the filter stores them.
  const show = (v: FilterValue) => (field.kind === 'date' ? formatDate(String(v)) : `${v}${unit}`);
  if (op === 'between') return range(filter.values, show);
  const operator = i18n._(operatorLabels[op]);
  if (op === 'in_the_last' || op === 'due_in') {
    return `${operator} ${values[0]} ${i18n._(dateUnitLabels[filter.value_type ?? 'day'])}`;
  }
  if (field.kind === 'boolean') return values[0] ? t`Yes` : t`No`;
  if (field.kind === 'text') return `${operator} ${values.map((v) => `"${v}"`).join(', ')}`;
  if (field.kind === 'tags') return `${operator} ${listed(values, labelOf)}`;
  if (field.kind === 'autocomplete') return listed(values, labelOf);
  return `= ${values.map(show).join(', ')}`;
}
