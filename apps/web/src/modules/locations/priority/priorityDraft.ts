import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  PriorityList,
  PriorityListsResponse,
  SavePriorityListsBody,
} from '@trips/shared/modules/locations/priority-lists.schema';
import {
  addRow,
  deletedIds,
  type EditableRow,
  editRow,
  hasRowChanges,
  moveRow,
  type RowEdits,
  removeRow,
  restoreRow,
  rowEditsOf,
  savedKey,
} from '../../../engine/edits/rowDraft';

/** A ranked provider; `id` is the provider's id once saved in the list (the list's own key). */
export interface PriorityRow extends EditableRow {
  provider_id: number;
  provider_name: string;
  hotel_type_id: number | null;
}

/** The lists in screen order (the schema file's list, which would bring Zod into the bundle). */
export const priorityLists = [
  'hotel',
  'superior',
  'emergency_transfer',
] as const satisfies readonly PriorityList[];

export type PriorityDraft = Record<PriorityList, RowEdits<PriorityRow>>;

export type PriorityAction =
  | { type: 'add'; list: PriorityList; provider: { id: number; name: string }; hotelTypeId: number | null }
  | { type: 'remove' | 'restore'; list: PriorityList; key: string }
  | { type: 'move'; list: PriorityList; from: number; to: number }
  | { type: 'hotelType'; key: string; hotelTypeId: number | null }
  | { type: 'load'; draft: PriorityDraft };

export const priorityListLabels: Record<PriorityList, MessageDescriptor> = {
  hotel: msg`Hotel priority list`,
  superior: msg`Superior priority list`,
  emergency_transfer: msg`Emergency transfer priority list`,
};
/** The picker that adds a provider to each list. */
export const priorityAddLabels: Record<PriorityList, MessageDescriptor> = {
  hotel: msg`Add provider to hotel priority list`,
  superior: msg`Add provider to superior priority list`,
  emergency_transfer: msg`Add provider to emergency transfer priority list`,
};

export function priorityDraftOf(saved: Omit<PriorityListsResponse, 'success' | 'messages'>): PriorityDraft {
  const of = (list: PriorityList) =>
    rowEditsOf<PriorityRow>(
      saved[list].map((r) => ({
        id: r.provider_id,
        provider_id: r.provider_id,
        provider_name: r.provider_name,
        hotel_type_id: 'hotel_type_id' in r ? r.hotel_type_id : null,
      })),
    );
  return Object.fromEntries(priorityLists.map((list) => [list, of(list)])) as PriorityDraft;
}

/** Adding a provider removed in this session undoes the removal (its saved row comes back). */
function add(edits: RowEdits<PriorityRow>, action: Extract<PriorityAction, { type: 'add' }>) {
  const { provider, hotelTypeId } = action;
  if (edits.rows.some((r) => r.provider_id === provider.id)) return edits;
  if (edits.removed.some((r) => r.row.provider_id === provider.id))
    return restoreRow(edits, savedKey(provider.id));
  return addRow(edits, {
    provider_id: provider.id,
    provider_name: provider.name,
    hotel_type_id: hotelTypeId,
  });
}

/** Every edit of the priority lists; removing a saved row queues it for deletion until undone. */
export function priorityReducer(draft: PriorityDraft, action: PriorityAction): PriorityDraft {
  switch (action.type) {
    case 'add':
      return { ...draft, [action.list]: add(draft[action.list], action) };
    case 'remove':
      return { ...draft, [action.list]: removeRow(draft[action.list], action.key) };
    case 'restore':
      return { ...draft, [action.list]: restoreRow(draft[action.list], action.key) };
    case 'move':
      return { ...draft, [action.list]: moveRow(draft[action.list], action.from, action.to) };
    case 'hotelType':
      return { ...draft, hotel: editRow(draft.hotel, action.key, { hotel_type_id: action.hotelTypeId }) };
    case 'load':
      return action.draft;
  }
}

/** Each list in its order on screen (priority 1…n), and the removed saved providers. */
export function saveBody(draft: PriorityDraft, version: number): SavePriorityListsBody {
  const ranked = (list: PriorityList) =>
    draft[list].rows.map((r, i) => ({ provider_id: r.provider_id, priority: i + 1 }));
  return {
    version,
    hotel: draft.hotel.rows.map((r, i) => ({
      provider_id: r.provider_id,
      priority: i + 1,
      // A missing hotel type goes to the server as is: it answers with the field's error.
      hotel_type_id: r.hotel_type_id as number,
    })),
    superior: ranked('superior'),
    emergency_transfer: ranked('emergency_transfer'),
    deleted: {
      hotel: deletedIds(draft.hotel),
      superior: deletedIds(draft.superior),
      emergency_transfer: deletedIds(draft.emergency_transfer),
    },
  };
}

export const priorityChanged = (draft: PriorityDraft, loaded: PriorityDraft) =>
  priorityLists.some((list) => hasRowChanges(draft[list], loaded[list]));
