import { type TripSection, tripMessages } from '@trips/shared/modules/trips/trips.constants';
import { type SaveTripInput, saveTripBody } from '@trips/shared/modules/trips/trips.schema';
import { addDays } from './readiness/readiness.days.ts';
import { present, type RawTrip } from './trips.presenter.ts';
import { throwIfAny } from './trips.validate.ts';

type Row = Record<string, unknown>;

/** A computed end day past the calendar's last (9999-12-31) is refused with 400, never stored. */
export function endWithin(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throwIfAny({ start_date: tripMessages.endPastCalendar });
  return day;
}

/** The save body of a trip as it stands: its information and rows, with `changes` to its information. */
export function bodyOf(raw: RawTrip, changes: Record<string, unknown> = {}): SaveTripInput {
  const { trip, ...rows } = present(raw);
  const tag_ids = trip.tags.map((t) => t.id);
  return saveTripBody.parse({ ...rows, version: trip.version, trip: { ...trip, tag_ids, ...changes } });
}

export const noneDeleted = (): SaveTripInput['deleted'] => ({
  accommodations: [],
  luggage_transfers: [],
  normal_transfers: [],
  other_services: [],
});

/** A row's days moved by `days` (a row the luggage chain keeps is left to follow the stays). */
export function shifted(section: TripSection, row: Row, days: number): Row {
  const fields =
    section === 'accommodations'
      ? ['checkin_date', 'checkout_date', 'free_cancellation_date']
      : section === 'other_services'
        ? ['from_date', 'to_date']
        : ['date'];
  const out = { ...row };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = addDays(out[f] as string, days);
  return out;
}
