import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooMany } from '../../http/errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every API server sees the same counts.
 * One upsert per hit: a new window restarts the count at 1.
 */
export function createRateLimiter(db: Database) {
  async function hit(key: string, limit: Limit): Promise<number> {
    const result = await sql<{ hits: number }>`
      insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                     then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                     then now() else rate_limits.window_start end
      returning hits`.execute(db);
    return result.rows[0]!.hits;
  }

  return {
    /** Counts one event without judging it (e.g. a failure, judged on the next attempt through count()). */
    record: hit,

    /** The events counted under the key in its current window, without counting one more. */
    async count(key: string, limit: Limit): Promise<number> {
      const row = await db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', key)
        .where('window_start', '>=', sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`)
        .executeTakeFirst();
      return row?.hits ?? 0;
    },

    /** Counts one attempt for each key and refuses with 429 when any key is over its limit. */
    async consume(...entries: [key: string, limit: Limit][]) {
      for (const [key, limit] of entries) {
        if ((await hit(key, limit)) > limit.max) throw tooMany();
      }
    },
    async reset(key: string) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
