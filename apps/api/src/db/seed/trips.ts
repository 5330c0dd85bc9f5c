import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { tripCosts } from '@trips/shared/modules/trips/trip-costs';
import { transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import {
  type PricingResult,
  priceAccommodationStay,
  priceLuggageTransfer,
  pricePeopleTransfer,
} from '@trips/shared/pricing/index';
import { type Insertable, sql } from 'kysely';
import type { Database } from '../database.ts';
import type { TripAccommodationsTable, TripOtherServicesTable, TripTransfersTable } from '../tables/trips.ts';
import { luggageRate, negotiatedRate, transferRate } from './provider-rates.ts';
import { accommodations, others, transports } from './providers.data.ts';
import { seededRandom } from './scale/random.ts';
import { type DemoRoute, demoCustomers, demoRoutes, demoSalesOwners, demoTripTags } from './trips.data.ts';

type Accommodation = Insertable<TripAccommodationsTable>;
type Transfer = Insertable<TripTransfersTable>;
type Other = Insertable<TripOtherServicesTable>;

const DAY = 86_400_000;
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const round5 = (n: number) => Math.round(n / 5) * 5;

/** Service-row status ids (trip_service statuses) and section status ids (OK 1 … Confirmed 4, Cancelled 6). */
const row = { ok: 1, requested: 2, confirmed: 3, cancelled: 7 } as const;

interface Catalogue {
  places: Map<string, number>;
  providers: Map<string, { id: number; payment_method_id: number | null }>;
  services: Map<number, { id: number; price: number; service_type_id: number | null }>;
  users: Map<string, number>;
}

async function catalogue(db: Database, adminEmail: string): Promise<Catalogue | null> {
  const [places, providers, services, users] = await Promise.all([
    db.selectFrom('locations').select(['id', 'name']).execute(),
    db.selectFrom('providers').select(['id', 'commercial_name', 'payment_method_id']).execute(),
    db.selectFrom('provider_services').select(['id', 'provider_id', 'price', 'service_type_id']).execute(),
    db.selectFrom('users').select(['id', 'email']).execute(),
  ]);
  const userIds = new Map(users.map((u) => [u.email === adminEmail ? 'admin' : u.email.split('@')[0], u.id]));
  if (providers.length === 0 || !userIds.has('olga')) return null;
  return {
    places: new Map(places.map((p) => [p.name, p.id])),
    providers: new Map(providers.map((p) => [p.commercial_name, p])),
    services: new Map(services.map((s) => [s.provider_id, { ...s, price: Number(s.price ?? 0) }])),
    users: userIds,
  };
}

/** The trip's rows, priced from the demo providers' rates the same way the trip's save prices them. */
interface Plan {
  accommodations: Omit<Accommodation, 'trip_id'>[];
  transfers: Omit<Transfer, 'trip_id'>[];
  others: Omit<Other, 'trip_id'>[];
}

const lodgingAt = (place: string, superior: boolean) => {
  const here = accommodations.filter((a) => a.location === place);
  return (superior ? here.find((a) => a.tier === 'superior' || a.tier === 'parador') : undefined) ?? here[0];
};
const bagCarrier = transports.find((t) => t.category === 2 && t.locations.includes('Pamplona'))!;
const taxiBetween = (from: string, to: string) =>
  transports.find((t) => t.category === 3 && t.locations.includes(from) && t.locations.includes(to));

interface TripShape {
  route: DemoRoute;
  start: string;
  travellers: number;
  superior: boolean;
  past: boolean;
  /** Rows at providers paid by prepayment are paid already. */
  prepaid: boolean;
  cancelledNight: boolean;
  extras: boolean;
}

/** t_cost from a pricing result, or the reason it has none (shown on the row as a missing rate). */
function priced(result: PricingResult<unknown>) {
  return result.ok
    ? { t_cost: result.euro, t_cost_national: result.national, t_cost_problem: null }
    : { t_cost: null, t_cost_national: null, t_cost_problem: result.message };
}

function planRows(c: Catalogue, s: TripShape): Plan {
  const plan: Plan = { accommodations: [], transfers: [], others: [] };
  const status = s.past ? row.confirmed : row.requested;
  const paid = (checkin: string) => (s.past ? addDays(checkin, -14) : null);
  const rooms =
    s.travellers === 1
      ? { individual_rooms: 1 }
      : s.travellers === 3
        ? { triple_rooms: 1 }
        : { double_rooms: Math.ceil(s.travellers / 2) };
  const stops = s.route.stops;
  stops.forEach((place, i) => {
    const lodging = lodgingAt(place, s.superior);
    if (!lodging) return;
    const provider = c.providers.get(lodging.name)!;
    const checkin = addDays(s.start, i);
    const stay = {
      checkin_date: checkin,
      checkout_date: addDays(checkin, 1),
      meals_id: s.superior ? 2 : 1,
      ...rooms,
    };
    const cost = priced(priceAccommodationStay(negotiatedRate(lodging.tier), stay));
    const cancelled = s.cancelledNight && i === 1;
    const prepayment = provider.payment_method_id === 4;
    plan.accommodations.push({
      position: i,
      trip_service_status_id: cancelled ? row.cancelled : status,
      provider_id: provider.id,
      location_id: c.places.get(place) ?? null,
      people: s.travellers,
      ...stay,
      ...cost,
      r_cost: s.past && cost.t_cost !== null ? cost.t_cost : null,
      payment_date: prepayment && s.prepaid ? addDays(checkin, -30) : paid(checkin),
      provider_date: addDays(s.start, -40),
      provider_acceptance_date: s.past || status === row.confirmed ? addDays(s.start, -38) : null,
      who_accepted: s.past ? 'Reception' : '',
      cancellation_reason: cancelled ? 'Customer changed plans for this night' : '',
    });
    if (i === 0) return;
    const from = stops[i - 1];
    const move = { date: checkin, luggages: s.travellers };
    plan.transfers.push({
      position: i - 1,
      transfer_type_id: transferTypeIds.luggage,
      trip_service_status_id: status,
      provider_id: c.providers.get(bagCarrier.name)!.id,
      date: checkin,
      from_location_id: c.places.get(from) ?? null,
      to_location_id: c.places.get(place) ?? null,
      from_provider_id: c.providers.get(lodgingAt(from, s.superior)?.name ?? '')?.id ?? null,
      to_provider_id: provider.id,
      luggage: s.travellers,
      ...priced(priceLuggageTransfer(luggageRate(bagCarrier.brackets), move)),
      payment_date: paid(checkin),
    });
  });
  const taxi = s.route.taxi && taxiBetween(s.route.taxi[0], s.route.taxi[1]);
  if (s.route.taxi && taxi) {
    const [from, to, when] = s.route.taxi;
    const date = when === 'start' ? s.start : addDays(s.start, stops.length);
    plan.transfers.push({
      position: 0,
      transfer_type_id: transferTypeIds.normal,
      trip_service_status_id: status,
      provider_id: c.providers.get(taxi.name)!.id,
      date,
      from_location_id: c.places.get(from) ?? null,
      to_location_id: c.places.get(to) ?? null,
      people: s.travellers,
      ...priced(pricePeopleTransfer(transferRate(taxi.brackets), { date, people: s.travellers })),
      payment_date: paid(date),
      observations: when === 'start' ? 'Pick-up at the hotel, 08:00' : 'To the coast after the last stage',
    });
  }
  const service = (name: string, at: string, day: number, units: number) => {
    const other = others.find((o) => o.name === name)!;
    const provider = c.providers.get(name)!;
    const offered = c.services.get(provider.id);
    const cost = Math.round((offered?.price ?? other.service.price) * units * 100) / 100;
    plan.others.push({
      position: plan.others.length,
      trip_service_status_id: status,
      provider_id: provider.id,
      service_type_id: offered?.service_type_id ?? other.serviceType,
      service_id: offered?.id ?? null,
      from_date: addDays(s.start, day),
      to_date: addDays(s.start, day),
      location_id: c.places.get(at) ?? null,
      people: s.travellers,
      t_cost: cost,
      t_cost_national: cost,
      // Paid on the day: never a prepayment.
      payment_date: s.past ? addDays(s.start, day) : null,
      type_of_bikes: other.service.bikes ?? '',
      // How long is the provider's service item's, in the provider's language.
      duration: '',
    });
  };
  if (s.route.type === 3) service('Bicigrino Bike Rental', stops[0], 0, s.travellers * stops.length);
  if (s.extras && stops.includes('Sarria')) service('Camino Guides Galicia', 'Sarria', 1, 1);
  if (s.extras && stops.includes('Arzúa'))
    service('Fisio Peregrino Melide', 'Arzúa', stops.indexOf('Arzúa'), s.travellers);
  if (s.extras && stops.at(-1) === 'Santiago de Compostela')
    service('Finisterre Coast Excursions', 'Santiago de Compostela', stops.length - 1, s.travellers);
  return plan;
}

async function ensureTripTags(db: Database) {
  const ids: number[] = [];
  for (const name of demoTripTags) {
    const found = await db
      .selectFrom('tags')
      .select('id')
      .where('type', '=', 'trip')
      .where('name', '=', name)
      .executeTakeFirst();
    ids.push(
      found?.id ??
        (await db.insertInto('tags').values({ type: 'trip', name }).returning('id').executeTakeFirstOrThrow())
          .id,
    );
  }
  return ids;
}

/**
 * About 40 demo trips from eight months ago to seven months ahead, with customers, owners, tags, nights
 * at the demo accommodations, luggage between stops, a few taxis and other services, all priced from the
 * demo rates; some rows at a prepayment hotel are unpaid (pending prepayments); a few tasks about trips.
 * Skipped when any trip exists.
 */
export async function seedTrips(db: Database, adminEmail: string, count = 40) {
  if (await db.selectFrom('trips').select('id').limit(1).executeTakeFirst()) return;
  const c = await catalogue(db, adminEmail);
  if (!c) return;
  const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(db);
  const today = rows[0].today;
  const rnd = seededRandom(2026);
  const staff = ['olga', 'pablo', 'vera', 'admin'].map((k) => c.users.get(k) ?? null);
  const accounting = [c.users.get('alba') ?? null, c.users.get('bruno') ?? null, null];
  const creators = ['admin', 'olga', 'pablo'].map((k) => c.users.get(k)!);
  await db.transaction().execute(async (trx) => {
    const tagIds = await ensureTripTags(trx);
    // Trips sold as a demo itinerary remember it.
    const itineraries = await trx.selectFrom('itineraries').select(['id', 'holiday_id']).execute();
    const itineraryOf = (holidayId: string) =>
      itineraries.find((i) => holidayId !== '' && i.holiday_id.toLowerCase() === holidayId.toLowerCase())
        ?.id ?? null;
    const tripIds: number[] = [];
    for (let n = 0; n < count; n++) {
      const route = demoRoutes[n % demoRoutes.length];
      // From about 240 days ago to about 200 days ahead, a few running today.
      const jitter = rnd.int(6) - (n % 9 === 4 ? 3 : 0);
      // Two of them started a day or two ago and are running today.
      const offset = n === 21 ? -2 : n === 22 ? -1 : -240 + n * 11 + jitter;
      const start = addDays(today, offset);
      const end = addDays(start, route.stops.length);
      const past = end < today;
      const running = !past && start <= today;
      const [first, last, phone] = demoCustomers[n % demoCustomers.length];
      const travellers = [2, 2, 1, 3, 2, 4, 2, 1][n % 8];
      const shape: TripShape = {
        route,
        start,
        travellers,
        superior: n % 5 === 2,
        past,
        prepaid: n % 3 === 0,
        cancelledNight: n % 11 === 7,
        extras: n % 2 === 0,
      };
      const plan = planRows(c, shape);
      const cancelledTrip = n % 13 === 12;
      const insured = n % 3 !== 1;
      const insurance_cost = insured ? 25 * travellers : 0;
      const all = [...plan.accommodations, ...plan.transfers, ...plan.others].map((r) => ({
        trip_service_status_id: r.trip_service_status_id ?? 1,
        r_cost: r.r_cost ?? null,
        t_cost: r.t_cost ?? null,
      }));
      const base = tripCosts(all, 0, 0).total_cost;
      const trip_price = round5((base + insurance_cost) * (1.18 + rnd.int(30) / 100));
      const costs = tripCosts(all, trip_price, insurance_cost);
      const section = cancelledTrip ? 6 : past ? 4 : running ? 4 : [1, 2, 3, 4][n % 4];
      const invoiced = past || running || n % 4 === 0;
      const createdDaysAgo = Math.max(1 + rnd.int(45), -offset + 30 + rnd.int(120));
      const holidayId = n % 7 === 6 ? '' : `${route.code}-${route.stops.length}N`;
      const trip = await trx
        .insertInto('trips')
        .values({
          trip_name: `${route.label} · ${last}`,
          branding_id: 1 + (n % 3),
          zoho_account_id: 1 + (n % 2),
          trip_type_id: route.type,
          section: route.type === 3 ? 'Cycling' : 'Walking',
          quotation_version: 1 + (n % 3),
          start_date: start,
          end_date: end,
          start_location_id: c.places.get(route.stops[0]) ?? null,
          end_location_id: c.places.get(route.stops.at(-1)!) ?? null,
          accommodation_level_id: shape.superior ? 2 : 1,
          trip_price,
          travellers,
          general_status_id: cancelledTrip ? 4 : past ? 3 : n % 6 === 5 ? 1 : 2,
          accommodation_status_id: section,
          luggage_status_id: cancelledTrip ? 6 : past ? 4 : [1, 3, 4][n % 3],
          people_status_id: route.taxi ? (past ? 4 : 2) : 1,
          other_status_id: plan.others.length > 0 ? (past ? 4 : 3) : 1,
          voucher_status_id: n % 10 === 9 ? 3 : past || running || n % 3 === 0 ? 2 : 1,
          insurance_status_id: insured ? 3 : n % 2 === 0 ? 2 : 4,
          holiday_id: holidayId,
          itinerary_id: itineraryOf(holidayId),
          holiday_name: n % 7 === 6 ? '' : `${route.label}, ${route.stops.length} nights`,
          invoice_number: invoiced ? `INV-${start.slice(0, 4)}-${String(1001 + n)}` : '',
          invoice_date: invoiced ? addDays(today, -Math.max(0, createdDaysAgo - 5)) : null,
          customer_first_name: first,
          customer_last_name: last,
          customer_email: `${first}.${last}@example.com`.toLowerCase().replace(/[^a-z.@]/g, ''),
          customer_phone: phone,
          regular_customer: n % 6 === 0,
          language_id: [1, 1, 3, 2][n % 4],
          operations_owner_id: staff[n % staff.length],
          accounting_user_id: accounting[n % accounting.length],
          sales_owner: demoSalesOwners[n % demoSalesOwners.length],
          created_user_id: creators[n % creators.length],
          trip_comments: n % 5 === 0 ? 'Asked for quiet rooms where possible.' : '',
          travel_insurance: insured,
          cancellation_insurance: insured && n % 2 === 0,
          insurance_cost,
          ...costs,
          created_at: sql<Date>`now() - ${createdDaysAgo}::int * interval '1 day'`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tripIds.push(trip.id);
      const withTrip = <T>(rows: T[]) => rows.map((r) => ({ ...r, trip_id: trip.id }));
      if (plan.accommodations.length)
        await trx.insertInto('trip_accommodations').values(withTrip(plan.accommodations)).execute();
      if (plan.transfers.length)
        await trx.insertInto('trip_transfers').values(withTrip(plan.transfers)).execute();
      if (plan.others.length)
        await trx.insertInto('trip_other_services').values(withTrip(plan.others)).execute();
      const tags = tagIds.filter((_, i) => (n + i) % 4 === 0 && (n + i) % 3 !== 0);
      if (tags.length)
        await trx
          .insertInto('trip_tags')
          .values(tags.map((tag_id) => ({ trip_id: trip.id, tag_id })))
          .execute();
    }
    await seedTripTasks(trx, tripIds, c);
  });
}

/** A few tasks about demo trips: open, overdue and done. */
async function seedTripTasks(db: Database, tripIds: number[], c: Catalogue) {
  const [olga, pablo, admin] = ['olga', 'pablo', 'admin'].map((k) => c.users.get(k)!);
  const day = (offset: number) => sql<string>`current_date + ${offset}::int`;
  const task = (subject: string, owner: number, offset: number, status: number, trip: number) => ({
    subject,
    deadline: day(offset),
    created_at: sql<Date>`now() - ${Math.abs(offset) + 7}::int * interval '1 day'`,
    owner_id: owner,
    status_id: status,
    object_type_id: taskObjectTypes.trip,
    object_id: tripIds[trip],
    created_by: admin,
    ...(status === 3 ? { completed_by: owner, completed_at: new Date() } : {}),
  });
  await db
    .insertInto('tasks')
    .values([
      task('Send the vouchers to the customer', olga, 3, 1, 24),
      task('Chase the hotel confirmation', pablo, -2, 2, 25),
      task('Confirm the taxi pick-up time', olga, -5, 1, 26),
      task('Call the customer about dietary needs', pablo, 12, 1, 30),
      task('Check the final invoice', admin, -20, 3, 10),
    ])
    .execute();
}
