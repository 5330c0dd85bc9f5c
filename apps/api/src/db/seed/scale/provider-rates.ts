import { type MealVariant, type RoomGroup, roomGroups } from '@trips/shared/pricing/constants';
import { sql } from 'kysely';
import type { Database } from '../../database.ts';

/** Room group → share of a night's base price; meal supplements per night (as the demo rates). */
const roomFactor: Record<RoomGroup, number> = { ir: 1, dr2: 1.6, ir1: 1.3, tr: 2.2 };
const mealExtra: Record<MealVariant, number> = { b: 0, bp: 8, bd: 18, bpd: 26 };
const priceColumns = roomGroups.flatMap((group) =>
  (Object.keys(mealExtra) as MealVariant[]).map((meal) => ({ group, meal, column: `${group}_${meal}` })),
);

/** Negotiated seasons of each year: low (type 3), high from May to September (type 2, 15% more), low. */
const seasons = sql`(values (0, 3, '01-01', '04-30', 1.0), (1, 2, '05-01', '09-30', 1.15),
  (2, 3, '10-01', '12-31', 1.0)) as s(pos, type_id, from_md, to_md, factor)`;
/** Brackets by kind: bags priced per bag, people per group; the last is open-ended (to -1). */
const brackets = sql`(values ('luggage', 0, 0, 5, 8, 'per'), ('luggage', 1, 6, -1, 6, 'per'),
  ('transfer', 0, 1, 4, 45, null), ('transfer', 1, 5, 8, 70, null), ('transfer', 2, 9, -1, 110, null))
  as b(kind, pos, from_qty, to_qty, amount, price_type)`;

/**
 * Gives every provider after `afterId` the rate of its kind, set-based: a lodging a negotiated rate with
 * three seasons a year from last year to next year, a luggage carrier per-bag brackets, a taxi people
 * brackets (one item over the same years). Prices vary by provider id; all pass the editors' checks.
 */
export async function generateProviderRates(db: Database, afterId: number) {
  await sql`insert into provider_rates (provider_id, kind, name, position)
    select id, case category_id when 1 then 'negotiated' when 2 then 'luggage' else 'transfer' end,
      'firstRate', 0
    from providers where id > ${afterId} and category_id in (1, 2, 3)`.execute(db);
  const years = sql`generate_series(extract(year from current_date)::int - 1,
    extract(year from current_date)::int + 1) as y(year)`;
  const prices = priceColumns.map(
    ({ group, meal }) =>
      sql`round((30 + r.provider_id % 40) * ${sql.lit(roomFactor[group])} * s.factor + ${sql.lit(mealExtra[meal])}, 2)`,
  );
  await sql`insert into provider_rate_items (rate_id, position, rate_item_type_id, week_day_id, from_date,
      to_date, ${sql.join(priceColumns.map((p) => sql.ref(p.column)))})
    select r.id, (y.year - extract(year from current_date)::int + 1) * 3 + s.pos, s.type_id, 1,
      (y.year || '-' || s.from_md)::date, (y.year || '-' || s.to_md)::date, ${sql.join(prices)}
    from provider_rates r cross join ${years} cross join ${seasons}
    where r.provider_id > ${afterId} and r.kind = 'negotiated'`.execute(db);
  await sql`insert into provider_rate_items (rate_id, position, rate_item_type_id, week_day_id, from_date,
      to_date)
    select r.id, 0, 1, 1, make_date(extract(year from current_date)::int - 1, 1, 1),
      make_date(extract(year from current_date)::int + 1, 12, 31)
    from provider_rates r where r.provider_id > ${afterId} and r.kind <> 'negotiated'`.execute(db);
  await sql`insert into provider_rate_qties (item_id, position, from_qty, to_qty, amount, price_type)
    select i.id, b.pos, b.from_qty, b.to_qty, b.amount + r.provider_id % 5, b.price_type
    from provider_rate_items i join provider_rates r on r.id = i.rate_id join ${brackets} on b.kind = r.kind
    where r.provider_id > ${afterId}`.execute(db);
}
