import type {
  ItineraryDetail,
  RoomPlan,
  SaveItineraryBody,
} from '@trips/shared/modules/itineraries/itineraries.schema';
import {
  changeList,
  type DraftRow,
  hasListsChanges,
  type ListsAction,
  type ListsDraft,
  listsReducer,
} from '../../../engine/edits/listsDraft';
import { editRow, type RowEdits, rowEditsOf } from '../../../engine/edits/rowDraft';

export type { DraftRow };

export interface ItineraryFields {
  holiday_id: string;
  name: string;
  name_es: string;
  name_de: string;
  trip_type_id: number | null;
  branding_ids: number[];
  notes: string;
  is_active: boolean;
}

export const listNames = ['stages', 'transfers', 'services'] as const;
export type ListName = (typeof listNames)[number];

/**
 * The itinerary being edited. Days are shown from 1 (`day`, the server's `day_offset` + 1); a save sends
 * every row as it stands, replacing the saved ones, so a removed row only needs to leave the list.
 */
export type ItineraryDraft = ListsDraft<ItineraryFields, ListName>;

const plan = (party: number, rooms: Partial<RoomPlan>): RoomPlan => ({
  party,
  individual_rooms: 0,
  double_rooms: 0,
  twin_rooms: 0,
  triple_rooms: 0,
  ...rooms,
});
/** The rooms a new stage starts with: one person alone, a couple in a double. */
export const startingPlans: RoomPlan[] = [plan(1, { individual_rooms: 1 }), plan(2, { double_rooms: 1 })];
export const blankPlan = (party: number) => plan(party, {});

export const sleeps = (p: RoomPlan) =>
  p.individual_rooms + 2 * p.double_rooms + 2 * p.twin_rooms + 3 * p.triple_rooms;

const num = (value: unknown, fallback = 0) => (typeof value === 'number' ? value : fallback);

/** The day after the stage's last night. */
export const stageEnd = (values: Record<string, unknown>) => num(values.day, 1) + num(values.nights);

/** Nights from the first check-in to the last check-out. */
export const totalNights = (stages: readonly DraftRow[]) =>
  stages.length === 0
    ? 0
    : Math.max(...stages.map((s) => stageEnd(s.values))) -
      Math.min(...stages.map((s) => num(s.values.day, 1)));

function blankValues(list: ListName, draft: ItineraryDraft): Record<string, unknown> {
  const stages = draft.lists.stages.rows;
  const last = stages.at(-1)?.values;
  if (list === 'stages')
    return {
      day: last ? stageEnd(last) : 1,
      location_id: null,
      location_name: null,
      nights: 1,
      accommodation_level_id: last?.accommodation_level_id ?? 1,
      meals_id: last?.meals_id ?? 1,
      luggage: stages.length > 0,
      room_plans: (last?.room_plans as RoomPlan[] | undefined) ?? startingPlans,
      distance_km: null,
      ascent_m: null,
      descent_m: null,
      duration_minutes: null,
    };
  const day = last ? stageEnd(last) : 1;
  if (list === 'transfers')
    return {
      day,
      from_location_id: null,
      from_location_name: null,
      to_location_id: null,
      to_location_name: null,
      kind: 'people',
    };
  return { day: 1, provider_id: null, provider_name: null, service_id: null, service_name: null, units: 1 };
}

export const blankItinerary: ItineraryDraft = {
  fields: {
    holiday_id: '',
    name: '',
    name_es: '',
    name_de: '',
    trip_type_id: 1,
    branding_ids: [],
    notes: '',
    is_active: true,
  },
  lists: {
    stages: rowEditsOf([]),
    transfers: rowEditsOf([], 'transfers:'),
    services: rowEditsOf([], 'services:'),
  },
};

