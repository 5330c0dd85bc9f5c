import { t } from '@lingui/core/macro';
import { otherServicesReport } from '@trips/shared/modules/reports/other-services.resource';
import type { ListView } from '../../../engine/types';
import { formatDate, formatMoney } from '../../../i18n/format';
import { detailPath } from '../../../lib/paths';
import type { ReportRow } from './reportRow';

/** The other services report: each service opens its trip. */
export const otherServicesView: ListView<ReportRow> = {
  descriptor: otherServicesReport,
  rowHref: (row) => detailPath('trip', row.trip_id),
  optionSources: { provider_id: { resource: 'providers' } },
  cells: {
    date: (row) => formatDate(row.date as string),
    created_date: (row) => formatDate(row.created_date as string),
    tariff_cost: (row) => formatMoney(row.tariff_cost as number | null),
  },
  get loadFailure() {
    return t`unable to find the other services report`;
  },
};
