import {
  type SaveItineraryInput,
  saveItineraryBody,
} from '@trips/shared/modules/itineraries/itineraries.schema';
import { createProviderBody } from '@trips/shared/modules/providers/providers.schema';
import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import { createItinerariesRepo } from '../../modules/itineraries/itineraries.repo.ts';
import { checkItinerary } from '../../modules/itineraries/itineraries.validate.ts';
import { createPriorityListsRepo } from '../../modules/locations/priority-lists.repo.ts';
import { createProvidersRepo } from '../../modules/providers/providers.repo.ts';
import { createRatesRepo } from '../../modules/providers/rates/rates.repo.ts';
import { writeRate } from '../../modules/providers/rates/rates.service.ts';
import type { Database } from '../database.ts';
import {
  coast,
  coastHotels,
  coastLocations,
  coastTransports,
  type DemoItinerary,
  demoItineraries,
  demoRoomPlans,
} from './itineraries.data.ts';
import { points } from './locations.data.ts';
import { geoIndex } from './locations.ts';
import { luggageRate, negotiatedRate, transferRate } from './provider-rates.ts';
import { accommodations } from './providers.data.ts';

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '');

/** The coast's places with their meeting points, where the demo has none of them yet. */
async function ensureCoastLocations(db: Database) {
  const geo = await geoIndex(db);
  for (const [name, iso2, region, variations, pointKeys] of coastLocations) {
    if (await db.selectFrom('locations').select('id').where('name', '=', name).executeTakeFirst()) continue;
    const { id } = await db
      .insertInto('locations')
      .values({
        name,
        country_id: geo.countries.get(iso2)!,
        state_id: geo.states.get(`${iso2}/${region}`) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (variations.length > 0)
      await db
        .insertInto('location_name_variations')
        .values(variations.map((v) => ({ location_id: id, name: v })))
        .execute();
    if (pointKeys.length > 0)
      await db
        .insertInto('meeting_points')
        .values(
          pointKeys.map((k) => {
            const [name_eng, name_spn, name_grm] = points[k];
            return { location_id: id, name_eng, name_spn, name_grm };
          }),
        )
        .execute();
  }
}

/** The coast's hotels (negotiated rates for the demo years), luggage carrier and taxi, unless present. */
async function ensureCoastProviders(
  db: Database,
  places: Map<string, { id: number; country_id: number; state_id: number | null }>,
) {
  const providers = createProvidersRepo(db);
  const rates = createRatesRepo(db);
  const euro = await db.selectFrom('currencies').select('id').where('symbol', '=', '€').executeTakeFirst();
  const exists = async (name: string) =>
    Boolean(
      await db.selectFrom('providers').select('id').where('commercial_name', '=', name).executeTakeFirst(),
    );
  const add = async (fields: Record<string, unknown> & { commercial_name: string }, served: string[]) => {
    const home = places.get(served[0])!;
    const site = slug(fields.commercial_name);
    const { location_ids, tag_ids, ...values } = createProviderBody.parse({
      language_id: home.country_id === places.get('Porto')?.country_id ? 1 : 2,
      currency_id: euro?.id ?? null,
      holiday_type_id: 1,
      payment_method_id: 1,
      booking_method_id: 1,
      city: served[0],
      location_id: home.id,
      country_id: home.country_id,
      state_id: home.state_id,
      phone: `+351 9${String(10_000_000 + site.length * 7_919_777).slice(-8)}`,
      booking_email: `bookings@${site}.example`,
      contact_email: `info@${site}.example`,
      ...fields,
    });
    const { id } = await providers.insert(values);
    await providers.addLocations(
      id,
      served.flatMap((n) => places.get(n)?.id ?? []),
    );
    return id;
  };
  for (const a of coastHotels) {
    if (await exists(a.name)) continue;
    const id = await add(
      {
        commercial_name: a.name,
        legal_name: a.legal,
        category_id: 1,
        accommodation_type_id: a.type,
        accommodation_level_id: a.level,
        rooms: a.rooms,
        latitude: a.coords?.[0] ?? null,
        longitude: a.coords?.[1] ?? null,
      },
      [a.location],
    );
    await writeRate(rates, id, 'negotiated', 0, negotiatedRate(a.tier));
  }
  for (const t of coastTransports) {
    if (await exists(t.name)) continue;
    const luggage = t.category === 2;
    const id = await add(
      {
        commercial_name: t.name,
        legal_name: t.legal,
        category_id: t.category,
        luggage,
        people: !luggage,
        emergency: t.emergency,
        transfer_type_id: luggage ? 2 : 1,
        booking_method_id: luggage ? 3 : 2,
      },
      t.locations,
    );
    const rate = luggage ? luggageRate(t.brackets) : transferRate(t.brackets);
    await writeRate(rates, id, rate.type, 0, rate);
  }
}

/**
 * Luggage routes between consecutive places of the coast (from any hotel to any, created and booked by the
 * system) and the taxi from Baiona to Vigo station to station; pairs that already have a route are left.
 */
async function ensureCoastRoutes(db: Database, places: Map<string, { id: number }>) {
  const carrierRate = async (name: string) =>
    db
      .selectFrom('providers as p')
      .innerJoin('provider_rates as r', 'r.provider_id', 'p.id')
      .select(['p.id', 'r.id as rate_id'])
      .where('p.commercial_name', '=', name)
      .where('r.kind', 'in', ['luggage', 'transfer'])
      .executeTakeFirst();
  const [carrier, taxi] = [
    await carrierRate(coastTransports[0].name),
    await carrierRate(coastTransports[1].name),
  ];
  if (!carrier || !taxi) return;
  const firstPoint = async (location: number) =>
    (
      await db
        .selectFrom('meeting_points')
        .select('id')
        .where('location_id', '=', location)
        .orderBy('id')
        .executeTakeFirst()
    )?.id ?? null;
  const route = async (
    from: string,
    to: string,
    provider: { id: number; rate_id: number },
    luggage: boolean,
  ) => {
    const [start, end] = [places.get(from)!.id, places.get(to)!.id];
    const known = await db
      .selectFrom('transfer_routes')
      .select('id')
      .where('start_location_id', '=', start)
      .where('end_location_id', '=', end)
      .executeTakeFirst();
    if (known) return;
    const { id: route_id } = await db
      .insertInto('transfer_routes')
      .values({ start_location_id: start, end_location_id: end, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: route_provider_id } = await db
      .insertInto('transfer_route_providers')
      .values({ route_id, provider_id: provider.id, priority: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = { route_provider_id, rate_id: provider.rate_id, qty_start: 1, position: 0 };
    await db
      .insertInto('transfer_route_rates')
      .values(
        luggage
          ? {
              ...row,
              transfer_type_id: transferTypeIds.luggage,
              qty_end: -1,
              automated_creation: true,
              automated_processing: true,
            }
          : {
              ...row,
              transfer_type_id: transferTypeIds.normal,
              start_meeting_point_id: await firstPoint(start),
              end_meeting_point_id: await firstPoint(end),
              qty_end: 8,
            },
      )
      .execute();
  };
  for (const [i, to] of coast.slice(1).entries()) await route(coast[i], to, carrier, true);
  await route('Baiona', 'Vigo', taxi, false);
}

/** Each stage's place ranks its hotels (and superior hotels) where its lists are still empty. */
async function ensureHotelLists(db: Database, locationIds: number[]) {
  const repo = createPriorityListsRepo(db);
  const hotelTypes = new Map([...accommodations, ...coastHotels].map((a) => [a.name, a.hotelType]));
  for (const locationId of new Set(locationIds)) {
    const rows = await repo.rows(locationId);
    const hotels = await db
      .selectFrom('providers as p')
      .innerJoin('provider_locations as pl', 'pl.provider_id', 'p.id')
      .select(['p.id', 'p.commercial_name', 'p.accommodation_level_id'])
      .where('pl.location_id', '=', locationId)
      .where('p.category_id', '=', 1)
      .where('p.status', '=', 'active')
      .orderBy('p.commercial_name')
      .execute();
    const ranked = (list: typeof hotels, hotel: boolean) =>
      list.map((p, i) => ({
        provider_id: p.id,
        hotel_type_id: hotel ? (hotelTypes.get(p.commercial_name) ?? 1) : null,
        priority: i + 1,
      }));
    let changed = false;
    if (!rows.some((r) => r.list === 'hotel') && hotels.length > 0) {
      await repo.replace(locationId, 'hotel', ranked(hotels, true));
      changed = true;
    }
    const superior = hotels.filter((p) => (p.accommodation_level_id ?? 1) > 1);
    if (!rows.some((r) => r.list === 'superior') && superior.length > 0) {
      await repo.replace(locationId, 'superior', ranked(superior, false));
      changed = true;
    }
    if (changed) await repo.bump(locationId);
  }
}

function bodyOf(
  it: DemoItinerary,
  place: (name: string) => number,
  service: (provider: string) => number,
): SaveItineraryInput {
  let day = 0;
  return saveItineraryBody.parse({
    itinerary: {
      holiday_id: it.holiday_id,
      name: it.name,
      name_es: it.name_es,
      trip_type_id: it.type,
      branding_ids: it.brands,
      notes: it.notes,
      is_active: it.active,
    },
    stages: it.stages.map(([name, nights, luggage]) => {
      const stage = {
        day_offset: day,
        location_id: place(name),
        nights,
        accommodation_level_id: 1,
        meals_id: 1,
        room_plans: demoRoomPlans,
        luggage: day > 0 && luggage !== false,
      };
      day += nights;
      return stage;
    }),
    transfers: it.transfers.map(([day_offset, from, to, kind]) => ({
      day_offset,
      from_location_id: place(from),
      to_location_id: place(to),
      kind,
    })),
    services: it.services.map(([day_offset, provider, units]) => ({
      day_offset,
      service_id: service(provider),
      units,
    })),
  });
}

/**
 * The demo itineraries (Sarria to Santiago, the Portuguese coast, the Meseta by bike, and one not sold this
 * season), with what a trip made from each needs: the coast's places, hotels, carrier, taxi and routes, and
 * a hotel list at every stage's place. Each passes the save's own checks. Skipped once any itinerary exists.
 */
export async function seedItineraries(db: Database, adminEmail: string) {
  if (await db.selectFrom('itineraries').select('id').limit(1).executeTakeFirst()) return;
  if (!(await db.selectFrom('providers').select('id').limit(1).executeTakeFirst())) return;
  await db.transaction().execute(async (trx) => {
    await ensureCoastLocations(trx);
    const rows = await trx.selectFrom('locations').select(['id', 'name', 'country_id', 'state_id']).execute();
    const places = new Map(rows.map((l) => [l.name, l]));
    await ensureCoastProviders(trx, places);
    await ensureCoastRoutes(trx, places);
    const services = await trx
      .selectFrom('provider_services as s')
      .innerJoin('providers as p', 'p.id', 's.provider_id')
      .select(['s.id', 'p.commercial_name'])
      .orderBy('s.id')
      .execute();
    const place = (name: string) => places.get(name)?.id ?? 0;
    const service = (provider: string) => services.find((s) => s.commercial_name === provider)?.id ?? 0;
    await ensureHotelLists(
      trx,
      demoItineraries.flatMap((it) => it.stages.map(([name]) => place(name))),
    );
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', adminEmail)
      .executeTakeFirst();
    const repo = createItinerariesRepo(trx);
    for (const it of demoItineraries) {
      const body = bodyOf(it, place, service);
      await checkItinerary(trx, body, null);
      const id = await repo.store(
        { userId: admin?.id ?? null, id: null, version: 1, prepared: undefined },
        body.itinerary,
      );
      await repo.replaceRows(id, body);
    }
  });
}
