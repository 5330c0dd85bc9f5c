import type { DossierResponse, SaveDossierBody } from '@trips/shared/modules/dossiers/dossiers.schema';
import {
  type DraftRow,
  hasListsChanges,
  type ListsAction,
  type ListsDraft,
  listsReducer,
} from '../../../engine/edits/listsDraft';
import { addRow, deletedIds, rowEditsOf } from '../../../engine/edits/rowDraft';

export type { DraftRow };

export type Texts = { eng: string; spn: string; grm: string };
export interface DossierFields {
  branding_id: number | null;
  is_active: boolean;
  title: Texts;
  text: Texts;
}
export const listNames = [
  'settings',
  'from_locations',
  'to_locations',
  'walking_holiday',
  'cycling_holiday',
] as const;
export type ListName = (typeof listNames)[number];

/** Each list's rows; saved rows removed in this edit are deleted on save until undone. */
export type DossierDraft = ListsDraft<DossierFields, ListName>;

const blankTexts: Texts = { eng: '', spn: '', grm: '' };

export const blankRow: Record<ListName, Record<string, unknown>> = {
  settings: {
    trip_type_id: 1,
    start_location_id: null,
    start_location_name: null,
    end_location_id: null,
    end_location_name: null,
    holiday_id: '',
    holiday: '',
    title: '',
  },
  from_locations: { location_id: null, location_name: null },
  to_locations: { location_id: null, location_name: null },
  walking_holiday: { holiday_id: '', holiday: '' },
  cycling_holiday: { holiday_id: '', holiday: '' },
};

export const blankDossier: DossierDraft = {
  fields: { branding_id: null, is_active: true, title: blankTexts, text: blankTexts },
  lists: {
    ...listsOf({
      settings: [],
      from_locations: [],
      to_locations: [],
      walking_holiday: [],
      cycling_holiday: [],
    }),
    // A new dossier starts with one setting to fill in.
    settings: addRow(rowEditsOf<DraftRow>([]), { values: blankRow.settings }),
  },
};

/**
 * Each list as loaded. The settings keep the plain keys (`saved-{id}`, which the address's setting
 * names); the other lists' keys start with their name, as their ids are of another table.
 */
function listsOf(saved: Record<ListName, Omit<DraftRow, 'key'>[]>): DossierDraft['lists'] {
  const of = (list: ListName) => rowEditsOf<DraftRow>(saved[list], list === 'settings' ? '' : `${list}:`);
  return Object.fromEntries(listNames.map((list) => [list, of(list)])) as DossierDraft['lists'];
}

export function draftOf(
  loaded: Pick<DossierResponse, 'dossier' | 'settings' | 'other_settings'>,
): DossierDraft {
  const { dossier: d, other_settings: o } = loaded;
  const others = <T extends { other_setting_id: number }>(rows: T[]) =>
    rows.map(({ other_setting_id, ...values }) => ({ id: other_setting_id, values }));
  return {
    fields: { branding_id: d.branding_id, is_active: d.is_active, title: d.title, text: d.text },
    lists: listsOf({
      settings: loaded.settings.map(({ id, trip_type_name, ...values }) => ({ id, values })),
      from_locations: others(o.from_locations),
      to_locations: others(o.to_locations),
      walking_holiday: others(o.walking_holiday),
      cycling_holiday: others(o.cycling_holiday),
    }),
  };
}

export type DraftAction = ListsAction<DossierDraft, ListName>;

export const draftReducer = listsReducer<DossierDraft, ListName>(listNames, (list) => blankRow[list]);

export const hasChanges = (draft: DossierDraft, base: DossierDraft) =>
  hasListsChanges(listNames, draft, base);

const pick = (values: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, values[k]]));
const settingKeys = [
  'trip_type_id',
  'start_location_id',
  'end_location_id',
  'holiday_id',
  'holiday',
  'title',
];

export function saveBody(draft: DossierDraft, version: number | undefined): SaveDossierBody {
  const other = (list: ListName, keys: string[]) =>
    draft.lists[list].rows.map((r) => ({ other_setting_id: r.id ?? null, ...pick(r.values, keys) }));
  const f = draft.fields;
  return {
    version,
    dossier: { branding_id: f.branding_id ?? 0, is_active: f.is_active, title: f.title, text: f.text },
    settings: draft.lists.settings.rows.map((r) => ({ id: r.id ?? null, ...pick(r.values, settingKeys) })),
    other_settings: {
      from_locations: other('from_locations', ['location_id']),
      to_locations: other('to_locations', ['location_id']),
      walking_holiday: other('walking_holiday', ['holiday_id', 'holiday']),
      cycling_holiday: other('cycling_holiday', ['holiday_id', 'holiday']),
    },
    deleted_setting_ids: deletedIds(draft.lists.settings),
    deleted_other_setting_ids: listNames.slice(1).flatMap((list) => deletedIds(draft.lists[list])),
  } as SaveDossierBody;
}
