/**
 * Zod-free constants of itineraries: the browser imports this file.
 */
export const itinerariesPageSize = 50;
export const itineraryLimits = {
  stages: 60,
  transfers: 60,
  services: 60,
  partySize: 20,
  nights: 60,
} as const;

/** How people travel between two places on an itinerary's day: a people transfer, or a luggage-only one. */
export const itineraryTransferKinds = ['people', 'luggage'] as const;
export type ItineraryTransferKind = (typeof itineraryTransferKinds)[number];

export const itineraryMessages = {
  created: 'Itinerary created',
  saved: 'Itinerary saved',
  deleted: 'Itinerary deleted',
  notFound: 'unable to find itinerary',
  stale: 'This itinerary was changed by someone else since you opened it.',
  duplicateHoliday: 'Another itinerary already has this holiday id.',
  noStages: 'An itinerary needs at least one stage.',
  stageBeforePrevious: 'A stage cannot start before the previous one ends.',
  nightsAtLeastOne: 'A stage needs at least one night.',
  locationWithoutProviders: 'This location has no hotel on its priority list.',
  dayAfterEnd: 'This day is after the last night of the itinerary.',
  sameFromTo: 'A transfer must go somewhere else.',
  duplicateParty: 'This party size already has a room plan.',
  roomsTooSmall: 'These rooms do not sleep the whole party.',
  unknownBrand: 'Unknown brand',
  unknownTripType: 'Unknown trip type',
  unknownLocation: 'Unknown location',
  unknownLevel: 'Unknown accommodation level',
  unknownMeals: 'Unknown meals',
  unknownService: 'Unknown service',
} as const;
