/**
 * The query keys of a trip and of what hangs from it (bookings, readiness, automatic luggage rows…): every
 * part lives under `['trip', id]`, so a saved trip refreshes them all. Below the modules, so the trips and
 * transfers screens share them without importing each other.
 */
export const tripKey = (id: number, part?: string) => ['trip', id, ...(part ? [part] : [])] as const;

/** The trip's booking rows, polled while its screen is open. */
export const bookingsKey = (tripId: number) => tripKey(tripId, 'bookings');
