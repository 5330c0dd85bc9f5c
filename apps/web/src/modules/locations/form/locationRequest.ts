import type {
  CreateLocationBody,
  UpdateLocationBody,
} from '@trips/shared/modules/locations/locations.schema';
import { changedRows, deletedIds, newRows } from '../../../engine/edits/rowDraft';
import type { SaveRequest } from '../../../engine/edits/useSave';
import { type LocationDraft, type PointRow, rationKeys } from './locationDraft';

/** A location's body, with the keys of the rows of each list sent (to place field errors). */
export type LocationRequest<Body> = Required<SaveRequest<Body>>;

const pointFields = ({ name_eng, name_spn, name_grm }: PointRow) => ({
  name_eng: name_eng.trim(),
  name_spn: name_spn.trim(),
  name_grm: name_grm.trim(),
});

function settingsBody(draft: LocationDraft) {
  const rations = Object.fromEntries(rationKeys.map((k) => [`${k}_replacement_id`, draft.rations[k]]));
  return {
    name: draft.name.trim(),
    // A missing country goes to the server as is: it answers with the field's 'Required'.
    country_id: draft.country_id as number,
    state_id: draft.state_id,
    is_automated_processing: draft.is_automated_processing,
    ...rations,
  };
}

export function createRequest(draft: LocationDraft): LocationRequest<CreateLocationBody> {
  const { variations, points } = draft;
  return {
    body: {
      ...settingsBody(draft),
      name_variations: variations.rows.map((v) => v.name.trim()),
      meeting_points: points.rows.map(pointFields),
    },
    rowKeys: {
      name_variations: variations.rows.map((v) => v.key),
      meeting_points: points.rows.map((p) => p.key),
    },
  };
}

/** An edit sends only what changed in the lists, with the version it started from. */
export function updateRequest(
  draft: LocationDraft,
  loaded: LocationDraft,
  version: number,
): LocationRequest<UpdateLocationBody> {
  const added = newRows(draft.variations);
  const changed = new Set(changedRows(draft.points, loaded.points).map((p) => p.key));
  const upsert = draft.points.rows.filter((p) => p.id === undefined || changed.has(p.key));
  return {
    body: {
      ...settingsBody(draft),
      version,
      name_variations: { new: added.map((v) => v.name.trim()), deleted: deletedIds(draft.variations) },
      meeting_points: {
        upsert: upsert.map((p) => ({ ...(p.id === undefined ? {} : { id: p.id }), ...pointFields(p) })),
        deleted: deletedIds(draft.points),
      },
    },
    rowKeys: {
      'name_variations.new': added.map((v) => v.key),
      'meeting_points.upsert': upsert.map((p) => p.key),
    },
  };
}
