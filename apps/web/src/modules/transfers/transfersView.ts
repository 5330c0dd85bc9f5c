import { t } from '@lingui/core/macro';
import type { TransferRow } from '@trips/shared/modules/transfers/routes.schema';
import { transfersResource } from '@trips/shared/modules/transfers/transfers.resource';
import type { ListView } from '../../engine/types';
import { shownRateName } from '../../i18n/rateName';
import { detailPath } from '../../lib/paths';

/** The transfers list (spec part 1 §3): one row per route and provider, opening the route. */
export const transfersView: ListView<TransferRow> = {
  descriptor: transfersResource,
  rowHref: (row) => detailPath('route', row.start_location_id, row.end_location_id),
  cells: {
    automated_processing: (row) => (row.automated_processing ? t`Yes` : t`No`),
    automated_creation: (row) => (row.automated_creation ? t`Yes` : t`No`),
    assigned_rate_name: (row) => shownRateName(row.assigned_rate_name),
  },
  optionSources: {
    start_location_id: { resource: 'locations' },
    end_location_id: { resource: 'locations' },
    provider_id: { resource: 'providers' },
    start_provider_id: { resource: 'providers' },
    end_provider_id: { resource: 'providers' },
  },
  get loadFailure() {
    return t`unable to find transfers`;
  },
};
