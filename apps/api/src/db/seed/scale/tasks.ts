import { sql } from 'kysely';
import type { Database } from '../../database.ts';
import type { Progress } from './random.ts';

const batch = 50_000;
const hash = (salt: number) => sql<number>`(hashint4((g.i * 31 + ${sql.lit(salt)})::int4) & 2147483647)`;

/**
 * `count` tasks, set-based, owned by the active users in turn: deadlines spread over two years either side
 * of today; a task due in the past is done four times in five, one due later once in ten (otherwise
 * pending or in progress); four in five are about a trip (picked by the task's number), the rest general.
 */
export async function generateTasks(db: Database, count: number, progress: Progress) {
  const { rows } = await sql<{ n: number; trips: number }>`select
    (select count(*)::int from users where is_active) as n,
    (select coalesce(max(id), 0)::int from trips) as trips`.execute(db);
  const { n, trips } = rows[0]!;
  if (n === 0) throw new Error('Seed users before tasks (no active users)');
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch);
    await sql`
      with staff as (select id, row_number() over (order by id) - 1 as k from users where is_active),
        made as (select g.i, current_date + (${hash(1)} % 1461 - 730)::int as deadline,
          ${hash(2)} % 10 as roll, ${hash(3)} % 5 <> 0 and ${trips} > 0 as about_trip, ${hash(4)} as pick
          from generate_series(${from}::int, ${to - 1}::int) g(i))
      insert into tasks (subject, deadline, owner_id, status_id, object_type_id, object_id, created_by,
        completed_by, completed_at)
      select 'Scale task ' || m.i, m.deadline, s.id,
        case when (m.deadline < current_date and m.roll < 8) or m.roll = 9 then 3 else 1 + m.roll % 2 end,
        case when m.about_trip then 2 else 1 end,
        case when m.about_trip then 1 + m.pick % ${trips} end, s.id,
        case when (m.deadline < current_date and m.roll < 8) or m.roll = 9 then s.id end,
        case when (m.deadline < current_date and m.roll < 8) or m.roll = 9 then m.deadline::timestamptz end
      from made m join staff s on s.k = m.i % ${n}`.execute(db);
    progress(to, count);
  }
}
