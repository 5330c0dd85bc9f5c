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
  /** A deal's value the trip refuses: the trip field and the validation message, each translated in turn. */
  invalidField: (field: string, message: string) => `The deal's ${field} is not valid: ${message}`,
  activateSyncedTripsHelp:
    'A deal whose holiday has an itinerary becomes a trip with all its services. When this is on, that trip ' +
    'is activated in the same sync if it has no error to fix, and its bookings are requested at once; ' +
    'otherwise it stays Pending and the list below says why.',
} as const;

/**
 * Why an account's sync failed, stored in English as the account's last error and shown on the Zoho screen
 * in the reader's language (the status answer translates it through the catalogue).
 */
export const zohoErrorMessages = {
  noCredentials: 'Fill in the client id, client secret and refresh token in the Zoho settings first.',
  tokenRefused: (reason: string) => `Zoho refused the refresh token (${reason}).`,
  tokenRefusedStatus: (status: number) => `Zoho refused the refresh token (HTTP ${status}).`,
  noApiHost: 'Zoho did not say which API host to call.',
  wait: (seconds: number) => `Zoho asked to wait ${seconds} s before the next call.`,
  dealsRefused: (status: number) => `Zoho answered the deals request with HTTP ${status}.`,
  unknown: 'The sync stopped on an unknown error.',
  /** An error that is not Zoho's answer (the network, the database): its own words after. */
  stopped: (detail: string) => `The sync stopped: ${detail}`,
} as const;

/** How a revision line on the Zoho screen names what Zoho changed in a trip, with the value before and after. */
export const zohoRevisionMessages = {
  trip_name: (before: string, after: string) => `Trip name: ${before} → ${after}`,
  branding_id: (before: string, after: string) => `Brand: ${before} → ${after}`,
  trip_type_id: (before: string, after: string) => `Trip type: ${before} → ${after}`,
  start_date: (before: string, after: string) => `Start date: ${before} → ${after}`,
  end_date: (before: string, after: string) => `End date: ${before} → ${after}`,
  start_location_id: (before: string, after: string) => `Start location: ${before} → ${after}`,
  end_location_id: (before: string, after: string) => `End location: ${before} → ${after}`,
  travellers: (before: string, after: string) => `Travellers: ${before} → ${after}`,
  trip_price: (before: string, after: string) => `Trip price: ${before} → ${after}`,
  holiday_id: (before: string, after: string) => `Holiday id: ${before} → ${after}`,
  holiday_name: (before: string, after: string) => `Holiday: ${before} → ${after}`,
  customer_first_name: (before: string, after: string) => `Customer first name: ${before} → ${after}`,
  customer_last_name: (before: string, after: string) => `Customer last name: ${before} → ${after}`,
  customer_email: (before: string, after: string) => `Customer email: ${before} → ${after}`,
  customer_phone: (before: string, after: string) => `Customer phone: ${before} → ${after}`,
  operations_owner_id: (before: string, after: string) => `Operations owner: ${before} → ${after}`,
  sales_owner: (before: string, after: string) => `Sales owner: ${before} → ${after}`,
  trip_comments: (before: string, after: string) => `Comments: ${before} → ${after}`,
} as const;
