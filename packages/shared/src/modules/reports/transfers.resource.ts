import { defineResource } from '../../list/descriptor.ts';
import { fromDay } from '../../reports/define-report.ts';
import { columnsOf, day, numeric, pick, rowReportFields } from './report-fields.ts';
import { reportPageSize } from './reports.constants.ts';

/**
 * The services (transfer) report (spec part 1 §3): luggage and normal transfers share one screen and one
 * filter set, each its own list of trip transfer rows and its own column set (luggage shows the bags,
 * normal the people). The providers at each end are picked
 * by id; the meeting point filters of the spec are not offered yet (no meeting point picker exists).
 */
const transfersReport = (name: 'luggage_transfers_report' | 'normal_transfers_report', label: string) =>
  defineResource({
    name,
    label,
    fields: {
      provider_id: pick('Provider', 'providers'),
      start_location_id: pick('From', 'locations'),
      end_location_id: pick('To', 'locations'),
      from_provider_id: pick('From provider', 'providers'),
      to_provider_id: pick('To provider', 'providers'),
      people: numeric('People'),
      date: day('Date'),
      ...rowReportFields,
    },
    defaultSort: 'date',
    defaultOrder: 'asc',
    pageSize: reportPageSize,
    columns: columnsOf(name),
    searchable: true,
    opening: (today) => ({ date: fromDay(today) }),
  });

export const luggageTransfersReport = transfersReport('luggage_transfers_report', 'Luggage transfers report');
export const normalTransfersReport = transfersReport('normal_transfers_report', 'Normal transfers report');
