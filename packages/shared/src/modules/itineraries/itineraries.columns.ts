import { defineColumnSet } from '../../list/columns.ts';

/** The itineraries list's columns: what the holiday is, where it goes, how long, how often it was sold. */
export const itinerariesColumns = defineColumnSet({
  name: 'itineraries',
  label: 'Itineraries',
  columns: [
    { slug: 'holiday_id', label: 'Holiday id', default: true },
    { slug: 'name', label: 'Name', default: true },
    { slug: 'trip_type_name', label: 'Trip type', default: true, sortable: true },
    { slug: 'branding_names', label: 'Brands', default: true },
    { slug: 'stage_count', label: 'Stages', default: true, sortable: true },
    { slug: 'nights', label: 'Nights', default: true, sortable: true },
    { slug: 'start_location_name', label: 'Start location', default: true, sortable: true },
    { slug: 'end_location_name', label: 'End location', default: true, sortable: true },
    { slug: 'trip_count', label: 'Trips made', default: true, sortable: true },
    { slug: 'is_active', label: 'Active', default: true },
    { slug: 'updated_at', label: 'Updated', default: false, sortable: true },
  ],
});
