import type { DossierResponse, SaveDossierBody } from '@trips/shared/modules/dossiers/dossiers.schema';

export type Texts = { eng: string; spn: string; grm: string };
export interface DossierFields {
  branding_id: number | null;
  is_active: boolean;
  title: Texts;
  text: Texts;
}
/** A row of one of the editor's lists: its key on screen, its saved id (null when new), its values. */
export interface DraftRow {
  key: string;
  savedId: number | null;
  values: Record<string, unknown>;
}
export const listNames = [
  'settings',
  'from_locations',
  'to_locations',
  'walking_holiday',
  'cycling_holiday',
] as const;
export type ListName = (typeof listNames)[number];

export interface DossierDraft {
  fields: DossierFields;
  lists: Record<ListName, DraftRow[]>;
  /** Saved rows removed in this edit, deleted on save until undone. */
  removed: { list: ListName; row: DraftRow }[];
}

let next = 0;
const newKey = () => `new-${++next}`;
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
    settings: [{ key: newKey(), savedId: null, values: blankRow.settings }],
    from_locations: [],
    to_locations: [],
    walking_holiday: [],
    cycling_holiday: [],
  },
  removed: [],
};

const saved = (id: number, values: Record<string, unknown>): DraftRow => ({
  key: `saved-${id}`,
  savedId: id,
  values,
});

export function draftOf(
  loaded: Pick<DossierResponse, 'dossier' | 'settings' | 'other_settings'>,
): DossierDraft {
  const { dossier: d, other_settings: o } = loaded;
  const others = <T extends { other_setting_id: number }>(rows: T[]) =>
    rows.map(({ other_setting_id, ...values }) => saved(other_setting_id, values));
  return {
    fields: { branding_id: d.branding_id, is_active: d.is_active, title: d.title, text: d.text },
    lists: {
      settings: loaded.settings.map(({ id, trip_type_name, ...values }) => saved(id, values)),
      from_locations: others(o.from_locations),
      to_locations: others(o.to_locations),
      walking_holiday: others(o.walking_holiday),
      cycling_holiday: others(o.cycling_holiday),
    },
    removed: [],
  };
}

export type DraftAction =
  | { type: 'load'; draft: DossierDraft }
  | { type: 'fields'; patch: Partial<DossierFields> }
  | { type: 'add'; list: ListName }
  | { type: 'row'; list: ListName; key: string; patch: Record<string, unknown> }
  | { type: 'remove'; list: ListName; key: string }
  | { type: 'undo'; key: string };

export function draftReducer(draft: DossierDraft, action: DraftAction): DossierDraft {
  const lists = (list: ListName, rows: DraftRow[]) => ({ ...draft.lists, [list]: rows });
  switch (action.type) {
    case 'load':
      return action.draft;
    case 'fields':
      return { ...draft, fields: { ...draft.fields, ...action.patch } };
    case 'add': {
      const row = { key: newKey(), savedId: null, values: blankRow[action.list] };
      return { ...draft, lists: lists(action.list, [...draft.lists[action.list], row]) };
    }
    case 'row': {
      const rows = draft.lists[action.list].map((r) =>
        r.key === action.key ? { ...r, values: { ...r.values, ...action.patch } } : r,
      );
      return { ...draft, lists: lists(action.list, rows) };
    }
    case 'remove': {
      const row = draft.lists[action.list].find((r) => r.key === action.key);
      const rows = draft.lists[action.list].filter((r) => r.key !== action.key);
      const removed = row?.savedId ? [...draft.removed, { list: action.list, row }] : draft.removed;
      return { ...draft, lists: lists(action.list, rows), removed };
    }
    case 'undo': {
      const back = draft.removed.find((r) => r.row.key === action.key);
      if (!back) return draft;
      return {
        ...draft,
        lists: lists(back.list, [...draft.lists[back.list], back.row]),
        removed: draft.removed.filter((r) => r !== back),
      };
    }
  }
}

const comparable = (d: DossierDraft) => JSON.stringify({ fields: d.fields, lists: d.lists });
export const hasChanges = (draft: DossierDraft, base: DossierDraft) => comparable(draft) !== comparable(base);

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
    draft.lists[list].map((r) => ({ other_setting_id: r.savedId, ...pick(r.values, keys) }));
  const f = draft.fields;
  return {
    version,
    dossier: { branding_id: f.branding_id ?? 0, is_active: f.is_active, title: f.title, text: f.text },
    settings: draft.lists.settings.map((r) => ({ id: r.savedId, ...pick(r.values, settingKeys) })),
    other_settings: {
      from_locations: other('from_locations', ['location_id']),
      to_locations: other('to_locations', ['location_id']),
      walking_holiday: other('walking_holiday', ['holiday_id', 'holiday']),
      cycling_holiday: other('cycling_holiday', ['holiday_id', 'holiday']),
    },
    deleted_setting_ids: draft.removed
      .filter((r) => r.list === 'settings')
      .map((r) => r.row.savedId as number),
    deleted_other_setting_ids: draft.removed
      .filter((r) => r.list !== 'settings')
      .map((r) => r.row.savedId as number),
  } as SaveDossierBody;
}
