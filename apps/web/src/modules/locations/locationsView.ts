import { locationsResource } from '@trips/shared/modules/locations/locations.resource';
import type { LocationRow } from '@trips/shared/modules/locations/locations.schema';
import type { ListView } from '../../engine/types';
import { detailPath } from '../../lib/paths';

/** The locations list: the shared descriptor does the rest (regions and countries come from lookups). */
export const locationsView: ListView<LocationRow> = {
  descriptor: locationsResource,
  rowHref: (row) => detailPath('location', row.id),
  // Once countries are chosen, the region filter offers only their regions.
  optionSources: { state_id: { lookup: 'states', narrowBy: { field: 'country_id', key: 'country_id' } } },
};
