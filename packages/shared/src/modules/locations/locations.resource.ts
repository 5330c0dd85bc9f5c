import { defineResource } from '../../list/descriptor.ts';

/** The locations list (spec part 1 §3 "Location filters", part 2 §3 "locations list" column set). */
export const locationsResource = defineResource({
  name: 'locations',
  label: 'Locations',
  fields: {
    location_name: { kind: 'text', label: 'Location name', sortable: true },
    state_id: { kind: 'autocomplete', label: 'Region', options: 'states' },
    country_id: { kind: 'autocomplete', label: 'Country', options: 'countries' },
  },
  defaultSort: 'location_name',
  defaultOrder: 'asc',
  pageSize: 100,
  columns: [
    { slug: 'location_name', label: 'Location', default: true },
    { slug: 'state_name', label: 'Region', default: true, sortable: true },
    { slug: 'country_name', label: 'Country', default: true, sortable: true },
    { slug: 'name_variations', label: 'Name variations', default: true },
    { slug: 'meeting_points_count', label: 'Meeting points', default: true, sortable: true },
    { slug: 'is_automated_processing', label: 'Automated processing', default: false, sortable: true },
  ],
  searchable: true,
});

/** Page size of the location pickers (spec part 1 §9). */
export const locationPickerCount = 10;
