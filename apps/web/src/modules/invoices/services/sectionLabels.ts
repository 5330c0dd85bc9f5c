import { msg } from '@lingui/core/macro';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';

/** How a line names the trip section of the row it pays. */
export const sectionLabels = {
  accommodations: msg`Accommodation`,
  luggage_transfers: msg`Luggage transfer`,
  normal_transfers: msg`Normal transfer`,
  other_services: msg`Other service`,
} as const satisfies Record<TripSection, unknown>;
