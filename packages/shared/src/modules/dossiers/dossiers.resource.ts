import { defineResource } from '../../list/descriptor.ts';
import { dossiersColumns } from './dossiers.columns.ts';
import { dossiersPageSize } from './dossiers.constants.ts';

const pick = (label: string, options?: string) => ({ kind: 'autocomplete', label, options }) as const;
const text = (label: string) => ({ kind: 'text', label, sortable: true }) as const;

/**
 * The dossiers list (spec part 1 §3 "Dossier search filter", page 1, count 100): one row per setting
 * item of a dossier, opening /dossier-details/{id}/{dossier_setting_id}. A location filter by id or
 * by name asks for the setting's start or end; holiday_id and holiday match its holiday.
 */
export const dossiersResource = defineResource({
  name: 'dossiers',
  label: 'Dossiers',
  fields: {
    branding_id: pick('Brand', 'brandings'),
    trip_type_id: pick('Trip type', 'trip_types'),
    start_location_id: pick('Start location'),
    start_location_name: text('Start location name'),
    end_location_id: pick('End location'),
    end_location_name: text('End location name'),
    holiday_id: text('Holiday id'),
    holiday: text('Holiday'),
    is_active: { kind: 'boolean', label: 'Active' },
  },
  defaultSort: 'holiday_id',
  defaultOrder: 'asc',
  pageSize: dossiersPageSize,
  columns: dossiersColumns.columns.map((c) =>
    ['branding_name', 'trip_type_name', 'created_on'].includes(c.slug) ? { ...c, sortable: true } : c,
  ),
  searchable: true,
});
