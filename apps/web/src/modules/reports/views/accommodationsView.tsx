import { t } from '@lingui/core/macro';
import { accommodationsReport } from '@trips/shared/modules/reports/accommodations.resource';
import type { ListView } from '../../../engine/types';
import { formatDate, formatMoney } from '../../../i18n/format';
import { detailPath } from '../../../lib/paths';
import { StatusChart } from '../charts/StatusChart';
import type { ReportRow } from './reportRow';

/** The accommodations report: each night opens its trip; days and amounts through the shared formats. */
export const accommodationsView: ListView<ReportRow> = {
  descriptor: accommodationsReport,
  rowHref: (row) => detailPath('trip', row.trip_id),
  optionSources: { provider_id: { resource: 'providers' } },
  cells: {
    checkin_date: (row) => formatDate(row.checkin_date as string),
    checkout_date: (row) => formatDate(row.checkout_date as string),
    created_date: (row) => formatDate(row.created_date as string),
    t_cost: (row) => formatMoney(row.t_cost as number | null),
    r_cost: (row) => formatMoney(row.r_cost as number | null),
    tariff_cost: (row) => formatMoney(row.tariff_cost as number | null),
  },
  summary: (rows) => <StatusChart rows={rows} dayColumn="checkin_date" title={t`Nights per check-in day`} />,
  get loadFailure() {
    return t`unable to find the accommodations report`;
  },
};
