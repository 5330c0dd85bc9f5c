import { listColumns, listFields } from '../../fields/list.ts';
import { defineResource } from '../../list/descriptor.ts';
import { tripsClearAllCount, tripsPageSize } from './trips.constants.ts';
import { tripColumnOrder, tripFields } from './trips.fields.ts';

/**
 * The trips list (spec part 1 §3 "Trip filters", page 1, count 50, clear-all count 100; part 2 §3 the 30
 * trip columns): its filters and columns come from the trip's field catalogue (`trips.fields.ts`, which
 * says what each one asks).
 */
export const tripsResource = defineResource({
  name: 'trips',
  label: 'Trips',
  fields: listFields(tripFields),
  defaultSort: 'start_date',
  defaultOrder: 'desc',
  pageSize: tripsPageSize,
  clearAllCount: tripsClearAllCount,
  columns: listColumns(tripFields, tripColumnOrder),
  searchable: true,
});
