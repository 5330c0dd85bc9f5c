import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

export interface NoteValues {
  provider_id: number;
  comment: string;
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
  created_by: number;
}

export function createNotesRepo(db: Database) {
  return {
    list(providerId: number) {
      return db
        .selectFrom('provider_notes as n')
        .leftJoin('users as u', 'u.id', 'n.created_by')
        .select(['n.id', 'n.comment', 'n.file_path', 'n.file_name', 'n.file_type', 'n.created_at'])
        .select(sql<string | null>`u.first_name || ' ' || u.last_name`.as('created_by_name'))
        .where('n.provider_id', '=', providerId)
        .orderBy('n.id', 'desc')
        .execute();
    },
    insert(values: NoteValues) {
      return db.insertInto('provider_notes').values(values).returning('id').executeTakeFirstOrThrow();
    },
    find(providerId: number, id: number) {
      return db
        .selectFrom('provider_notes')
        .select(['file_path', 'file_name', 'file_type'])
        .where('provider_id', '=', providerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async fileKeys(providerId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('provider_notes')
        .select('file_path')
        .where('provider_id', '=', providerId)
        .where('file_path', 'is not', null)
        .execute();
      return rows.map((r) => r.file_path!);
    },
  };
}
