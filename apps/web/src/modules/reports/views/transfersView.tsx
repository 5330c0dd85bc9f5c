import { t } from '@lingui/core/macro';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import {
  luggageTransfersReport,
  normalTransfersReport,
} from '@trips/shared/modules/reports/transfers.resource';
import type { ListView } from '../../../engine/types';
import { formatDate, formatMoney } from '../../../i18n/format';
import { detailPath } from '../../../lib/paths';
import { StatusChart } from '../charts/StatusChart';
import type { ReportRow } from './reportRow';

const providers = { resource: 'providers' } as const;
const locations = { resource: 'locations' } as const;

/** A transfers report (luggage or normal: one shape): each transfer opens its trip. */
const transfersView = (descriptor: ResourceDescriptor, failure: () => string): ListView<ReportRow> => ({
  descriptor,
  rowHref: (row) => detailPath('trip', row.trip_id),
  optionSources: {
    provider_id: providers,
    from_provider_id: providers,
    to_provider_id: providers,
    start_location_id: locations,
    end_location_id: locations,
  },
  cells: {
    date: (row) => formatDate(row.date as string),
    created_date: (row) => formatDate(row.created_date as string),
    tariff_cost: (row) => formatMoney(row.tariff_cost as number | null),
  },
  summary: (rows) => <StatusChart rows={rows} dayColumn="date" title={t`Transfers per day`} />,
  get loadFailure() {
    return failure();
  },
});

export const luggageTransfersView = transfersView(
  luggageTransfersReport,
  () => t`unable to find the luggage transfers report`,
);
export const normalTransfersView = transfersView(
  normalTransfersReport,
  () => t`unable to find the normal transfers report`,
);
