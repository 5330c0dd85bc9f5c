import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NoteFile } from './note-files.ts';

/** Where a kind of record keeps its notes: the table and the column naming the record. */
export interface NotesTable {
  table: 'provider_notes' | 'task_notes' | 'trip_notes' | 'invoice_notes';
  owner: 'provider_id' | 'task_id' | 'trip_id' | 'invoice_id';
}

export interface StoredNote extends NoteFile {
  id: number;
  comment: string;
  created_by_name: string | null;
  created_at: Date | string;
}

/** The notes of one kind of record (a provider, a task, a trip): the tables share their columns. */
export function createNotesRepo(db: Database, { table, owner }: NotesTable) {
  const [t, o] = [sql.table(table), sql.ref(owner)];
  return {
    async list(ownerId: number) {
      const { rows } = await sql<StoredNote>`select n.id, n.comment, n.file_path, n.file_name, n.file_type,
          n.created_at, u.first_name || ' ' || u.last_name as created_by_name
        from ${t} n left join users u on u.id = n.created_by
        where n.${o} = ${ownerId} order by n.id desc`.execute(db);
      return rows;
    },
    async insert(ownerId: number, values: NoteFile & { comment: string; created_by: number }) {
      const { rows } = await sql<{ id: number }>`insert into ${t}
          (${o}, comment, file_path, file_name, file_type, created_by)
        values (${ownerId}, ${values.comment}, ${values.file_path}, ${values.file_name}, ${values.file_type},
          ${values.created_by}) returning id`.execute(db);
      return rows[0].id;
    },
    async find(ownerId: number, id: number) {
      const { rows } = await sql<
        NoteFile & { comment: string }
      >`select comment, file_path, file_name, file_type
        from ${t} where ${o} = ${ownerId} and id = ${id}`.execute(db);
      return rows[0];
    },
    async remove(ownerId: number, id: number) {
      await sql`delete from ${t} where ${o} = ${ownerId} and id = ${id}`.execute(db);
    },
    async fileKeys(ownerId: number): Promise<string[]> {
      const { rows } = await sql<{ file_path: string }>`select file_path from ${t}
        where ${o} = ${ownerId} and file_path is not null`.execute(db);
      return rows.map((r) => r.file_path);
    },
  };
}
