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
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
