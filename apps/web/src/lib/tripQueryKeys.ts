/**
 * The query keys of a trip and of what hangs from it (bookings, readiness, automatic luggage rows…): every
 * part lives under `['trip', id]`, so a saved trip refreshes them all. Below the modules, so the trips and
 * transfers screens share them without importing each other.
 */
export const tripKey = (id: number, part?: string) => ['trip', id, ...(part ? [part] : [])] as const;

/** The trip's booking rows, polled while its screen is open. */
export const bookingsKey = (tripId: number) => tripKey(tripId, 'bookings');

/**
 * The keys of the trip screen's panels, each in its own module's query and seeded by the screen's one call
 * (GET /trips/{id}/screen): a panel's key is spelled only here, so the seed and the panel cannot drift.
 * Those read again at each trip version carry it.
 */
export const tripPartKeys = {
  readiness: (id: number, version: number) => [...tripKey(id, 'readiness'), version] as const,
  bookings: bookingsKey,
  travellers: (id: number) => tripKey(id, 'travellers'),
  travellerLink: (id: number) => tripKey(id, 'traveller-link'),
  vouchers: (id: number) => tripKey(id, 'vouchers'),
  notes: (id: number) => tripKey(id, 'notes'),
  invoiceLines: (id: number) => tripKey(id, 'invoices'),
  dossierMatch: (id: number, version: number) => [...tripKey(id, 'dossier-match'), version] as const,
  autoTransfers: (id: number, version: number) => [...tripKey(id, 'auto-transfers'), version] as const,
};
