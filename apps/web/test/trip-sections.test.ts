import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { describe, expect, it } from 'vitest';
import { priceAsk } from '../src/modules/trips/sections/quotes';
import { type DraftRow, inputBlanks, rowBlanks } from '../src/modules/trips/sections/rows';
import {
  isDirty,
  type SectionsAction,
  type SectionsState,
  sectionsBody,
  sectionsReducer,
  sectionsStateOf,
} from '../src/modules/trips/sections/sectionsDraft';
import { askedRows } from '../src/modules/trips/sections/useLiveCosts';

const trip = {
  start_date: '2027-05-01',
  end_date: '2027-05-06',
  start_location_id: 1,
  end_location_id: 4,
  travellers: 3,
};

const stay = (id: number, checkin: string, checkout: string, location: number) => ({
  ...rowBlanks.accommodations,
  id,
  checkin_date: checkin,
  checkout_date: checkout,
  location_id: location,
  location_name: `Town ${location}`,
  provider_id: 100 + location,
  provider_name: `Hotel ${location}`,
  nights: 1,
});

const loaded = {
  success: true,
  trip: {} as TripResponse['trip'],
  accommodations: [stay(12, '2027-05-01', '2027-05-02', 1), stay(15, '2027-05-02', '2027-05-03', 2)],
  luggage_transfers: [{ ...rowBlanks.luggage_transfers, id: 7, date: '2027-05-02', luggage: 3 }],
  normal_transfers: [],
  other_services: [{ ...rowBlanks.other_services, id: 3, people: 2 }],
} as TripResponse;

const run = (...actions: SectionsAction[]) => actions.reduce(sectionsReducer, sectionsStateOf(loaded));
const rows = <S extends keyof SectionsState['edits']>(state: SectionsState, section: S) =>
  state.edits[section].rows as DraftRow<S>[];

