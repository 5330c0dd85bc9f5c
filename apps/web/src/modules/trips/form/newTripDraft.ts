import type { NewTripBody } from '@trips/shared/modules/trips/trips.schema';
import type { Option } from '../../../engine/options/remoteOptions';
import type { ItineraryChoice } from '../itinerary/ItineraryPicker';

/**
 * The new-trip form (spec part 2 §3): a name, the dates and the start and end locations with their names;
 * or an itinerary, whose nights give the end date, and the travellers it is planned for.
 */
export interface NewTripDraft {
  trip_name: string;
  start_date: string;
  end_date: string;
  start_location: Option | null;
  end_location: Option | null;
  itinerary: ItineraryChoice | null;
  travellers: number;
}

export const blankNewTrip: NewTripDraft = {
  trip_name: '',
  start_date: '',
  end_date: '',
  start_location: null,
  end_location: null,
  itinerary: null,
  travellers: 1,
};

/** Reset keeps the trip name (spec part 2 §4). */
export const resetNewTrip = (draft: NewTripDraft): NewTripDraft => ({
  ...blankNewTrip,
  trip_name: draft.trip_name,
});

export const hasNewTripInput = (draft: NewTripDraft) =>
  JSON.stringify({ ...draft, trip_name: draft.trip_name.trim() }) !== JSON.stringify(blankNewTrip);

const dayMs = 86_400_000;

/** The day a trip starting on `start` ends after `nights` nights ('' until the start is known). */
export const endAfter = (start: string, nights: number) =>
  start ? new Date(Date.parse(start) + nights * dayMs).toISOString().slice(0, 10) : '';

/** With an itinerary the end date follows from its nights: what the form shows and checks. */
export const endDateOf = (draft: NewTripDraft) =>
  draft.itinerary ? endAfter(draft.start_date, draft.itinerary.nights) : draft.end_date;

export const newTripBody = (draft: NewTripDraft): NewTripBody & { end_date: string } => ({
  trip_name: draft.trip_name.trim(),
  start_date: draft.start_date,
  end_date: endDateOf(draft),
  start_location_id: draft.start_location?.id ?? null,
  end_location_id: draft.end_location?.id ?? null,
  travellers: draft.travellers,
  ...(draft.itinerary ? { itinerary_id: draft.itinerary.id } : {}),
});
