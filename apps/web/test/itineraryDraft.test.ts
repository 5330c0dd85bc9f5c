import { describe, expect, it } from 'vitest';
import {
  blankItinerary,
  type DraftAction,
  draftOf,
  draftReducer,
  hasChanges,
  type ItineraryDraft,
  saveBody,
  totalNights,
} from '../src/modules/itineraries/form/itineraryDraft';

const run = (draft: ItineraryDraft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);
const stageKeys = (d: ItineraryDraft) => d.lists.stages.rows.map((r) => r.key);
const days = (d: ItineraryDraft) => d.lists.stages.rows.map((r) => [r.values.day, r.values.nights]);

describe("the itinerary editor's draft", () => {
  it('starts each new stage where the last ends, the bags following from the second on', () => {
    const d = run(blankItinerary, { type: 'add', list: 'stages' }, { type: 'add', list: 'stages' });
    expect(days(d)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(d.lists.stages.rows.map((r) => r.values.luggage)).toEqual([false, true]);
    expect(totalNights(d.lists.stages.rows)).toBe(2);
  });

  it("moves the later stages with a stage's nights, and only those", () => {
    let d = run(
      blankItinerary,
      { type: 'add', list: 'stages' },
      { type: 'add', list: 'stages' },
      { type: 'add', list: 'stages' },
    );
    const [, second] = stageKeys(d);
    d = run(d, { type: 'row', list: 'stages', key: second!, patch: { nights: 3 } });
    expect(days(d)).toEqual([
      [1, 1],
      [2, 3],
      [5, 1],
    ]);
    d = run(d, { type: 'row', list: 'stages', key: second!, patch: { meals_id: 2 } });
    expect(days(d)[2]).toEqual([5, 1]);
    expect(totalNights(d.lists.stages.rows)).toBe(5);
  });

  it('takes a removed saved row back in its place, and knows when nothing changed', () => {
    const stage = (id: number, day_offset: number) => ({
      id,
      day_offset,
      location_id: id,
      location_name: `Place ${id}`,
      nights: 1,
      accommodation_level_id: 1,
      accommodation_level_name: 'Standard',
      meals_id: 1,
      meals_name: 'Breakfast',
      room_plans: [],
      luggage: true,
      distance_km: 22.4,
      ascent_m: 420,
      descent_m: 560,
      duration_minutes: null,
    });
    const base = draftOf({
      id: 1,
      version: 3,
      holiday_id: 'X-1',
      name: 'X',
      name_es: '',
      name_de: '',
      trip_type_id: 1,
      trip_type_name: 'Camino',
      branding_ids: [],
      notes: '',
      is_active: true,
      nights: 2,
      trip_count: 0,
      stages: [stage(11, 0), stage(12, 1)],
      transfers: [],
      services: [],
      created_at: '2026-11-28T00:00:00Z',
      updated_at: '2026-11-28T00:00:00Z',
    });
    const [first] = stageKeys(base);
    const removed = run(base, { type: 'remove', list: 'stages', key: first! });
    expect(stageKeys(removed)).toHaveLength(1);
    expect(hasChanges(removed, base)).toBe(true);
    const back = run(removed, { type: 'undo', key: first! });
    expect(stageKeys(back)).toEqual(stageKeys(base));
    expect(hasChanges(back, base)).toBe(false);
  });

  it('sends days as the server counts them (from 0) and every row as it stands', () => {
    let d = run(blankItinerary, { type: 'fields', patch: { holiday_id: 'X-1', name: 'X' } });
    d = run(d, { type: 'add', list: 'stages' }, { type: 'add', list: 'transfers' });
    const [stage] = stageKeys(d);
    d = run(d, {
      type: 'row',
      list: 'stages',
      key: stage!,
      patch: { location_id: 7, nights: 2, distance_km: 22.4, ascent_m: 420 },
    });
    const body = saveBody(d, 4);
    expect(body.version).toBe(4);
    expect(body.itinerary).toMatchObject({ holiday_id: 'X-1', name: 'X' });
    expect(body.stages).toEqual([
      expect.objectContaining({
        day_offset: 0,
        location_id: 7,
        nights: 2,
        distance_km: 22.4,
        ascent_m: 420,
        descent_m: null,
        duration_minutes: null,
      }),
    ]);
    expect(body.transfers).toEqual([expect.objectContaining({ day_offset: 1, kind: 'people' })]);
  });
});