describe('trip service sections draft', () => {
  it('loads the saved rows unchanged and sends them back as they are', () => {
    const state = run();
    expect(isDirty(state)).toBe(false);
    const body = sectionsBody(state);
    expect(body.accommodations.map((r) => r.id)).toEqual([12, 15]);
    expect(body.deleted).toEqual({
      accommodations: [],
      luggage_transfers: [],
      normal_transfers: [],
      other_services: [],
    });
    // Only the row's own fields travel: no names, no server costs.
    expect(Object.keys(body.accommodations[0]).sort()).toEqual(
      ['id', ...Object.keys(inputBlanks.accommodations)].sort(),
    );
    expect(body.accommodations[0]).not.toHaveProperty('provider_name');
    expect(body.accommodations[0]).not.toHaveProperty('t_cost');
  });

  it('adds a night after the last one, for the travellers, with the defaults and the next frontId', () => {
    const state = run({ type: 'add', section: 'accommodations', trip });
    expect(isDirty(state)).toBe(true);
    const added = rows(state, 'accommodations')[2];
    expect(added.id).toBeUndefined();
    expect(added).toMatchObject({
      frontId: 16,
      checkin_date: '2027-05-03',
      checkout_date: '2027-05-04',
      nights: 1,
      people: 3,
      trip_service_status_id: 1,
      trip_service_status_name: 'OK',
      booking_type_id: 1,
      meals_id: 1,
      provider_currency_rate: 1,
      provider_currency_symbol: '€',
    });
    const second = sectionsReducer(state, { type: 'add', section: 'accommodations', trip });
    expect(rows(second, 'accommodations')[3]).toMatchObject({ frontId: 17, checkin_date: '2027-05-04' });
    expect(sectionsBody(second).accommodations[3].id).toBeNull();
  });

  it('starts the first night on the first day of the trip', () => {
    const empty = { ...loaded, accommodations: [] } as TripResponse;
    const state = sectionsReducer(sectionsStateOf(empty), { type: 'add', section: 'accommodations', trip });
    expect(rows(state, 'accommodations')[0]).toMatchObject({
      frontId: 1,
      checkin_date: '2027-05-01',
      checkout_date: '2027-05-02',
    });
  });

  it('moves new luggage between consecutive stays on a check-out day not yet covered', () => {
    const state = run(
      { type: 'add', section: 'accommodations', trip },
      {
        type: 'edit',
        section: 'accommodations',
        key: 'new-1',
        patch: { location_id: 3, location_name: 'Town 3' },
      },
      { type: 'add', section: 'luggage_transfers', trip },
    );
    // 2027-05-02 already has a luggage transfer: the next free check-out is Town 2's.
    expect(rows(state, 'luggage_transfers')[1]).toMatchObject({
      transfer_type_id: 2,
      date: '2027-05-03',
      from_location_id: 2,
      from_location_name: 'Town 2',
      to_location_id: 3,
      from_provider_id: 102,
      to_provider_id: null,
      luggage: 3,
      from_meeting_point_id: -1,
      to_meeting_point_id: -1,
    });
    const normal = sectionsReducer(state, { type: 'add', section: 'normal_transfers', trip });
    expect(rows(normal, 'normal_transfers')[0]).toMatchObject({
      transfer_type_id: 1,
      people: 3,
      date: '2027-05-01',
    });
  });

  it('edits a field, keeps the nights in step, and is clean again once the value is back', () => {
    const key = 'saved-12';
    const edited = run({
      type: 'edit',
      section: 'accommodations',
      key,
      patch: { checkout_date: '2027-05-04' },
    });
    expect(isDirty(edited)).toBe(true);
    expect(rows(edited, 'accommodations')[0].nights).toBe(3);
    const back = sectionsReducer(edited, {
      type: 'edit',
      section: 'accommodations',
      key,
      patch: { checkout_date: '2027-05-02' },
    });
    expect(isDirty(back)).toBe(false);
  });

  it('changes the status of one row only', () => {
    const state = run({
      type: 'edit',
      section: 'other_services',
      key: 'saved-3',
      patch: { trip_service_status_id: 7, trip_service_status_name: 'Cancelled' },
    });
    expect(sectionsBody(state).other_services[0].trip_service_status_id).toBe(7);
    expect(sectionsBody(state).accommodations.every((r) => r.trip_service_status_id === 1)).toBe(true);
  });

  it('queues a removed saved row for deletion, and undo puts it back where it was', () => {
    const removed = run({ type: 'remove', section: 'accommodations', key: 'saved-12' });
    expect(sectionsBody(removed).deleted?.accommodations).toEqual([12]);
    expect(sectionsBody(removed).accommodations.map((r) => r.id)).toEqual([15]);
    const undone = sectionsReducer(removed, { type: 'restore', section: 'accommodations', key: 'saved-12' });
    expect(sectionsBody(undone).accommodations.map((r) => r.id)).toEqual([12, 15]);
    expect(isDirty(undone)).toBe(false);
  });

  it('drops a removed new row without queueing anything', () => {
    const state = run(
      { type: 'add', section: 'other_services', trip },
      { type: 'remove', section: 'other_services', key: 'new-1' },
    );
    expect(sectionsBody(state).other_services.map((r) => r.id)).toEqual([3]);
    expect(sectionsBody(state).deleted?.other_services).toEqual([]);
    expect(isDirty(state)).toBe(false);
  });

  it('resets to a saved version', () => {
    const edited = run(
      { type: 'add', section: 'normal_transfers', trip },
      { type: 'remove', section: 'luggage_transfers', key: 'saved-7' },
    );
    const saved = { ...loaded, luggage_transfers: [] } as TripResponse;
    const reset = sectionsReducer(edited, { type: 'load', loaded: saved });
    expect(isDirty(reset)).toBe(false);
    expect(sectionsBody(reset)).toMatchObject({ luggage_transfers: [], normal_transfers: [] });
  });

  it('trims texts and sends no id for a new row', () => {
    const state = run(
      { type: 'add', section: 'other_services', trip },
      {
        type: 'edit',
        section: 'other_services',
        key: 'new-1',
        patch: { locator: '  AB12 ', service_name: 'x' },
      },
    );
    const sent = sectionsBody(state).other_services[1];
    expect(sent).toMatchObject({ id: null, locator: 'AB12', meeting_point_id: -1, people: 3 });
    expect(sent).not.toHaveProperty('service_name');
  });

  it('asks the provider quote only when a provider and the dates are set', () => {
    const [first] = rows(run(), 'accommodations');
    expect(priceAsk('accommodations', first)).toEqual({
      kind: 'quote',
      providerId: 101,
      body: {
        kind: 'accommodation',
        checkin_date: '2027-05-01',
        checkout_date: '2027-05-02',
        individual_rooms: 0,
        double_rooms: 0,
        twin_rooms: 0,
        triple_rooms: 0,
        meals_id: 1,
        location_id: 1,
      },
    });
    expect(priceAsk('accommodations', { ...first, provider_id: null })).toBeNull();
    expect(priceAsk('accommodations', { ...first, checkout_date: null })).toBeNull();
    const [bags] = rows(run(), 'luggage_transfers');
    expect(priceAsk('luggage_transfers', { ...bags, provider_id: 9 })).toEqual({
      kind: 'quote',
      providerId: 9,
      body: { kind: 'luggage', date: '2027-05-02', luggages: 3 },
    });
    expect(priceAsk('normal_transfers', { ...bags, provider_id: 9, people: 2 })).toMatchObject({
      body: { kind: 'transfer', date: '2027-05-02', people: 2 },
    });
    const [other] = rows(run(), 'other_services');
    expect(priceAsk('other_services', { ...other, provider_id: 5, service_id: 8 })).toEqual({
      kind: 'service',
      providerId: 5,
      serviceId: 8,
      people: 2,
    });
  });

  it('keeps the server cost of a row that prices as saved and asks again once its pricing changes', () => {
    const asked = (state: SectionsState) =>
      askedRows(state)
        .filter((a) => a.section === 'accommodations')
        .map((a) => [a.row.key, a.asSaved]);
    expect(asked(run())).toEqual([
      ['saved-12', true],
      ['saved-15', true],
    ]);
    const edited = run(
      { type: 'edit', section: 'accommodations', key: 'saved-15', patch: { double_rooms: 1 } },
      { type: 'edit', section: 'accommodations', key: 'saved-12', patch: { internal_comments: 'late' } },
      { type: 'add', section: 'accommodations', trip },
    );
    expect(asked(edited)).toEqual([
      ['saved-12', true],
      ['saved-15', false],
      ['new-1', false],
    ]);
  });
});
