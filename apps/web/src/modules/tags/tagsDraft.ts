import type { SaveTagsBody, TagsResponse, TagType } from '@trips/shared/modules/tags/tags.schema';
import { messages } from '@trips/shared/validation/messages';
import {
  addRow,
  deletedIds,
  type EditableRow,
  editRow,
  hasRowChanges,
  type RowEdits,
  removeRow,
  restoreRow,
  rowEditsOf,
} from '../../engine/edits/rowEdits';

export interface TagRow extends EditableRow {
  name: string;
}
export type TagsDraft = Record<TagType, RowEdits<TagRow>>;

interface TagKind {
  /** The key of this kind's list in the get and save bodies. */
  list: keyof TagsResponse & keyof SaveTagsBody;
  title: string;
  one: string;
}

export const tagKinds: Readonly<Record<TagType, TagKind>> = {
  provider: { list: 'providers_tags', title: 'Provider tags', one: 'provider tag' },
  trip: { list: 'trips_tags', title: 'Trip tags', one: 'trip tag' },
  invoice: { list: 'invoices_tags', title: 'Invoice tags', one: 'invoice tag' },
};
export const tagTypes = Object.keys(tagKinds) as TagType[];

export type TagsAction =
  | { type: 'add'; kind: TagType }
  | { type: 'rename'; kind: TagType; key: string; name: string }
  | { type: 'remove'; kind: TagType; key: string }
  | { type: 'restore'; kind: TagType; key: string }
  | { type: 'load'; draft: TagsDraft };

export function tagsDraftOf(response: TagsResponse): TagsDraft {
  const draft = {} as TagsDraft;
  for (const kind of tagTypes) draft[kind] = rowEditsOf<TagRow>(response[tagKinds[kind].list]);
  return draft;
}

const edit = (draft: TagsDraft, kind: TagType, change: (rows: RowEdits<TagRow>) => RowEdits<TagRow>) => ({
  ...draft,
  [kind]: change(draft[kind]),
});

/** Add (a blank tag without id), rename, remove (a saved one is queued for deletion), undo. */
export function tagsReducer(draft: TagsDraft, action: TagsAction): TagsDraft {
  switch (action.type) {
    case 'add':
      return edit(draft, action.kind, (rows) => addRow(rows, { name: '' }));
    case 'rename':
      return edit(draft, action.kind, (rows) => editRow(rows, action.key, { name: action.name }));
    case 'remove':
      return edit(draft, action.kind, (rows) => removeRow(rows, action.key));
    case 'restore':
      return edit(draft, action.kind, (rows) => restoreRow(rows, action.key));
    case 'load':
      return action.draft;
  }
}

export const tagsChanged = (draft: TagsDraft, loaded: TagsDraft) =>
  tagTypes.some((kind) => hasRowChanges(draft[kind], loaded[kind]));

/** The save body (every tag of each kind, the queued deletions) and the row keys of each list sent. */
export function saveTagsRequest(draft: TagsDraft) {
  const listOf = (kind: TagType) =>
    draft[kind].rows.map(({ id, name }) =>
      id === undefined ? { name: name.trim() } : { id, name: name.trim() },
    );
  const lists = Object.fromEntries(tagTypes.map((kind) => [tagKinds[kind].list, listOf(kind)]));
  const deletions = tagTypes.flatMap((kind) => deletedIds(draft[kind]).map((id) => ({ id, type: kind })));
  const rowKeys = Object.fromEntries(
    tagTypes.map((kind) => [tagKinds[kind].list, draft[kind].rows.map((r) => r.key)]),
  );
  return { body: { ...lists, delete: deletions } as SaveTagsBody, rowKeys };
}

/** Blank names, found before sending. */
export function blankTagErrors(draft: TagsDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const kind of tagTypes) {
    for (const row of draft[kind].rows) if (!row.name.trim()) errors[row.key] = messages.required;
  }
  return errors;
}
