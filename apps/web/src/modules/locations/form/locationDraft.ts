import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LocationDetail, RationKey } from '@trips/shared/modules/locations/locations.schema';
import { type EditableRow, hasRowChanges, type RowEdits, rowEditsOf } from '../../../engine/edits/rowDraft';

export interface VariationRow extends EditableRow {
  name: string;
}

export interface PointRow extends EditableRow {
  name_eng: string;
  name_spn: string;
  name_grm: string;
}
export type PointField = 'name_eng' | 'name_spn' | 'name_grm';

/** The meal plans a location may replace, with their labels (spec part 2 §3 "Ration replacements"). */
export const rationLabels: Readonly<Record<RationKey, MessageDescriptor>> = {
  breakfast: msg`Breakfast`,
  breakfast_dinner: msg`Breakfast and dinner`,
  breakfast_picnic: msg`Breakfast and picnic`,
  breakfast_dinner_picnic: msg`Breakfast, dinner and picnic`,
};
export const rationKeys = Object.keys(rationLabels) as RationKey[];

export interface LocationDraft {
  name: string;
  country_id: number | null;
  state_id: number | null;
  is_automated_processing: boolean;
  /** Replacement meal id per plan; null is 'NA' (no replacement). */
  rations: Record<RationKey, number | null>;
  variations: RowEdits<VariationRow>;
  points: RowEdits<PointRow>;
}

export type Settings = Pick<LocationDraft, 'name' | 'country_id' | 'state_id' | 'is_automated_processing'>;

export type DraftAction =
  | { type: 'settings'; patch: Partial<Settings> }
  | { type: 'ration'; key: RationKey; id: number | null }
  | { type: 'addVariation'; name: string }
  | { type: 'removeVariation'; key: string }
  | { type: 'restoreVariation'; key: string }
  | { type: 'addPoint' }
  | { type: 'editPoint'; key: string; field: PointField; value: string }
  | { type: 'removePoint'; key: string }
  | { type: 'restorePoint'; key: string }
  | { type: 'load'; draft: LocationDraft };

const noRations = Object.fromEntries(rationKeys.map((k) => [k, null])) as LocationDraft['rations'];

export const blankLocation: LocationDraft = {
  name: '',
  country_id: null,
  state_id: null,
  is_automated_processing: false,
  rations: noRations,
  variations: rowEditsOf<VariationRow>([]),
  points: rowEditsOf<PointRow>([]),
};

export function draftOf(detail: LocationDetail): LocationDraft {
  const rations = Object.fromEntries(rationKeys.map((k) => [k, detail[`${k}_replacement_id`]]));
  return {
    name: detail.name,
    country_id: detail.country_id,
    state_id: detail.state_id,
    is_automated_processing: detail.is_automated_processing,
    rations: rations as LocationDraft['rations'],
    variations: rowEditsOf<VariationRow>(detail.name_variations),
    points: rowEditsOf<PointRow>(detail.meeting_points),
  };
}

const settingsOf = (d: LocationDraft) => [
  d.name,
  d.country_id,
  d.state_id,
  d.is_automated_processing,
  d.rations,
];

/** Whether Save has anything to send. */
export function hasChanges(draft: LocationDraft, loaded: LocationDraft): boolean {
  return (
    JSON.stringify(settingsOf(draft)) !== JSON.stringify(settingsOf(loaded)) ||
    hasRowChanges(draft.variations, loaded.variations) ||
    hasRowChanges(draft.points, loaded.points)
  );
}
