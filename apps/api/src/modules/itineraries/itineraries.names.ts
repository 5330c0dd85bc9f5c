import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The languages an itinerary is named in; English is the one every itinerary has. */
export type NameLanguage = 'en' | 'es' | 'de';

export interface HolidayName {
  name: string;
  /** Whether `name` is in the language asked for (false: the English name stood in, or none was found). */
  inLanguage: boolean;
}

const column = { en: 'name', es: 'name_es', de: 'name_de' } as const;

async function namesOf(db: Database, where: { id: number } | { holidayId: string }) {
  let query = db.selectFrom('itineraries').select(['name', 'name_es', 'name_de']);
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where(sql<string>`lower(trim(holiday_id))`, '=', where.holidayId.trim().toLowerCase());
  return query.orderBy('is_active', 'desc').orderBy('id').executeTakeFirst();
}

function inLanguage(names: { name: string; name_es: string; name_de: string }, lang: NameLanguage) {
  const own = names[column[lang]].trim();
  return own ? { name: own, inLanguage: true } : { name: names.name.trim(), inLanguage: lang === 'en' };
}

/** An itinerary's name in `lang`, its English name when it has none in that language; null when there is no such itinerary. */
export async function itineraryNameIn(
  db: Database,
  itineraryId: number,
  lang: NameLanguage,
): Promise<HolidayName | null> {
  const names = await namesOf(db, { id: itineraryId });
  return names ? inLanguage(names, lang) : null;
}

/**
 * A trip's holiday name in `lang`: the name of the itinerary it was made from, else of the itinerary selling
 * its holiday id, else the holiday name the trip carries (English, as the sale wrote it). Empty when none.
 */
export async function tripHolidayNameIn(
  db: Database,
  trip: { itinerary_id?: unknown; holiday_id?: unknown; holiday_name?: unknown },
  lang: NameLanguage,
): Promise<HolidayName> {
  const byId =
    Number(trip.itinerary_id) > 0 ? await namesOf(db, { id: Number(trip.itinerary_id) }) : undefined;
  const holidayId = typeof trip.holiday_id === 'string' ? trip.holiday_id.trim() : '';
  const names = byId ?? (holidayId ? await namesOf(db, { holidayId }) : undefined);
  if (names) return inLanguage(names, lang);
  const typed = typeof trip.holiday_name === 'string' ? trip.holiday_name.trim() : '';
  return { name: typed, inLanguage: lang === 'en' && typed !== '' };
}
