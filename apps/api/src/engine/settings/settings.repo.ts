import type { Database } from '../../db/database.ts';

/** Key/value settings stored as JSON; callers give the default for a key never saved. */
export function createSettingsRepo(db: Database) {
  return {
    async get<T>(key: string, fallback: T): Promise<T> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row ? (row.value as T) : fallback;
    },
    async set(key: string, value: unknown) {
      await db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
        )
        .execute();
    },
    /** Stores the value unless the key already has one (the first of several servers wins); answers the kept value. */
    async setIfAbsent<T>(key: string, value: T): Promise<T> {
      await db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return row.value as T;
    },
    /**
     * A counter (an editor's version) locked for the rest of the transaction; `fallback` when never saved.
     * Two saves of the same editor queue here, so only one of them can match the version it started from.
     */
    async lockCounter(key: string, fallback = 1): Promise<number> {
      await db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(fallback) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
