import { msg } from '@lingui/core/macro';
import type { ListCell, ListColumn } from '@trips/shared/settings/list-columns';
import type { FieldSpec } from '../form/fieldSpec';

type Editable = Exclude<ListColumn, { kind: 'label' }>;

/**
 * How the form engine edits a cell of each kind of column; `label` names the cell's input ("Active:
 * Booking.com"). Texts and addresses are not marked required: the list's check names an empty one.
 */
export function columnSpec(column: Editable, label: string): FieldSpec {
  const base = { key: column.key, label };
  switch (column.kind) {
    case 'boolean':
    case 'zeroOne':
      return { ...base, kind: 'boolean' };
    case 'text':
    case 'email':
      return { ...base, kind: column.kind, max: column.maxLength };
    case 'secret':
      return { ...base, kind: 'secret', max: column.maxLength };
    case 'decimal':
      return { ...base, kind: 'number', min: column.min, max: column.max, keepText: true };
    case 'lookup':
      return { ...base, kind: 'lookup', lookup: column.lookup, required: true, placeholder: msg`Choose` };
  }
}

/** A cell's value as its control holds it: a 0/1 flag is a switch. */
export const controlValue = (column: ListColumn, value: ListCell | undefined) =>
  column.kind === 'zeroOne' ? value === 1 : value;

/** The control's value as the row holds it; a cleared choice is not taken (a row needs its lookup). */
export function cellValue(column: ListColumn, value: unknown): ListCell | undefined {
  if (column.kind === 'zeroOne') return value === true ? 1 : 0;
  if (column.kind === 'lookup' && value === null) return undefined;
  return value as ListCell;
}
