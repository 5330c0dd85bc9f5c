import { t } from '@lingui/core/macro';
import { itinerariesResource } from '@trips/shared/modules/itineraries/itineraries.resource';
import type { ItineraryRow } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { ListView } from '../../engine/types';
import { formatDateTime } from '../../i18n/format';
import { detailPath } from '../../lib/paths';

/** The itineraries list: one row per holiday, opening its editor. */
export const itinerariesView: ListView<ItineraryRow> = {
  descriptor: itinerariesResource,
  rowHref: (row) => detailPath('itinerary', row.id),
  cells: {
    is_active: (row) => (row.is_active ? t`Yes` : t`No`),
    branding_names: (row) => row.branding_names || '—',
    updated_at: (row) => formatDateTime(row.updated_at),
  },
  optionSources: { location_id: { resource: 'locations' } },
  get loadFailure() {
    return t`unable to find itineraries`;
  },
};
