import type { ResolvedField } from '@trips/shared/list/descriptor';
import type { FieldFilter } from '@trips/shared/list/state';
import type { ListDispatch } from '../../state/useListState';

/** What every filter control gets: one field, its filter object and the list's dispatch. */
export interface ControlProps {
  name: string;
  field: ResolvedField;
  /** The field's label in the language shown. */
  label: string;
  filter: FieldFilter;
  dispatch: ListDispatch;
}

/** The value of a number input as a filter value: '' (blank) until it is a finite number. */
export const numberValue = (input: string | number): number | '' =>
  typeof input === 'number' && Number.isFinite(input) ? input : '';
