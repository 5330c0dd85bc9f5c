import type { Traveller } from '@trips/shared/modules/hospedajes/travellers.schema';
import { missingFields } from '@trips/shared/modules/traveller-links/traveller-links.missing';
import type { TravellerPage } from '@trips/shared/modules/traveller-links/traveller-links.schema';
import type { Database } from '../../db/database.ts';
import { createTravellerLinksRepo } from './traveller-links.repo.ts';

type Trip = NonNullable<Awaited<ReturnType<ReturnType<typeof createTravellerLinksRepo>['trip']>>>;
/** trip_types ids (lookup): Camino 1, Walking 2, Cycling 3. */
const cyclingType = 3;

const dayMs = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** Each night of each stay, from check-in to the night before check-out. */
const nightsOf = (
  rows: { checkin: string; checkout: string | null; hotel: string | null; town: string | null }[],
) =>
  rows.flatMap((row) => {
    const nights = row.checkout
      ? Math.max(1, (Date.parse(row.checkout) - Date.parse(row.checkin)) / dayMs)
      : 1;
    return Array.from({ length: nights }, (_, i) => ({
      date: addDays(row.checkin, i),
      hotel: row.hotel ?? '',
      town: row.town ?? '',
    }));
  });

/** The page's data: the trip at a glance and its travellers, with what each still lacks. */
export async function pageOf(
  db: Database,
  trip: Trip,
  lang: TravellerPage['lang'],
  token: string,
  saved: { version: number; travellers: Traveller[] },
): Promise<TravellerPage> {
  const repo = createTravellerLinksRepo(db);
  const [nights, hasPack, countries] = await Promise.all([
    repo.nights(trip.id),
    repo.hasPack(trip.id),
    repo.countries(lang),
  ]);
  const spainId = countries.find((c) => c.iso2 === 'ES')?.id ?? null;
  return {
    success: true,
    lang,
    version: saved.version,
    trip: {
      name: trip.holiday_name || trip.customer_title || trip.trip_name,
      brand: trip.brand ?? '',
      start_date: trip.start_date,
      end_date: trip.end_date,
      people: trip.travellers,
      cycling: trip.trip_type_id === cyclingType,
      nights: nightsOf(nights.filter((n): n is typeof n & { checkin: string } => n.checkin !== null)),
      pack_url: hasPack ? `/api/v1/traveller/${encodeURIComponent(token)}/pack` : null,
    },
    travellers: saved.travellers,
    missing: saved.travellers.flatMap((t, i) =>
      missingFields(t, trip.start_date, spainId).map((field) => `travellers.${i}.${field}`),
    ),
    countries,
    spain_id: spainId,
  };
}
