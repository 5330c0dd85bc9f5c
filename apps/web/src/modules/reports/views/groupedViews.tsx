import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { locationsReport } from '@trips/shared/modules/reports/locations.resource';
import { nextDaysReport, nextDaysSections } from '@trips/shared/modules/reports/next-days.resource';
import {
  overduePrepaymentState,
  prepaymentStates,
  prepaymentsReport,
} from '@trips/shared/modules/reports/prepayments.resource';
import { financialStatuses, vatReport } from '@trips/shared/modules/reports/vat.resource';
import type { ListView } from '../../../engine/types';
import { formatMoney, formatPercent } from '../../../i18n/format';
import { tr } from '../../../i18n/tr';
import { detailPath } from '../../../lib/paths';
import { PrepaymentsChart, VatChart } from '../charts/MoneyCharts';
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
  summary: (rows) => <VatChart rows={rows} />,
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

const stateColors: Record<number, string> = { 1: 'red.9', 2: 'orange.9', 3: 'teal.9' };

/** A trip's prepayment state in words, overdue ones in bold red with a warning sign (never colour alone). */
function prepaymentState(row: ReportRow) {
  const id = Number(row.prepayment_state_id);
  const state = prepaymentStates.find((s) => s.id === id);
  if (!state) return null;
  const overdue = id === overduePrepaymentState;
  return (
    <Text
      span
      size="sm"
      c={stateColors[id] ?? 'dimmed'}
      fw={overdue ? 700 : 500}
      style={{ whiteSpace: 'nowrap' }}
    >
      {overdue && (
        <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      )}
      {tr(state.name)}
    </Text>
  );
}

/** Prepayments: the most urgent first, overdue ones marked; above, what is still to pay and paid per section. */
export const prepaymentsView: ListView<ReportRow> = {
  descriptor: prepaymentsReport.list,
  rowHref: (row) => detailPath('trip', row.trip_id),
  optionSources: { prepayment_state_id: { choices: prepaymentStates } },
  cells: {
    ...moneyCells(nextDaysSections.flatMap(([s]) => [`${s}_pending`, `${s}_paid`])),
    prepayment_state: prepaymentState,
  },
  summary: (rows) => <PrepaymentsChart rows={rows} />,
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
