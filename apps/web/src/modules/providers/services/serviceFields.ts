import { msg } from '@lingui/core/macro';
import { type FormProblems, noProblems, type RowErrors } from '../../../engine/edits/fieldErrors';
import type { RowEdits } from '../../../engine/edits/rowDraft';
import { checkFields } from '../../../engine/form/checkFields';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import type { ServiceItem, ServiceRow } from './servicesDraft';

type ServiceField = 'name' | 'name_es' | 'name_de' | 'price' | 'service_type_id';
type ItemText = 'observations' | 'duration' | 'time' | 'type_of_bikes' | 'height_measurment';

/** A service's own fields, by key (limits as provider-services.schema.ts). */
export const serviceFields = {
  name: { key: 'name', label: msg`Name`, kind: 'text', max: 100, required: true },
  name_es: { key: 'name_es', label: msg`Name in Spanish`, kind: 'text', max: 100 },
  name_de: { key: 'name_de', label: msg`Name in German`, kind: 'text', max: 100 },
  price: { key: 'price', label: msg`Price`, kind: 'number', min: 0, max: 1_000_000_000, decimals: 2 },
  service_type_id: {
    key: 'service_type_id',
    label: msg`Service type`,
    kind: 'lookup',
    lookup: 'other_service_types',
  },
} as const satisfies Record<ServiceField, FieldSpec<ServiceField>>;

/** The texts of an item; where it happens (location, meeting point, provider point) is edited apart. */
export const itemFields: readonly (FieldSpec<ItemText> & { kind: 'text' })[] = [
  { key: 'observations', label: msg`Observations`, kind: 'text', max: 2000 },
  { key: 'duration', label: msg`Duration`, kind: 'text', max: 50 },
  { key: 'time', label: msg`Time`, kind: 'text', max: 50 },
  { key: 'type_of_bikes', label: msg`Type of bikes`, kind: 'text', max: 100 },
  { key: 'height_measurment', label: msg`Heights`, kind: 'text', max: 100 },
];

/** Where the server puts an item's message: 'items.1.duration' of the service's row. */
export const itemErrorKey = (index: number, field: string) => `items.${index}.${field}`;

function rowProblems(row: ServiceRow): RowErrors {
  const errors: RowErrors = { ...checkFields(Object.values(serviceFields), row) };
  row.items.forEach((item: ServiceItem, index) => {
    for (const [field, message] of Object.entries(checkFields(itemFields, item)))
      if (message) errors[itemErrorKey(index, field)] = message;
  });
  return errors;
}

/** The checks worth doing before a round trip, on the rows they are about. */
export function checkServices(draft: RowEdits<ServiceRow>): FormProblems {
  const rows = Object.fromEntries(
    draft.rows.map((row) => [row.key, rowProblems(row)]).filter(([, e]) => Object.keys(e).length > 0),
  );
  return { ...noProblems, rows };
}
