import { cancelledServiceStatusIds, transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../database.ts';
import { demoRoutes } from '../trips.data.ts';
import type { Progress } from './random.ts';

// biome-ignore format: one list a line
const firstNames = ['Emily', 'James', 'Sophie', 'Lukas', 'Maria', 'Daniel', 'Grace', 'Michael', 'Anna', 'Thomas', 'Claire', 'Patrick', 'Hannah', 'Oliver', 'Isabel', 'Robert', 'Laura', 'Peter', 'Chloe', 'David', 'Ingrid', 'Mark', 'Julia', 'Kevin', 'Sarah', 'Paul', 'Megan', 'Niamh', 'Henrik', 'Rachel', 'Marco', 'Elena', 'George', 'Linda', 'Stefan', 'Fiona', 'Andrew', 'Katrin', 'Brian', 'Helen', 'Lucía', 'Javier', 'Carmen', 'Pierre', 'Élodie', 'Hans', 'Greta', 'Sean', 'Aoife', 'Lars'];
const surnameHeads = [
  'Hart',
  'Whit',
  'Brenn',
  'Kell',
  'Lind',
  'Ash',
  'Bright',
  'Cald',
  'Dun',
  'Fair',
  'Gold',
  'Hol',
  'Kings',
  'Mar',
  'Nor',
  'Pem',
  'Rad',
  'Sand',
  'Thorn',
  'Wes',
  'Black',
  'Stan',
  'Crans',
  'Elm',
  'Mont',
  'Rich',
  'Wood',
  'Bar',
  'Chat',
  'Lang',
];
const surnameTails = ['ley', 'aker', 'er', 'son', 'ford', 'man', 'ton', 'well', 'wick', 'field'];
const lastNames = surnameHeads.flatMap((head) => surnameTails.map((tail) => `${head}${tail}`));
const routeNames = [
  ...demoRoutes.map((r) => r.label),
  'Camino Portugués coastal',
  'Via de la Plata stages',
  'Camino del Norte highlights',
  'Picos de Europa walk',
  'Rías Baixas by bike',
];

/** Deterministic pseudo-random integer ≥ 0 from the trip id (and a row index), with a salt per use. */
const h = (salt: number, k: RawBuilder<unknown> = sql`0`) =>
  sql<number>`(hashint4((t.id * 97 + ${sql.lit(salt)} * 7919 + ${k} * 13)::int4) & 2147483647)`;
const pick = (array: string, salt: number, k?: RawBuilder<unknown>) =>
  sql`${sql.raw(array)}[1 + ${h(salt, k)} % cardinality(${sql.raw(array)})]`;

/** Where the generated rows' references come from: whatever the database already holds. */
async function references(db: Database) {
  const ids = async (query: Promise<{ id: number }[]>) => (await query).map((r) => r.id);
  const providers = (categories: number[]) =>
    db.selectFrom('providers').select('id').where('category_id', 'in', categories).orderBy('id').execute();
  const lodgings = await db
    .selectFrom('providers')
    .select(['id', 'location_id'])
    .where('category_id', '=', 1)
    .where('location_id', 'is not', null)
    .orderBy('id')
    .execute();
  const refs = {
    lodging: lodgings.map((p) => p.id),
    lodgingPlace: lodgings.map((p) => p.location_id!),
    luggage: await ids(providers([2])),
    people: await ids(providers([3])),
    others: await ids(providers([4, 5, 6, 7, 8, 9])),
    users: await ids(db.selectFrom('users').select('id').orderBy('id').execute()),
  };
  const missing = Object.entries(refs).find(([, list]) => list.length === 0);
  if (missing) throw new Error(`Generate or seed providers and users before trips (no ${missing[0]})`);
  return refs;
}

async function tripTags(db: Database) {
  const names = [
    'VIP',
    'Repeat customer',
    'Agency booking',
    'Honeymoon',
    'Needs follow-up',
    'Group',
    'Late booking',
    'Special diet',
  ];
  for (const name of names)
    await sql`insert into tags (type, name) values ('trip', ${name}) on conflict do nothing`.execute(db);
  return (await db.selectFrom('tags').select('id').where('type', '=', 'trip').orderBy('id').execute()).map(
    (t) => t.id,
  );
}

/**
 * Adds `total` trips with their service rows, set-based (INSERT … SELECT generate_series) in batches, every
 * value derived from the trip id so the same arguments always make the same data. A trip has 2–5 nights at
 * lodgings (one row each), a luggage transfer between consecutive nights, a people transfer for a quarter
 * of the trips and an other service for about a third: ≈ 6.6 rows a trip. Costs are consistent with the
 * rows (cancelled rows left out), prices carry a 15–50 % mark-up; dates span 2021–2027.
 */

export async function generateTrips(db: Database, total: number, progress: Progress, batch = 50_000) {
  const refs = await references(db);
  const tags = await tripTags(db);
  const { max } = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('max'))
    .executeTakeFirstOrThrow();
  const base = Number(max);
  const arrays = sql`select ${refs.lodging}::int[] as lodging, ${refs.lodgingPlace}::int[] as place,
    ${refs.luggage}::int[] as luggage, ${refs.people}::int[] as people, ${refs.others}::int[] as others,
    ${refs.users}::int[] as users, ${tags}::int[] as tags, ${firstNames}::text[] as firsts,
    ${lastNames}::text[] as lasts, ${routeNames}::text[] as routes`;
  const cancelled = sql.lit(cancelledServiceStatusIds[0]);
  const nights = sql`(2 + ${h(2)} % 4)`;
  const travellers = sql`(1 + ${h(1)} % 6)`;
  const rooms = sql`((1 + ${h(1)} % 6 + 1) / 2)`;
  /** Night k: cancelled for 1 in 40, priced 55–254 a room. */
  const nightCancelled = (k: RawBuilder<unknown>) => sql`(${h(20, k)} % 40 = 0)`;
  const nightCost = (k: RawBuilder<unknown>) => sql`((55 + ${h(21, k)} % 200) * ${rooms})::numeric(12, 2)`;
  const luggageCost = sql`(6.5 * ${travellers})::numeric(12, 2)`;
  const hasTaxi = sql`(${h(5)} % 4 = 0)`;
  const taxiCost = sql`(45 + ${h(6)} % 60)::numeric(12, 2)`;
  const hasOther = sql`(${h(7)} % 3 = 0)`;
  const otherCost = sql`(25 * ${travellers})::numeric(12, 2)`;
  // Trips are booked in id order over seven years (as ids grow in a live system) and start 20–220 days
  // after booking, so the table's physical order follows the dates roughly, as it would in production.
  const bookedOn = sql`(date '2020-09-01' + ((t.id - ${base})::int8 * 2550 / ${total})::int + ${h(29)} % 5)`;
  const startDate = sql`(${bookedOn} + 20 + ${h(3)} % 200)`;
  /** Rows of trips that started before this day are mostly paid; later ones mostly not (fixed, deterministic). */
  const paidBefore = sql`date '2026-09-01'`;
  const paid = (k: RawBuilder<unknown>, day: RawBuilder<unknown>) =>
    sql`case when t.start_date < ${paidBefore} and ${h(30, k)} % 25 <> 0 then ${day} - 10 end`;

  // A big load builds the secondary indexes once at the end: much faster than keeping them up to date.
  const indexes = total >= 100_000 ? await dropSecondaryIndexes(db) : [];
  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    const [from, to] = [base + done + 1, base + done + size];
    await db.transaction().execute(async (trx) => {
      // Every reference is taken from rows that exist: skip the per-row foreign-key triggers of a bulk load.
      await sql`set local session_replication_role = replica`.execute(trx);
      const cost = sql`(select coalesce(sum(${nightCost(sql`k`)}) filter (where not ${nightCancelled(sql`k`)}), 0)
          from generate_series(0, ${nights} - 1) k)
        + (${nights} - 1) * ${luggageCost}
        + case when ${hasTaxi} then ${taxiCost} else 0 end
        + case when ${hasOther} then ${otherCost} else 0 end`;
      await sql`insert into trips (id, trip_name, branding_id, zoho_account_id, trip_type_id, quotation_version,
          start_date, end_date, start_location_id, end_location_id, accommodation_level_id, trip_price, travellers,
          general_status_id, accommodation_status_id, luggage_status_id, people_status_id, other_status_id,
          voucher_status_id, insurance_status_id, holiday_id, holiday_name, invoice_number, invoice_date,
          customer_first_name, customer_last_name, customer_email, customer_phone, regular_customer, language_id,
          operations_owner_id, accounting_user_id, sales_owner, created_user_id, travel_insurance, insurance_cost,
          total_cost, gross_margin, gross_margin_per, problem_level, problem_count, created_at, updated_at,
          booking_reference)
        select id, route || ' · ' || last, 1 + ${h(8)} % 3, 1 + ${h(9)} % 2, 1 + ${h(10)} % 3, 1 + ${h(11)} % 3,
          start_date, start_date + n, start_place, end_place, 1 + ${h(12)} % 3, price, travellers,
          case when start_date < date '2026-11-01' then 3 - (${h(13)} % 20 = 0)::int else 1 + ${h(13)} % 2 end,
          1 + ${h(14)} % 6, 1 + ${h(15)} % 6, 1 + ${h(16)} % 6, 1 + ${h(17)} % 6,
          1 + ${h(18)} % 3, 1 + ${h(19)} % 4,
          upper(left(route, 3)) || '-' || n || 'N', route || ', ' || n || ' nights',
          case when ${h(22)} % 10 < 7 then 'INV-' || lpad(id::text, 8, '0') else '' end,
          case when ${h(22)} % 10 < 7 then (created_at + interval '5 days')::date end,
          first, last, lower(first || '.' || last || id) || '@example.com',
          '+34 6' || lpad((${h(23)} % 100000000)::text, 8, '0'), ${h(24)} % 6 = 0, 1 + ${h(25)} % 3,
          users[1 + ${h(26)} % cardinality(users)],
          case when ${h(27)} % 3 = 0 then null else users[1 + ${h(27)} % cardinality(users)] end,
          '', users[1 + ${h(28)} % cardinality(users)], insurance > 0, insurance,
          cost, price - cost - insurance,
          case when price > 0 then round((price - cost - insurance) * 100 / price, 2) end,
          -- Of the trips still ahead, one in twenty lacks something (errors), three in twenty have warnings.
          case when start_date < date '2026-11-01' or ${h(41)} % 20 > 3 then 1 when ${h(41)} % 20 = 0 then 3 else 2 end,
          case when start_date < date '2026-11-01' or ${h(41)} % 20 > 3 then 0 else 1 + ${h(42)} % 3 end,
          created_at, created_at,
          -- What the insert trigger of migration 0043 gives, which a load without triggers does not run.
          coalesce((select nullif(b.reference_prefix, '') from brandings b where b.id = 1 + ${h(8)} % 3), 'T')
            || '-' || nextval('trip_reference_seq')
        -- offset 0 keeps each level computed once (not inlined into every column that uses it)
        from (
          select id, n, travellers, start_date, cost, insurance, route, first, last, start_place, end_place, booked_on,
            round(cost * (1.15 + (${h(4)} % 36) / 100.0) / 5) * 5 + insurance as price,
            booked_on + time '10:00' + (${h(31)} % 480) * interval '1 minute'
              as created_at, users
          from (
            select t.id, ${nights} as n, ${travellers} as travellers, ${startDate} as start_date, ${bookedOn} as booked_on,
              ${cost} as cost,
              case when ${h(32)} % 3 = 0 then 0 else 25 * ${travellers} end as insurance,
              ${pick('routes', 33)} as route, ${pick('firsts', 34)} as first, ${pick('lasts', 35)} as last,
              place[1 + ${h(40)} % cardinality(lodging)] as start_place,
              place[1 + ${h(40, sql`${nights} - 1`)} % cardinality(lodging)] as end_place, users
            from (select generate_series(${from}::int, ${to}::int) as id) t, (${arrays}) a
            offset 0
          ) t
          offset 0
        ) t`.execute(trx);

      const inBatch = sql`t.id between ${from} and ${to}`;
      const lodgingAt = (k: RawBuilder<unknown>) => sql`lodging[1 + ${h(40, k)} % cardinality(lodging)]`;
      const placeAt = (k: RawBuilder<unknown>) => sql`place[1 + ${h(40, k)} % cardinality(lodging)]`;
      await sql`insert into trip_accommodations (trip_id, position, trip_service_status_id, provider_id,
          t_cost, t_cost_national, r_cost, payment_date, location_id, checkin_date, checkout_date, people,
          double_rooms, meals_id)
        select t.id, k, case when ${nightCancelled(sql`k`)} then ${cancelled} else 1 + ${h(41, sql`k`)} % 3 end,
          ${lodgingAt(sql`k`)}, ${nightCost(sql`k`)}, ${nightCost(sql`k`)},
          case when t.start_date < ${paidBefore} then ${nightCost(sql`k`)} end,
          ${paid(sql`k`, sql`t.start_date + k`)}, ${placeAt(sql`k`)}, t.start_date + k, t.start_date + k + 1,
          t.travellers, ${rooms}, 1 + ${h(42)} % 4
        from trips t, generate_series(0, t.end_date - t.start_date - 1) k, (${arrays}) a where ${inBatch}`.execute(
        trx,
      );
      await sql`insert into trip_transfers (trip_id, position, transfer_type_id, provider_id, t_cost,
          t_cost_national, payment_date, date, from_location_id, to_location_id, from_provider_id, to_provider_id,
          luggage)
        select t.id, k - 1, ${transferTypeIds.luggage}, luggage[1 + ${h(43)} % cardinality(luggage)],
          ${luggageCost}, ${luggageCost}, ${paid(sql`k + 100`, sql`t.start_date + k`)}, t.start_date + k,
          ${placeAt(sql`k - 1`)}, ${placeAt(sql`k`)}, ${lodgingAt(sql`k - 1`)}, ${lodgingAt(sql`k`)}, t.travellers
        from trips t, generate_series(1, t.end_date - t.start_date - 1) k, (${arrays}) a where ${inBatch}`.execute(
        trx,
      );
      await sql`insert into trip_transfers (trip_id, position, transfer_type_id, provider_id, t_cost,
          t_cost_national, payment_date, date, from_location_id, to_location_id, people)
        select t.id, 0, ${transferTypeIds.normal}, people[1 + ${h(44)} % cardinality(people)], ${taxiCost},
          ${taxiCost}, ${paid(sql`200`, sql`t.end_date`)}, t.end_date, t.end_location_id,
          ${placeAt(sql`0`)}, t.travellers
        from trips t, (${arrays}) a where ${inBatch} and ${hasTaxi}`.execute(trx);
      await sql`insert into trip_other_services (trip_id, position, provider_id, service_type_id, t_cost,
          t_cost_national, payment_date, from_date, to_date, location_id, people)
        select t.id, 0, others[1 + ${h(45)} % cardinality(others)], 1 + ${h(46)} % 6, ${otherCost}, ${otherCost},
          ${paid(sql`300`, sql`t.start_date`)}, t.start_date + 1, t.start_date + 1, t.start_location_id,
          t.travellers
        from trips t, (${arrays}) a where ${inBatch} and ${hasOther}`.execute(trx);
      await sql`insert into trip_tags (trip_id, tag_id)
        select distinct t.id, tags[1 + ${h(50, sql`j`)} % cardinality(tags)]
        from trips t, generate_series(0, ${h(51)} % 5 - 3) j, (${arrays}) a where ${inBatch}`.execute(trx);
    });
    progress(done + size, total);
  }
  for (const definition of indexes) await sql.raw(definition).execute(db);
  // Planned without statistics, the recount's questions of each trip scan whole tables (200k trips: 25 min
  // instead of 4).
  await sql.raw(`analyze ${loadedTables.join(', ')}, providers, invoices, invoice_services`).execute(db);
  // The load ran without triggers: the prepayment marks each trip keeps (migration 0056) are set here.
  await sql`select trip_prepaid_recount(array(select generate_series(${base + 1}::int, ${base + total}::int)))`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('trips', 'id'), (select max(id) from trips))`.execute(db);
}

const loadedTables = ['trips', 'trip_accommodations', 'trip_transfers', 'trip_other_services', 'trip_tags'];

/** Drops the indexes of the loaded tables that no constraint owns; returns their definitions to recreate. */
async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(loadedTables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.ref(name)}`.execute(db);
  return rows.map((r) => r.definition);
}
