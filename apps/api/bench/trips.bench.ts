import { sql } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { tripsBinding } from '../src/modules/trips/trips.binding.ts';
import { tripsBudget } from './budgets.ts';
import { type SearchBench, type SearchCase, searchCases } from './search.bench.ts';

/** The bodies measured: the trips list as staff use it (DESIGN §9: 3 filters + sort, 50 rows; a contains search). */
export async function tripCases(db: Database): Promise<[string, object][]> {
  const olga = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'olga@example.com')
    .executeTakeFirst();
  const filters = {
    operations_owner_id: { values: [olga?.id ?? 2], filter_type: 'autocomplete', option_type: 'is' },
    general_status_id: { values: [2, 3], filter_type: 'autocomplete', option_type: 'is' },
    start_date: { values: [12], filter_type: 'date', option_type: 'in_the_last', value_type: 'month' },
  };
  const text = (value: string) => ({ values: [value], filter_type: 'text', option_type: 'contains' });
  return [
    ['3 filters + sort, 50 rows', { ...filters, order_by: 'start_date', order_type: 'desc', count: 50 }],
    ['search "hartley"', { search: 'hartley', count: 50 }],
    ['customer contains "emily hart"', { customer_name: text('emily hart'), count: 50 }],
    ['trip name contains "portugués"', { trip_name: text('portugués'), count: 50 }],
    [
      'problems: errors, soonest first',
      {
        problem_level: { values: [3], filter_type: 'autocomplete', option_type: 'is' },
        order_by: 'start_date',
        order_type: 'asc',
        count: 50,
      },
    ],
    ['no filter, page 40 of 50', { page: 40, count: 50 }],
    ['no filter, page 200 of 50', { page: 200, count: 50 }],
  ];
}

export async function tripSearches(bench: SearchBench, onPostgres: boolean) {
  const bodies = (await tripCases(bench.db)).map(([name, body]): [string, object] => [
    `trips: ${name}`,
    body,
  ]);
  const budget = (clients: number) => tripsBudget(onPostgres, clients);
  const searches = await searchCases(bench, tripsBinding, '/api/v1/trips/search', bodies, budget);
  return [...searches, await tripFromItinerary(bench)];
}

const STAGES = 14;

/**
 * "trip from a 14-stage itinerary": POST /trips with an itinerary of 14 one-night stages at places with a
 * hotel list (a stay each, priced, the luggage chain followed, bookings planned, in one transaction), beside
 * the editor's way to the same trip as its baseline (the "sql" columns): a plain POST /trips, then the one
 * save (PUT) of the same 14 stays with luggage transfers on. Both sides add a trip a run, on top of the seeded
 * ones. Run: `npm run bench -- --only trips` (1M trips on PostgreSQL with BENCH_DATABASE_URL, else 100k on PGlite).
 */
async function tripFromItinerary({ app, db, token }: SearchBench): Promise<SearchCase> {
  const { rows: places } = await sql<{ location_id: number; provider_id: number }>`
    select distinct on (lp.location_id) lp.location_id, lp.provider_id
    from location_priority_providers lp join providers p on p.id = lp.provider_id and p.status = 'active'
    where lp.list = 'hotel' order by lp.location_id, lp.priority limit ${STAGES}`.execute(db);
  if (places.length === 0) throw new Error('trip from an itinerary: no location has a hotel list');
  const stage = (i: number) => places[i % places.length]!;
  const { id: itineraryId } = await db
    .insertInto('itineraries')
    .values({
      holiday_id: `BENCH-${STAGES}-${Date.now()}`,
      name: `Bench ${STAGES} stages`,
      trip_type_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('itinerary_stages')
    .values(
      Array.from({ length: STAGES }, (_, i) => ({
        itinerary_id: itineraryId,
        position: i,
        day_offset: i,
        location_id: stage(i).location_id,
        nights: 1,
        room_plans: '[]',
      })),
    )
    .execute();
  const headers = { authorization: `Bearer ${token}` };
  const start = '2031-05-04';
  const day = (n: number) => new Date(Date.parse(start) + n * 86_400_000).toISOString().slice(0, 10);
  const post = async (payload: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/trips', payload, headers });
    if (res.statusCode !== 200) throw new Error(`trip from an itinerary: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const fromItinerary = () =>
    post({ trip_name: 'Bench itinerary trip', start_date: start, itinerary_id: itineraryId, travellers: 2 });
  const byHand = async () => {
    const created = await post({ trip_name: 'Bench hand trip', start_date: start, end_date: day(STAGES) });
    const { id, tags, version, created_at, updated_at, total_cost, gross_margin, gross_margin_per, ...trip } =
      created.trip;
    const payload = {
      version,
      trip: { ...trip, travellers: 2, luggage_transfers: true, tag_ids: [] },
      accommodations: Array.from({ length: STAGES }, (_, i) => ({
        location_id: stage(i).location_id,
        provider_id: stage(i).provider_id,
        checkin_date: day(i),
        checkout_date: day(i + 1),
        people: 2,
        double_rooms: 1,
      })),
    };
    const res = await app.inject({ method: 'PUT', url: `/api/v1/trips/${id}`, payload, headers });
    if (res.statusCode !== 200) throw new Error(`trip save baseline: ${res.statusCode} ${res.body}`);
  };
  const first = await fromItinerary();
  if (first.accommodations.length !== STAGES) throw new Error('trip from an itinerary: not every stage made');
  return {
    name: `trip from a ${STAGES}-stage itinerary (sql: POST+PUT)`,
    api: fromItinerary,
    sql: byHand,
    budget: () => ({
      label: 'p95 ≤ 1.5× the editor’s POST + PUT + 50 ms',
      holds: (api, base) => api.p95 <= 1.5 * base.p95 + 50,
    }),
  };
}
