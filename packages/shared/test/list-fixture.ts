import fc from 'fast-check';
import {
  dateUnits,
  defineResource,
  type FieldKind,
  type FilterAction,
  type FilterValue,
  operators,
  orderTypes,
} from '../src/list/index.ts';

/** A cut-down trips list: one field of every kind, clear-all to 100 like the real one. */
export const trips = defineResource({
  name: 'trips',
  label: 'Trips',
  fields: {
    trip_name: { kind: 'text', label: 'Trip name', sortable: true },
    start_date: { kind: 'date', label: 'Start date', sortable: true, defaultOperator: 'in_the_last' },
    cost: { kind: 'numeric', label: 'Cost', sortable: true },
    business_cost_margin_per: { kind: 'percentage', label: 'Margin %' },
    operations_owner_id: { kind: 'autocomplete', label: 'Operations owner', options: 'users' },
    is_pending_tasks: { kind: 'boolean', label: 'Pending tasks' },
    tags: { kind: 'tags', label: 'Tags', options: 'tags' },
  },
  defaultSort: 'start_date',
  defaultOrder: 'desc',
  pageSize: 50,
  clearAllCount: 100,
  columns: [
    { slug: 'trip_name', label: 'Trip name', default: true },
    { slug: 'operations_owner', label: 'Operations owner', default: true, sortable: true },
    { slug: 'quotation_version', label: 'Quotation version', default: false },
  ],
  searchable: true,
});

/** A list without search, without a clear-all page size and with a default saved filter, like tasks. */
export const tasks = defineResource({
  name: 'tasks',
  label: 'Tasks',
  fields: {
    subject: { kind: 'text', label: 'Subject', sortable: true },
    deadline: { kind: 'date', label: 'Deadline', operators: ['in_the_last', 'due_in'] },
  },
  defaultSort: 'subject',
  defaultOrder: 'asc',
  pageSize: 100,
  defaultFilterId: -2,
  presets: [{ id: -2, label: 'My open tasks' }],
  columns: [{ slug: 'subject', label: 'Subject', default: true }],
  searchable: false,
});

const noNegativeZero = (n: number) => (n === 0 ? 0 : n);
const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const text = fc.string({ unit: 'grapheme', maxLength: 20 });
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map(noNegativeZero);

/** Any value at all, mostly of the wrong type for a given field. */
export const filterValue: fc.Arbitrary<FilterValue> = fc.oneof(
  fc.constantFrom<FilterValue>('', null, true, false, 'rome', 7),
  isoDate,
  fc.integer({ min: -3, max: 400 }),
  number,
  text,
);

const valueOfKind: Record<FieldKind, fc.Arbitrary<FilterValue>> = {
  text,
  numeric: number,
  percentage: number,
  date: fc.oneof(isoDate, fc.integer({ min: 1, max: 90 })),
  autocomplete: fc.oneof(fc.nat(), text),
  boolean: fc.boolean(),
  tags: fc.oneof(fc.nat(), text),
};

/** Values that often suit the field (rows, a range, a span) and sometimes do not. */
function valuesFor(field: string): fc.Arbitrary<FilterValue[]> {
  const kind = trips.fields[field as keyof typeof trips.fields]?.kind ?? 'text';
  const value = fc.oneof(valueOfKind[kind], fc.constantFrom<FilterValue>('', null));
  return fc.oneof(
    fc.array(value, { maxLength: 3 }),
    fc.tuple(value, value),
    fc.array(filterValue, { maxLength: 3 }),
  );
}

const numericRange = { filter_type: 'numeric', option_type: 'between' } as const;

const fieldAction = (field: string): fc.Arbitrary<FilterAction<string>> => {
  const index = fc.integer({ min: -1, max: 3 });
  const value = valuesFor(field).map((values) => values[0] ?? '');
  return fc.oneof(
    fc.record({
      type: fc.constant('setValues' as const),
      field: fc.constant(field),
      values: valuesFor(field),
    }),
    fc.record({
      type: fc.constant('replaceRows' as const),
      field: fc.constant(field),
      values: valuesFor(field),
    }),
    fc.record({
      type: fc.constant('setOperator' as const),
      field: fc.constant(field),
      option_type: fc.constantFrom(...operators),
    }),
    fc.record({
      type: fc.constant('setDateType' as const),
      field: fc.constant(field),
      value_type: fc.constantFrom(...dateUnits),
    }),
    fc.record({ type: fc.constant('addRow' as const), field: fc.constant(field) }),
    fc.record({ type: fc.constant('editRow' as const), field: fc.constant(field), index, value }),
    fc.record({ type: fc.constant('deleteRow' as const), field: fc.constant(field), index }),
    fc.record({ type: fc.constant('reset' as const), field: fc.constant(field) }),
  );
};

/** Actions of every type, mostly sensible, some nonsense (unknown fields, bad pages) the reducer must ignore. */
export const tripAction: fc.Arbitrary<FilterAction<string>> = fc.oneof(
  { arbitrary: fc.constantFrom(...trips.fieldNames, 'nope').chain(fieldAction), weight: 30 },
  fc.constant({ type: 'clearAll' as const }),
  fc.record({ type: fc.constant('setPage' as const), page: fc.integer({ min: -2, max: 5000 }) }),
  fc.record({ type: fc.constant('setCount' as const), count: fc.integer({ min: -2, max: 1500 }) }),
  fc.record({
    type: fc.constant('setOrder' as const),
    order_by: fc.constantFrom(...trips.sortKeys, 'tags', 'nope'),
    order_type: fc.constantFrom(...orderTypes),
  }),
  fc.record({ type: fc.constant('setSearch' as const), search: text }),
  fc.record({
    type: fc.constant('loadSaved' as const),
    saved: fc.oneof(
      fc.anything(),
      fc.record({ cost: valuesFor('cost').map((values) => ({ ...numericRange, values })) }),
    ),
  }),
);