export function draftOf(loaded: ItineraryDetail): ItineraryDraft {
  const day = (d: number) => d + 1;
  return {
    fields: {
      holiday_id: loaded.holiday_id,
      name: loaded.name,
      name_es: loaded.name_es,
      name_de: loaded.name_de,
      trip_type_id: loaded.trip_type_id,
      branding_ids: loaded.branding_ids,
      notes: loaded.notes,
      is_active: loaded.is_active,
    },
    lists: {
      stages: rowEditsOf(
        loaded.stages.map(({ id, day_offset, accommodation_level_name, meals_name, ...values }) => ({
          id,
          values: { ...values, day: day(day_offset) },
        })),
      ),
      transfers: rowEditsOf(
        loaded.transfers.map(({ id, day_offset, ...values }) => ({
          id,
          values: { ...values, day: day(day_offset) },
        })),
        'transfers:',
      ),
      services: rowEditsOf(
        loaded.services.map(({ id, day_offset, ...values }) => ({
          id,
          values: { ...values, day: day(day_offset) },
        })),
        'services:',
      ),
    },
  };
}

export type DraftAction = ListsAction<ItineraryDraft, ListName>;

/** A stage's nights changed by `by`: the stages after it move with it, so none starts before it ends. */
function shiftAfter(rows: RowEdits<DraftRow>, key: string, by: number): RowEdits<DraftRow> {
  const at = rows.rows.findIndex((r) => r.key === key);
  return rows.rows
    .slice(at + 1)
    .reduce(
      (edits, row) =>
        editRow(edits, row.key, { values: { ...row.values, day: num(row.values.day, 1) + by } }),
      rows,
    );
}

const listsDraftReducer = listsReducer<ItineraryDraft, ListName>(listNames, blankValues);

/** The lists' reducer, but a stage's nights move the stages after it. */
export function draftReducer(draft: ItineraryDraft, action: DraftAction): ItineraryDraft {
  const next = listsDraftReducer(draft, action);
  if (action.type !== 'row' || action.list !== 'stages' || typeof action.patch.nights !== 'number')
    return next;
  const row = draft.lists.stages.rows.find((r) => r.key === action.key);
  const moved = action.patch.nights - num(row?.values.nights);
  return moved === 0 || !row
    ? next
    : changeList(next, 'stages', (rows) => shiftAfter(rows, action.key, moved));
}

export const hasChanges = (draft: ItineraryDraft, base: ItineraryDraft) =>
  hasListsChanges(listNames, draft, base);

const figure = (value: unknown) => (typeof value === 'number' ? value : null);
const dayOffset = (values: Record<string, unknown>) => num(values.day, 1) - 1;

/** The body of one save: every row as it stands now (the server replaces the saved ones). */
export function saveBody(draft: ItineraryDraft, version: number | undefined): SaveItineraryBody {
  const f = draft.fields;
  const { stages, transfers, services } = draft.lists;
  return {
    version,
    itinerary: { ...f, trip_type_id: f.trip_type_id ?? null },
    stages: stages.rows.map(({ values: v }) => ({
      day_offset: dayOffset(v),
      location_id: v.location_id as number,
      nights: num(v.nights),
      accommodation_level_id: (v.accommodation_level_id as number | null) ?? null,
      meals_id: num(v.meals_id, 1),
      room_plans: v.room_plans as RoomPlan[],
      luggage: Boolean(v.luggage),
      distance_km: figure(v.distance_km),
      ascent_m: figure(v.ascent_m),
      descent_m: figure(v.descent_m),
      duration_minutes: figure(v.duration_minutes),
    })),
    transfers: transfers.rows.map(({ values: v }) => ({
      day_offset: dayOffset(v),
      from_location_id: v.from_location_id as number,
      to_location_id: v.to_location_id as number,
      kind: v.kind as 'people' | 'luggage',
    })),
    services: services.rows.map(({ values: v }) => ({
      day_offset: dayOffset(v),
      service_id: v.service_id as number,
      units: num(v.units, 1),
    })),
  };
}
