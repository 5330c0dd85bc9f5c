import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { describe, expect, it } from 'vitest';
import { roomPlanFor } from '../src/modules/trips/sections/roomPlan';
import { type DraftRow, rowBlanks } from '../src/modules/trips/sections/rows';
import {
  isDirty,
  type SectionsAction,
  type SectionsState,
  sectionsBody,
  sectionsReducer,
  sectionsStateOf,
} from '../src/modules/trips/sections/sectionsDraft';

const trip = {
  start_date: '2027-05-01',
  end_date: '2027-05-08',
  start_location_id: 1,
  end_location_id: 4,
  travellers: 3,
};
const stay = (id: number, checkin: string, checkout: string) => ({
  ...rowBlanks.accommodations,
  id,
  checkin_date: checkin,
  checkout_date: checkout,
  nights: 1,
});
const loaded = {
  success: true,
  trip: {} as TripResponse['trip'],
  // The last row is a second room of the first night: the latest check-out is the middle row's.
  accommodations: [
    stay(12, '2027-05-01', '2027-05-02'),
    stay(15, '2027-05-02', '2027-05-04'),
    stay(16, '2027-05-01', '2027-05-02'),
  ],
  luggage_transfers: [],
  normal_transfers: [{ ...rowBlanks.normal_transfers, id: 4, date: '2027-05-03' }],
  other_services: [
    { ...rowBlanks.other_services, id: 3, from_date: '2027-05-02', to_date: '2027-05-04' },
    {
      ...rowBlanks.other_services,
      id: 5,
      from_date: '2027-05-02',
      to_date: '2027-05-02',
      is_send_email: true,
    },
  ],
} as TripResponse;

const run = (...actions: SectionsAction[]) => actions.reduce(sectionsReducer, sectionsStateOf(loaded));
const rows = <S extends keyof SectionsState['edits']>(state: SectionsState, section: S) =>
  state.edits[section].rows as DraftRow<S>[];
const typed = (section: TripSection, key: string, patch: object) =>
  ({ type: 'edit', section, key, patch, byHand: true }) as SectionsAction;
const service = (state: SectionsState) => rows(state, 'other_services')[0];

describe('rooms for the travellers', () => {
  it('puts two to a double and the odd one in an individual room', () => {
    const plan = (n: number) => {
      const rooms = roomPlanFor(n);
      return [rooms.individual_rooms, rooms.double_rooms, rooms.twin_rooms, rooms.triple_rooms];
    };
    expect(plan(0)).toEqual([0, 0, 0, 0]);
    expect(plan(1)).toEqual([1, 0, 0, 0]);
    expect(plan(2)).toEqual([0, 1, 0, 0]);
    expect(plan(3)).toEqual([1, 1, 0, 0]);
    expect(plan(4)).toEqual([0, 2, 0, 0]);
    expect(plan(7)).toEqual([1, 3, 0, 0]);
  });

  it('books them for a new night, which starts where the latest stay ends', () => {
    const state = run({ type: 'add', section: 'accommodations', trip });
    expect(rows(state, 'accommodations')[3]).toMatchObject({
      checkin_date: '2027-05-04',
      checkout_date: '2027-05-05',
      nights: 1,
      people: 3,
      individual_rooms: 1,
      double_rooms: 1,
      twin_rooms: 0,
      triple_rooms: 0,
    });
    const next = sectionsReducer(state, {
      type: 'add',
      section: 'accommodations',
      trip: { ...trip, travellers: 2 },
    });
    expect(rows(next, 'accommodations')[4]).toMatchObject({
      checkin_date: '2027-05-05',
      individual_rooms: 0,
      double_rooms: 1,
    });
  });
});

