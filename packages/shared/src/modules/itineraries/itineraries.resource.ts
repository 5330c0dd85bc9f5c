import { defineResource } from '../../list/descriptor.ts';
import { itinerariesColumns } from './itineraries.columns.ts';
import { itinerariesPageSize } from './itineraries.constants.ts';

/**
 * The itineraries list: one row per itinerary, opening /itineraries/{id}. The name is the reader's
 * language's (name_es for Spanish when it has one); a brand or a location picks itineraries sold under
 * that brand or with a stage there.
 */
export const itinerariesResource = defineResource({
  name: 'itineraries',
  label: 'Itineraries',
  fields: {
    holiday_id: { kind: 'text', label: 'Holiday id', sortable: true },
    name: { kind: 'text', label: 'Name', sortable: true },
    trip_type_id: { kind: 'autocomplete', label: 'Trip type', options: 'trip_types' },
    branding_id: { kind: 'autocomplete', label: 'Brand', options: 'brandings' },
    location_id: { kind: 'autocomplete', label: 'Location' },
    is_active: { kind: 'boolean', label: 'Active' },
  },
  defaultSort: 'holiday_id',
  defaultOrder: 'asc',
  pageSize: itinerariesPageSize,
  columns: itinerariesColumns.columns,
  searchable: true,
});
