/**
 * The Compostela rule (the Pilgrim's Office): the last 100 km walked, or the last 200 km cycled, ending at
 * Santiago, with two stamps a day in the pilgrim passport over the last 100 km. Zod-free: the web imports it.
 *
 * The distance of a start is read from this table of Camino towns (km to Santiago along the route they sit on),
 * matched on the location's name or one of its name variations, accents and case ignored. A start not in the
 * table cannot be judged and is reported as such rather than guessed.
 */
// biome-ignore format: one town a line
const kmToSantiago: Record<string, number> = {
  // Camino Francés
  'saint-jean-pied-de-port': 775, roncesvalles: 750, pamplona: 705, 'puente la reina': 682, estella: 660,
  logrono: 610, 'santo domingo de la calzada': 560, burgos: 490, fromista: 420, 'carrion de los condes': 400,
  sahagun: 360, leon: 310, astorga: 260, ponferrada: 205, 'villafranca del bierzo': 185, 'o cebreiro': 155,
  triacastela: 135, samos: 125, sarria: 115, barbadelo: 110, portomarin: 93, 'palas de rei': 68, melide: 53,
  arzua: 39, 'o pedrouzo': 20, 'santiago de compostela': 0,
  // Camino Inglés
  ferrol: 118, neda: 105, pontedeume: 95, betanzos: 75, 'a coruna': 73,
  // Camino Portugués
  porto: 240, 'ponte de lima': 150, valenca: 118, tui: 115, 'o porrino': 100, redondela: 88, pontevedra: 65,
  'caldas de reis': 43, padron: 25,
  // Primitivo and Norte
  oviedo: 320, lugo: 100, ribadeo: 185, mondonedo: 150, vilalba: 120, baamonde: 100,
  // Vía de la Plata
  ourense: 106,
};
/** The Camino towns where the last 100 km on foot commonly start, as a qualifying example. */
export const caminoStarts = ['Sarria', 'Barbadelo', 'Ferrol', 'Tui', 'Lugo', 'Ourense'] as const;

export const compostela = { walkKm: 100, bikeKm: 200, stampsPerDay: 2 } as const;

/** trip_types ids (spec part 2 §9). */
export const tripTypeIds = { camino: 1, walking: 2, cycling: 3 } as const;

const normal = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A town's distance to Santiago in km, from any of its names; null when the table does not know it. */
export function distanceToSantiago(names: readonly string[]): number | null {
  for (const name of names) {
    const km = kmToSantiago[normal(name)];
    if (km !== undefined) return km;
    if (normal(name) === 'santiago' || normal(name) === 'compostela') return 0;
  }
  return null;
}

export type CompostelaVerdict =
  | { applies: false }
  | { applies: true; qualifies: true; km: number; minimumKm: number }
  | {
      applies: true;
      qualifies: false | null;
      /** Why not (or why it cannot be told), in English; the web shows its own translation by `reason`. */
      reason: 'not_santiago' | 'too_short' | 'unknown_start' | 'no_start';
      km: number | null;
      minimumKm: number;
    };

export interface CompostelaTrip {
  tripTypeId: number | null;
  /** The start location's name and its variations. */
  startNames: readonly string[] | null;
  endNames: readonly string[] | null;
}

/**
 * Whether the trip earns the Compostela. It applies to Camino trips, and to walking or cycling trips that end in
 * Santiago; cycling trips need 200 km, the others 100 km.
 */
export function compostelaVerdict(trip: CompostelaTrip): CompostelaVerdict {
  const endKm = trip.endNames ? distanceToSantiago(trip.endNames) : null;
  const camino = trip.tripTypeId === tripTypeIds.camino;
  if (!camino && endKm !== 0) return { applies: false };
  const minimumKm = trip.tripTypeId === tripTypeIds.cycling ? compostela.bikeKm : compostela.walkKm;
  if (!trip.startNames) return { applies: true, qualifies: null, reason: 'no_start', km: null, minimumKm };
  const km = distanceToSantiago(trip.startNames);
  if (endKm !== 0) return { applies: true, qualifies: false, reason: 'not_santiago', km, minimumKm };
  if (km === null) return { applies: true, qualifies: null, reason: 'unknown_start', km, minimumKm };
  if (km < minimumKm) return { applies: true, qualifies: false, reason: 'too_short', km, minimumKm };
  return { applies: true, qualifies: true, km, minimumKm };
}
