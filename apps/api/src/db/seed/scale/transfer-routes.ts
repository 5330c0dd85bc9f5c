import { sql } from 'kysely';
import type { Database } from '../../database.ts';
import type { Progress } from './random.ts';

const batch = 20_000;

/**
 * `count` routes between existing locations, set-based: route i runs from the k-th location to the
 * (k + 3 + i / n)-th (n locations, k = i mod n), so pairs never repeat nor end where they start. Each gets
 * one or two transfer providers (a luggage carrier or taxi picked by the route's id) with one rate row each:
 * the provider's first luggage or transfer rate, typed by it, open-ended, automated for luggage.
 */
export async function generateTransferRoutes(db: Database, count: number, progress: Progress) {
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch);
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        with locs as (select id, row_number() over (order by id) - 1 as k from locations),
          n as (select count(*)::int as c from locs)
        insert into transfer_routes (start_location_id, end_location_id, version)
        select a.id, b.id, 1 from generate_series(${from}::int, ${to - 1}::int) g(i)
          cross join n
          join locs a on a.k = g.i % n.c
          join locs b on b.k = (g.i % n.c + 3 + g.i / n.c) % n.c
        where a.id <> b.id
        on conflict do nothing
        returning id`.execute(trx);
      if (rows.length === 0) return;
      const ids = sql.join(rows.map((r) => sql`${r.id}::int`));
      await sql`
        with carriers as (
          select p.id, row_number() over (order by p.id) - 1 as k, count(*) over () as m
          from providers p where p.status = 'active' and (p.luggage or p.people)
            and exists (select 1 from provider_rates r where r.provider_id = p.id and r.kind in ('luggage', 'transfer')))
        insert into transfer_route_providers (route_id, provider_id, priority)
        select t.id, c.id, pick.priority
        from transfer_routes t
          cross join (values (1, 0), (2, 1)) pick(priority, step)
          join carriers c on c.k = (t.id * (1 + pick.step * 2) + pick.step) % c.m
        where t.id in (${ids}) and (pick.step = 0 or t.id % 2 = 0)
        order by t.id, pick.priority
        on conflict do nothing`.execute(trx);
      await sql`
        insert into transfer_route_rates (route_provider_id, position, transfer_type_id, rate_id, qty_start,
          qty_end, automated_creation, automated_processing)
        select rp.id, 0, case when r.kind = 'luggage' then 2 else 1 end, r.id, 1, -1,
          r.kind = 'luggage', r.kind = 'luggage'
        from transfer_route_providers rp
          join lateral (select id, kind from provider_rates where provider_id = rp.provider_id
            and kind in ('luggage', 'transfer') order by kind, position limit 1) r on true
        where rp.route_id in (${ids})`.execute(trx);
    });
    progress(to, count);
  }
}
