import type { ColumnSet } from '@trips/shared';
import { dossiersColumns } from '@trips/shared/modules/dossiers/dossiers.columns';
import { homePanels } from '@trips/shared/modules/home/home.panels';
import { invoicesColumns } from '@trips/shared/modules/invoices/invoices.columns';
import { reportColumnSets } from '@trips/shared/modules/reports/reports.columns';
import { transfersColumns } from '@trips/shared/modules/transfers/transfers.columns';
import { findListResource } from '../../engine/list/registry.ts';

/**
 * Column sets with no list engine behind them yet: the reports, the lists whose screens are still to
 * come (spec part 2 §3 names them all), and the home dashboard's panels. A list that gets built registers its descriptor, which then wins.
 */
const columnOnlySets = new Map<string, ColumnSet>(
  [invoicesColumns, transfersColumns, dossiersColumns, homePanels, ...reportColumnSets].map((set) => [
    set.name,
    set,
  ]),
);

/**
 * The report sets by the names spec part 2 §3 gives them; the `*_report` names (the report routes' own)
 * stay accepted. 'locations' and 'tasks' name the lists, as the screens have always sent them.
 */
const specReportNames: Record<string, string> = {
  accommodations: 'accommodations_report',
  'next-day': 'next_days_report',
  other: 'other_services_report',
  prepayments: 'prepayments_report',
  normal: 'normal_transfers_report',
  luggage: 'luggage_transfers_report',
  vat: 'vat_report',
};

/**
 * The set behind a column-lists `type`: a registered list's descriptor, else a column-only set. A layout
 * is stored under the set's own name, so a spec name and its alias share one.
 */
export function findColumnSet(type: string): ColumnSet | undefined {
  const name = specReportNames[type] ?? type;
  return findListResource(name)?.descriptor ?? columnOnlySets.get(name);
}
