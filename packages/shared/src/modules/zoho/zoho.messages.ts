/**
 * What the Zoho sync says about a deal, stored in English (the reason on the Zoho screen, a task's subject)
 * and shown in the reader's language through the catalogue, which holds each with {0}, {1} for its values.
 */
export const zohoMessages = {
  noDates: 'The deal has no start or end date.',
  endsBeforeStart: 'The deal ends before it starts.',
  unknownStart: (name: string) => `Unknown start location "${name}".`,
  unknownEnd: (name: string) => `Unknown end location "${name}".`,
  /** A deal whose holiday is not among the active itineraries: the trip has its details only. */
  noItinerary: (holiday: string) => `Holiday ${holiday} has no itinerary: the trip has no services yet.`,
  /**
   * Activate synced trips is on, but the new trip has errors to fix first: how many (the trip's readiness
   * panel names them in the reader's language), or that the trip's save refused it.
   */
  notActivatedOne: 'Left Pending: the trip has a problem to fix.',
  notActivated: (errors: number) => `Left Pending: the trip has ${errors} problems to fix.`,
  activationRefused: 'Left Pending: the trip could not be made Active; open it to see why.',
  noItineraryTask: (deal: string, holiday: string) =>
    `Zoho deal ${deal}: holiday ${holiday} has no itinerary`,
  notActivatedTask: (deal: string) => `Zoho deal ${deal}: the trip was left Pending`,
  activateSyncedTripsHelp:
    'A deal whose holiday has an itinerary becomes a trip with all its services. When this is on, that trip ' +
    'is activated in the same sync if it has no error to fix, and its bookings are requested at once; ' +
    'otherwise it stays Pending and the list below says why.',
} as const;
