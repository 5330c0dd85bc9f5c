import type { TagType } from '@trips/shared/modules/tags/tags.schema';
import type { Database } from '../../db/database.ts';

export interface TagRecord {
  id: number;
  type: TagType;
  name: string;
}

export function createTagsRepo(db: Database) {
  return {
    all(): Promise<TagRecord[]> {
      return db.selectFrom('tags').select(['id', 'type', 'name']).orderBy('name').orderBy('id').execute();
    },
    async remove(ids: number[]) {
      if (ids.length > 0) await db.deleteFrom('tags').where('id', 'in', ids).execute();
    },
    async rename(id: number, name: string) {
      await db.updateTable('tags').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
    },
    insert(type: TagType, name: string) {
      return db.insertInto('tags').values({ type, name }).returning('id').executeTakeFirstOrThrow();
    },
  };
}
