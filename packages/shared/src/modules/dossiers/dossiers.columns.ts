import { defineColumnSet } from '../../list/columns.ts';

/**
 * The dossiers list's columns (spec part 2 §3 "Report column sets"), named after the dossier's general
 * information. The list's descriptor takes them when it is built.
 */
export const dossiersColumns = defineColumnSet({
  name: 'dossiers',
  label: 'Dossiers',
  columns: [
    { slug: 'holiday_id', label: 'Holiday id', default: true },
    { slug: 'holiday', label: 'Holiday', default: true },
    { slug: 'branding_name', label: 'Brand', default: true },
    { slug: 'trip_type_name', label: 'Trip type', default: true },
    { slug: 'start_location_name', label: 'Start location', default: true },
    { slug: 'end_location_name', label: 'End location', default: true },
    { slug: 'is_active', label: 'Active', default: true },
    { slug: 'created_by', label: 'Created by', default: false },
    { slug: 'created_on', label: 'Created on', default: false },
  ],
});
