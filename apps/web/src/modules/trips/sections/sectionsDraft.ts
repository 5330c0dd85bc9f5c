import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripBody, TripResponse } from '@trips/shared/modules/trips/trips.schema';
import {
  addRow,
  deletedIds,
  editRow,
  hasRowChanges,
  type RowEdits,
  removeRow,
  restoreRow,
  rowEditsOf,
} from '../../../engine/edits/rowDraft';
import { type EndFollow, followStart } from './endFollows';
import { newRowFields, type SectionRows, type TripContext } from './newRows';
import { type AnyDraftRow, type DraftRow, nightsBetween, type RowInput, rowInput } from './rows';

/**
 * The four service sections being edited (spec part 2 §4): rows added with their defaults, edited field
 * by field, removed (a saved row's id queued for deletion until the save, and undoable; a new row just
 * dropped), and what was loaded, to tell whether anything changed.
 */
export type SectionEdits = { [S in TripSection]: RowEdits<DraftRow<S>> };
export interface SectionsState {
  loaded: SectionEdits;
  edits: SectionEdits;
  /** How each row's end date follows its start, by section and row key ('other_services new-1'). */
  ends: Readonly<Record<string, EndFollow>>;
}

export type SectionsAction =
  | { type: 'load'; loaded: TripResponse }
  | { type: 'add'; section: TripSection; trip: TripContext }
  /** byHand: a person's edit, which an end date follows; otherwise the fields are set as given (a rebase). */
  | { type: 'edit'; section: TripSection; key: string; patch: Partial<AnyDraftRow>; byHand?: boolean }
  | { type: 'remove'; section: TripSection; key: string }
  | { type: 'restore'; section: TripSection; key: string }
  /** 'Send email to provider' on or off for every row of the sections. */
  | { type: 'sendEmail'; sections: readonly TripSection[]; on: boolean };

/** What the sections add to the trip save (fits Pick<SaveTripBody, sections | 'deleted'>). */
export type SectionsBody = { [S in TripSection]: RowInput<S>[] } & { deleted: Record<TripSection, number[]> };

const perSection = <T>(make: (section: TripSection) => T) =>
  Object.fromEntries(tripSections.map((s) => [s, make(s)])) as Record<TripSection, T>;

function editsOf(loaded: TripResponse): SectionEdits {
  return perSection((section) =>
    rowEditsOf((loaded[section] as { id: number }[]).map((row) => ({ ...row, frontId: row.id }))),
  ) as unknown as SectionEdits;
}

export const sectionsStateOf = (loaded: TripResponse): SectionsState => {
  const edits = editsOf(loaded);
  return { loaded: edits, edits, ends: {} };
};

export const rowsOf = (edits: SectionEdits) => perSection((s) => edits[s].rows) as SectionRows;

/** A changed stay keeps its nights in step with its dates. */
function withNights(
  section: TripSection,
  row: AnyDraftRow,
  patch: Partial<AnyDraftRow>,
): Partial<AnyDraftRow> {
  if (section !== 'accommodations' || !('checkin_date' in patch || 'checkout_date' in patch)) return patch;
  const next = { ...row, ...patch } as DraftRow<'accommodations'>;
  return { ...patch, nights: nightsBetween(next.checkin_date, next.checkout_date) };
}

type Loose = RowEdits<AnyDraftRow>;

type RowAction = Exclude<SectionsAction, { type: 'load' | 'sendEmail' }>;

function apply(edits: Loose, action: RowAction, all: SectionEdits): Loose {
  switch (action.type) {
    case 'add': {
      const taken = [...edits.rows, ...edits.removed.map((r) => r.row)];
      const fields = newRowFields(action.section, action.trip, rowsOf(all), taken);
      return addRow(edits, fields as Omit<AnyDraftRow, 'key' | 'id'>);
    }
    case 'edit': {
      const row = edits.rows.find((r) => r.key === action.key);
      return row ? editRow(edits, action.key, withNights(action.section, row, action.patch)) : edits;
    }
    case 'remove':
      return removeRow(edits, action.key);
    case 'restore':
      return restoreRow(edits, action.key);
  }
}

function switchSendEmail(state: SectionsState, sections: readonly TripSection[], on: boolean): SectionsState {
  const edits = { ...state.edits };
  for (const section of sections) {
    const current = edits[section] as unknown as Loose;
    const switched = current.rows
      .filter((row) => row.is_send_email !== on)
      .reduce((next, row) => editRow(next, row.key, { is_send_email: on }), current);
    (edits as Record<TripSection, Loose>)[section] = switched;
  }
  return tripSections.every((s) => edits[s] === state.edits[s]) ? state : { ...state, edits };
}

/** A person's edit with the row's end date following its start, and how that end follows from then on. */
function byHand(state: SectionsState, action: Extract<SectionsAction, { type: 'edit' }>) {
  const row = (state.edits[action.section].rows as AnyDraftRow[]).find((r) => r.key === action.key);
  if (!row) return { action, ends: state.ends };
  const id = `${action.section} ${action.key}`;
  const { patch, follow } = followStart(action.section, row, action.patch, state.ends[id]);
  if (follow === state.ends[id]) return { action: { ...action, patch }, ends: state.ends };
  const { [id]: _was, ...ends } = state.ends;
  return { action: { ...action, patch }, ends: follow === undefined ? ends : { ...ends, [id]: follow } };
}

export function sectionsReducer(state: SectionsState, action: SectionsAction): SectionsState {
  if (action.type === 'load') return sectionsStateOf(action.loaded);
  if (action.type === 'sendEmail') return switchSendEmail(state, action.sections, action.on);
  const followed = action.type === 'edit' && action.byHand ? byHand(state, action) : undefined;
  const ends = followed?.ends ?? state.ends;
  const current = state.edits[action.section] as unknown as Loose;
  const next = apply(current, followed?.action ?? action, state.edits);
  if (next === current && ends === state.ends) return state;
  return { ...state, ends, edits: { ...state.edits, [action.section]: next } };
}

export const isDirty = ({ loaded, edits }: SectionsState) =>
  tripSections.some((s) => hasRowChanges(edits[s] as unknown as Loose, loaded[s] as unknown as Loose));

/** The sections as the one trip save sends them: every row in screen order and the queued deletions. */
export function sectionsBody({ edits }: SectionsState): SectionsBody {
  const rows = <S extends TripSection>(s: S) => edits[s].rows.map((row) => rowInput(s, row));
  return {
    accommodations: rows('accommodations'),
    luggage_transfers: rows('luggage_transfers'),
    normal_transfers: rows('normal_transfers'),
    other_services: rows('other_services'),
    deleted: perSection((s) => deletedIds(edits[s] as unknown as Loose)),
  } satisfies Pick<SaveTripBody, TripSection | 'deleted'>;
}
