import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NoteFile } from '../../engine/notes/note-files.ts';

export function createTaskNotesRepo(db: Database) {
  return {
    list(taskId: number) {
      return db
        .selectFrom('task_notes as n')
        .leftJoin('users as u', 'u.id', 'n.created_by')
        .select(['n.id', 'n.comment', 'n.file_path', 'n.file_name', 'n.file_type', 'n.created_at'])
        .select(sql<string | null>`u.first_name || ' ' || u.last_name`.as('created_by_name'))
        .where('n.task_id', '=', taskId)
        .orderBy('n.id', 'desc')
        .execute();
    },
    insert(values: NoteFile & { task_id: number; comment: string; created_by: number }) {
      return db.insertInto('task_notes').values(values).returning('id').executeTakeFirstOrThrow();
    },
    find(taskId: number, id: number) {
      return db
        .selectFrom('task_notes')
        .select(['file_path', 'file_name', 'file_type'])
        .where('task_id', '=', taskId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
