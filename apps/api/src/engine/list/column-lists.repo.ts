import { type ColumnConfig, type ColumnSet, defaultColumns, mergeColumns } from '@trips/shared';
import type { Database } from '../../db/database.ts';

/** A user's column layout per list: order and on/off by slug; labels always come from the set. */
export function createColumnListsRepo(db: Database) {
  return {
    async columnsFor(userId: number, d: ColumnSet): Promise<ColumnConfig[]> {
      const saved = await db
        .selectFrom('column_lists')
        .select('columns')
        .where('user_id', '=', userId)
        .where('type', '=', d.name)
        .executeTakeFirst();
      return saved ? mergeColumns(saved.columns, d) : defaultColumns(d);
    },
    async save(userId: number, type: string, columns: Pick<ColumnConfig, 'slug' | 'is_active'>[]) {
      const value = JSON.stringify(columns.map(({ slug, is_active }) => ({ slug, is_active })));
      await db
        .insertInto('column_lists')
        .values({ user_id: userId, type, columns: value })
        .onConflict((oc) =>
          oc.columns(['user_id', 'type']).doUpdateSet({ columns: value, updated_at: new Date() }),
        )
        .execute();
    },
  };
}
export type ColumnListsRepo = ReturnType<typeof createColumnListsRepo>;
