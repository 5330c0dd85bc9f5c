import { t } from '@lingui/core/macro';
import { providersResource } from '@trips/shared/modules/providers/providers.resource';
import type { ProviderRow } from '@trips/shared/modules/providers/providers.schema';
import type { ListView } from '../../engine/types';
import { detailPath } from '../../lib/paths';

/** The providers list (spec part 1 §3): the shared descriptor does the rest. */
export const providersView: ListView<ProviderRow> = {
  descriptor: providersResource,
  rowHref: (row) => detailPath('provider', row.id),
  cells: { status: (row) => (row.status === 'active' ? t`Active` : t`Inactive`) },
  // Once countries are chosen, the region filter offers only their regions.
  optionSources: { state_id: { lookup: 'states', narrowBy: { field: 'country_id', key: 'country_id' } } },
};
