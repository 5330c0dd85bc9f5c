import type { Database } from '../../db/database.ts';

export interface SavedFilterInput {
  userId: number;
  list: string;
  name: string;
  filters: Record<string, unknown>;
}

/** A user's saved filters; every read and write is narrowed to the owner. */
export function createSavedFiltersRepo(db: Database) {
  const columns = ['id', 'name', 'filters'] as const;
  return {
    listFor(userId: number, list: string) {
      return db
        .selectFrom('saved_filters')
        .select(columns)
        .where('user_id', '=', userId)
        .where('list', '=', list)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
    find(userId: number, id: number) {
      return db
        .selectFrom('saved_filters')
        .select([...columns, 'list'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    insert({ userId, list, name, filters }: SavedFilterInput) {
      return db
        .insertInto('saved_filters')
        .values({ user_id: userId, list, name, filters: JSON.stringify(filters) })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
    update(id: number, { userId, list, name, filters }: SavedFilterInput) {
      return db
        .updateTable('saved_filters')
        .set({ name, filters: JSON.stringify(filters), updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('list', '=', list)
        .returning(columns)
        .executeTakeFirst();
    },
    async remove(userId: number, id: number) {
      const result = await db
        .deleteFrom('saved_filters')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type SavedFiltersRepo = ReturnType<typeof createSavedFiltersRepo>;
