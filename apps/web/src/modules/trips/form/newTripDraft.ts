import type { NewTripBody } from '@trips/shared/modules/trips/trips.schema';
import type { Option } from '../../../engine/options/remoteOptions';

/** The new-trip form (spec part 2 §3): a name, the dates and the start and end locations with their names. */
export interface NewTripDraft {
  trip_name: string;
  start_date: string;
  end_date: string;
  start_location: Option | null;
  end_location: Option | null;
}

export const blankNewTrip: NewTripDraft = {
  trip_name: '',
  start_date: '',
  end_date: '',
  start_location: null,
  end_location: null,
};

/** Reset keeps the trip name (spec part 2 §4). */
export const resetNewTrip = (draft: NewTripDraft): NewTripDraft => ({
  ...blankNewTrip,
  trip_name: draft.trip_name,
});

export const hasNewTripInput = (draft: NewTripDraft) =>
  JSON.stringify({ ...draft, trip_name: draft.trip_name.trim() }) !== JSON.stringify(blankNewTrip);

export const newTripBody = (draft: NewTripDraft): NewTripBody & { end_date: string } => ({
  trip_name: draft.trip_name.trim(),
  start_date: draft.start_date,
  end_date: draft.end_date,
  start_location_id: draft.start_location?.id ?? null,
  end_location_id: draft.end_location?.id ?? null,
});