describe('an end date following its start', () => {
  it("moves an other service's To with its From, by as many days", () => {
    const later = run(typed('other_services', 'saved-3', { from_date: '2027-05-05' }));
    expect(service(later)).toMatchObject({ from_date: '2027-05-05', to_date: '2027-05-07' });
    const earlier = sectionsReducer(later, typed('other_services', 'saved-3', { from_date: '2027-05-01' }));
    expect(service(earlier)).toMatchObject({ from_date: '2027-05-01', to_date: '2027-05-03' });
  });

  it('keeps the nights of a stay whose check-in moves', () => {
    const state = run(typed('accommodations', 'saved-15', { checkin_date: '2027-05-03' }));
    expect(rows(state, 'accommodations')[1]).toMatchObject({
      checkin_date: '2027-05-03',
      checkout_date: '2027-05-05',
      nights: 2,
    });
  });

  it('stays where it was put once edited by hand', () => {
    const state = run(
      typed('other_services', 'saved-3', { to_date: '2027-05-06' }),
      typed('other_services', 'saved-3', { from_date: '2027-05-03' }),
    );
    expect(service(state)).toMatchObject({ from_date: '2027-05-03', to_date: '2027-05-06' });
    // Other rows still follow.
    const other = sectionsReducer(state, typed('other_services', 'saved-5', { from_date: '2027-05-03' }));
    expect(rows(other, 'other_services')[1]).toMatchObject({ to_date: '2027-05-03' });
  });

  it('follows a start cleared and typed again from where it was', () => {
    const state = run(
      typed('other_services', 'saved-3', { from_date: null }),
      typed('other_services', 'saved-3', { from_date: '2027-05-04' }),
    );
    expect(service(state)).toMatchObject({ from_date: '2027-05-04', to_date: '2027-05-06' });
  });

  it('leaves fields set as given by an edit that is not a person typing (a rebase)', () => {
    const state = run({
      type: 'edit',
      section: 'other_services',
      key: 'saved-3',
      patch: { from_date: '2027-05-03' },
    });
    expect(service(state)).toMatchObject({ from_date: '2027-05-03', to_date: '2027-05-04' });
  });

  it('follows again after a reload, and a one-day transfer has nothing to follow', () => {
    const pinned = run(typed('other_services', 'saved-3', { to_date: '2027-05-06' }));
    const reloaded = sectionsReducer(pinned, { type: 'load', loaded });
    const moved = sectionsReducer(reloaded, typed('other_services', 'saved-3', { from_date: '2027-05-03' }));
    expect(service(moved).to_date).toBe('2027-05-05');
    const transfer = run(typed('normal_transfers', 'saved-4', { date: '2027-05-05' }));
    expect(rows(transfer, 'normal_transfers')[0].date).toBe('2027-05-05');
  });
});

describe('send email for many rows', () => {
  it("switches one section's rows and is clean again once switched back", () => {
    const on = run({ type: 'sendEmail', sections: ['other_services'], on: true });
    expect(sectionsBody(on).other_services.map((r) => r.is_send_email)).toEqual([true, true]);
    expect(sectionsBody(on).accommodations.every((r) => !r.is_send_email)).toBe(true);
    expect(isDirty(on)).toBe(true);
    const off = sectionsReducer(on, { type: 'sendEmail', sections: ['other_services'], on: false });
    expect(sectionsBody(off).other_services.map((r) => r.is_send_email)).toEqual([false, false]);
    const back = sectionsReducer(off, typed('other_services', 'saved-5', { is_send_email: true }));
    expect(isDirty(back)).toBe(false);
  });

  it('switches every row of the trip, new ones too, and changes nothing when all are already so', () => {
    const state = run(
      { type: 'add', section: 'accommodations', trip },
      {
        type: 'sendEmail',
        sections: ['accommodations', 'luggage_transfers', 'normal_transfers', 'other_services'],
        on: true,
      },
    );
    const body = sectionsBody(state);
    const flags = [...body.accommodations, ...body.normal_transfers, ...body.other_services].map(
      (r) => r.is_send_email,
    );
    expect(flags).toEqual(Array(7).fill(true));
    expect(sectionsReducer(state, { type: 'sendEmail', sections: ['other_services'], on: true })).toBe(state);
  });
});
