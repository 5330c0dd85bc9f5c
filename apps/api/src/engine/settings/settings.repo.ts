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
      return (await keptValue(db, key, value, false)) as T;
    },
    /**
     * A counter (an editor's version) locked for the rest of the transaction; `fallback` when never saved.
     * Two saves of the same editor queue here, so only one of them can match the version it started from.
     */
    async lockCounter(key: string, fallback = 1): Promise<number> {
      return Number(await keptValue(db, key, fallback, true));
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;

/** The key's value after storing `value` unless it had one; locked for the transaction when asked. */
async function keptValue(db: Database, key: string, value: unknown, lock: boolean): Promise<unknown> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const read = db.selectFrom('settings').select('value').where('key', '=', key);
  return (await (lock ? read.forUpdate() : read).executeTakeFirstOrThrow()).value;
}
