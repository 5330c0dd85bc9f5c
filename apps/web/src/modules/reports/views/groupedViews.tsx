import { t } from '@lingui/core/macro';
import { locationsReport } from '@trips/shared/modules/reports/locations.resource';
import { nextDaysReport, nextDaysSections } from '@trips/shared/modules/reports/next-days.resource';
import { prepaymentsReport } from '@trips/shared/modules/reports/prepayments.resource';
import { financialStatuses, vatReport } from '@trips/shared/modules/reports/vat.resource';
import { detailPath } from '../../../app/paths';
import type { ListView } from '../../../engine/types';
import { formatMoney, formatPercent } from '../../../i18n/format';
import type { ReportRow } from './reportRow';

const money = (slug: string) => (row: Record<string, unknown>) => formatMoney(row[slug] as number | null);
const moneyCells = (slugs: readonly string[]) => Object.fromEntries(slugs.map((s) => [s, money(s)]));
export const percentCell = (slug: string) => (row: Record<string, unknown>) =>
  formatPercent(row[slug] as number | null);

/** The VAT report: each trip opens; amounts in euro. */
export const vatView: ListView<ReportRow> = {
  descriptor: vatReport.list,
  rowHref: (row) => detailPath('trip', row.trip_id),
  linkColumn: 'trip_name',
  optionSources: { financial_status_id: { choices: financialStatuses } },
  cells: {
    ...moneyCells(['trip_price', 'cost', 'cost_margin', 'vat']),
    cost_margin_per: percentCell('cost_margin_per'),
  },
  get loadFailure() {
    return t`unable to find the VAT report`;
  },
};

export const nextDaysView: ListView<ReportRow> = {
  descriptor: nextDaysReport.list,
  rowHref: (row) => detailPath('trip', row.trip_id),
  cells: { trip_price: money('trip_price'), gross_margin: percentCell('gross_margin') },
  get loadFailure() {
    return t`unable to find the next days report`;
  },
};

export const prepaymentsView: ListView<ReportRow> = {
  descriptor: prepaymentsReport.list,
  rowHref: (row) => detailPath('trip', row.trip_id),
  cells: moneyCells(nextDaysSections.flatMap(([s]) => [`${s}_pending`, `${s}_paid`])),
  get loadFailure() {
    return t`unable to find the prepayments report`;
  },
};

export const locationsView: ListView<ReportRow> = {
  descriptor: locationsReport.list,
  rowHref: (row) => detailPath('trip', row.trip_id),
  linkColumn: 'trip_name',
  optionSources: { location_id: { resource: 'locations' }, provider_id: { resource: 'providers' } },
  get loadFailure() {
    return t`unable to find the locations report`;
  },
};
