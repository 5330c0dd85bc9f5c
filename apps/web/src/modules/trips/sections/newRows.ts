import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { roomPlanFor } from './roomPlan';
import { type AnyDraftRow, addDays, type DraftRow, rowBlanks } from './rows';

/** What a new row takes from the trip (part 2 §3): its dates, end locations and travellers. */
export interface TripContext {
  start_date: string;
  end_date: string;
  start_location_id: number | null;
  end_location_id: number | null;
  travellers: number;
}

export type SectionRows = { [S in TripSection]: readonly DraftRow<S>[] };
type Fields<S extends TripSection> = Omit<DraftRow<S>, 'key' | 'id' | 'frontId'>;

/**
 * A new accommodation starts where the stay that ends last ends (or on the first day), for one night, with
 * rooms for the travellers. The latest check-out rather than the last row's: a row added for a second room
 * of an earlier night is often the last one.
 */
function newAccommodation(trip: TripContext, rows: SectionRows): Fields<'accommodations'> {
  const latest = rows.accommodations
    .map((a) => a.checkout_date ?? '')
    .sort()
    .at(-1);
  const checkin = latest || trip.start_date;
  return {
    ...rowBlanks.accommodations,
    checkin_date: checkin,
    checkout_date: addDays(checkin, 1),
    nights: 1,
    people: trip.travellers,
    ...roomPlanFor(trip.travellers),
  };
}

/**
 * A new luggage transfer moves the bags between two consecutive stays on the first check-out day that has
 * no luggage transfer yet: from the one hotel to the next.
 */
function newLuggage(trip: TripContext, rows: SectionRows): Fields<'luggage_transfers'> {
  const blank = { ...rowBlanks.luggage_transfers, luggage: trip.travellers };
  const stays = rows.accommodations
    .filter((a) => a.checkout_date)
    .sort((a, b) => (a.checkin_date ?? '').localeCompare(b.checkin_date ?? ''));
  const moved = new Set(rows.luggage_transfers.map((l) => l.date));
  const index = stays.findIndex((stay, i) => i + 1 < stays.length && !moved.has(stay.checkout_date));
  if (index === -1) return { ...blank, date: trip.start_date };
  const [from, to] = [stays[index], stays[index + 1]];
  return {
    ...blank,
    date: from.checkout_date,
    from_location_id: from.location_id,
    from_location_name: from.location_name,
    to_location_id: to.location_id,
    to_location_name: to.location_name,
    from_provider_id: from.provider_id,
    from_provider_name: from.provider_name,
    to_provider_id: to.provider_id,
    to_provider_name: to.provider_name,
  };
}

const newRowOf: { [S in TripSection]: (trip: TripContext, rows: SectionRows) => Fields<S> } = {
  accommodations: newAccommodation,
  luggage_transfers: newLuggage,
  normal_transfers: (trip) => ({
    ...rowBlanks.normal_transfers,
    date: trip.start_date,
    people: trip.travellers,
  }),
  other_services: (trip) => ({
    ...rowBlanks.other_services,
    from_date: trip.start_date,
    to_date: trip.start_date,
    people: trip.travellers,
  }),
};

/** The highest id or frontId in use, plus one (part 2 §4). */
export const nextFrontId = (rows: readonly AnyDraftRow[]) =>
  rows.reduce((max, row) => Math.max(max, row.id ?? row.frontId), 0) + 1;

/** The fields of a new row of a section: its defaults, then what the trip and the other rows suggest. */
export function newRowFields<S extends TripSection>(
  section: S,
  trip: TripContext,
  rows: SectionRows,
  taken: readonly AnyDraftRow[],
): Fields<S> & { frontId: number } {
  return { ...newRowOf[section](trip, rows), frontId: nextFrontId(taken) };
}
