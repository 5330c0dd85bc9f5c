import type { FieldConfig } from '../../list/descriptor.ts';
import { reportColumnSets } from './reports.columns.ts';

/** The column set of spec part 2 §3 a report shows, by the report's name. */
export const columnsOf = (name: string) => reportColumnSets.find((set) => set.name === name)!.columns;

export const numeric = (label: string): FieldConfig => ({ kind: 'numeric', label, sortable: true });
export const pick = (label: string, options: string): FieldConfig => ({
  kind: 'autocomplete',
  label,
  options,
});
export const day = (label: string): FieldConfig => ({ kind: 'date', label, sortable: true });

/** The fields every report of trip service rows has: status, costs, trip created, tags, owner. */
export const rowReportFields = {
  trip_service_status_id: pick('Status', 'trip_service_statuses'),
  tariff_cost: numeric('Tariff cost'),
  created_date: day('Created'),
  tags: pick('Tags', 'trip_tags'),
  operations_owner_id: pick('Operations owner', 'staff'),
} as const;
