import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Json<T = Record<string, unknown>> = ColumnType<T, string, string>;

/** The columns every notes table has besides the id of what the note is about (engine/notes). */
export interface NoteColumns {
  id: Generated<number>;
  comment: Generated<string>;
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}
