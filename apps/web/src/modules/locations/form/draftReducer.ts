import { addRow, editRow, removeRow, restoreRow } from '../../../engine/edits/rowDraft';
import type { DraftAction, LocationDraft } from './locationDraft';

/** A region belongs to one country, so choosing another country clears it. */
function withSettings(draft: LocationDraft, patch: Extract<DraftAction, { type: 'settings' }>['patch']) {
  const countryChanged = patch.country_id !== undefined && patch.country_id !== draft.country_id;
  return { ...draft, ...(countryChanged ? { state_id: null } : {}), ...patch };
}

/** Every edit of the location form, kept on screen until Save sends them together. */
export function draftReducer(draft: LocationDraft, action: DraftAction): LocationDraft {
  switch (action.type) {
    case 'settings':
      return withSettings(draft, action.patch);
    case 'ration':
      return { ...draft, rations: { ...draft.rations, [action.key]: action.id } };
    case 'addVariation':
      return { ...draft, variations: addRow(draft.variations, { name: action.name }) };
    case 'removeVariation':
      return { ...draft, variations: removeRow(draft.variations, action.key) };
    case 'restoreVariation':
      return { ...draft, variations: restoreRow(draft.variations, action.key) };
    case 'addPoint':
      return { ...draft, points: addRow(draft.points, { name_eng: '', name_spn: '', name_grm: '' }) };
    case 'editPoint':
      return { ...draft, points: editRow(draft.points, action.key, { [action.field]: action.value }) };
    case 'removePoint':
      return { ...draft, points: removeRow(draft.points, action.key) };
    case 'restorePoint':
      return { ...draft, points: restoreRow(draft.points, action.key) };
    case 'load':
      return action.draft;
  }
}
