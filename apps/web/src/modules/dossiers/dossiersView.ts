import { t } from '@lingui/core/macro';
import { dossiersResource } from '@trips/shared/modules/dossiers/dossiers.resource';
import type { DossierRow } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { ListView } from '../../engine/types';
import { detailPath } from '../../lib/paths';

/** The dossiers list (spec part 1 §3): one row per setting item, opening the dossier at that setting. */
export const dossiersView: ListView<DossierRow> = {
  descriptor: dossiersResource,
  rowHref: (row) => detailPath('dossier', row.dossier_id, row.id),
  cells: {
    // The link of the row: a setting for any holiday still opens its dossier.
    holiday_id: (row) => row.holiday_id || t`Any holiday`,
    is_active: (row) => (row.is_active ? t`Yes` : t`No`),
    start_location_name: (row) => row.start_location_name ?? t`Any`,
    end_location_name: (row) => row.end_location_name ?? t`Any`,
  },
  optionSources: {
    start_location_id: { resource: 'locations' },
    end_location_id: { resource: 'locations' },
  },
  get loadFailure() {
    return t`unable to find dossiers`;
  },
};
