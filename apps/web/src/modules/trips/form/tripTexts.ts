import { msg } from '@lingui/core/macro';

/**
 * The spec's trip messages (`tripMessages` of the shared package) as catalogue messages: the English is
 * theirs word for word (a unit test holds them to it), the Spanish is the catalogue's.
 */
export const tripTexts = {
  endBeforeStart: msg`The end date cannot be before the start date.`,
  stale: msg`This trip was saved by someone else while you were editing. Your changes are still on screen: review what changed, then save again.`,
  saved: msg`Trip saved`,
  created: msg`Trip created`,
  copied: msg`Trip copied`,
  replanned: msg`Trip re-planned from its itinerary`,
};
