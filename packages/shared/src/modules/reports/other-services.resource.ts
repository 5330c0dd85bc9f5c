import { defineResource } from '../../list/descriptor.ts';
import { fromDay } from '../../reports/define-report.ts';
import { columnsOf, day, pick, rowReportFields } from './report-fields.ts';
import { reportPageSize } from './reports.constants.ts';

/**
 * The other services report (spec part 1 §3 "Others report"): one row per guide, tour, meal, bike… of
 * every trip. `date` is the service's first day; the service itself is a filter by its name (`service`),
 * since services belong to their provider and have no list of their own to pick from.
 */
export const otherServicesReport = defineResource({
  name: 'other_services_report',
  label: 'Other services report',
  fields: {
    location: { kind: 'text', label: 'Location', sortable: true },
    provider_id: pick('Provider', 'providers'),
    service_type_id: pick('Service type', 'other_service_types'),
    service: { kind: 'text', label: 'Service', sortable: true },
    date: day('Date'),
    conf_number: { kind: 'text', label: 'Confirmation number' },
    ...rowReportFields,
  },
  defaultSort: 'date',
  defaultOrder: 'asc',
  pageSize: reportPageSize,
  columns: columnsOf('other_services_report'),
  searchable: true,
  opening: (today) => ({ date: fromDay(today) }),
});
