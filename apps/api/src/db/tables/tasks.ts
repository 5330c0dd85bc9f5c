import type { Generated } from 'kysely';
import type { CreatedAt, NoteColumns, Timestamp } from './columns.ts';
import type { LocalNames } from './reference.ts';

export interface TaskStatusesTable extends LocalNames {
  id: Generated<number>;
  name: string;
  is_closed: boolean;
  sort: number;
}
export interface TasksTable {
  id: Generated<number>;
  subject: string;
  /** The subject in Spanish, for a task the automation raised (migration 0033); null for a person's. */
  subject_es: string | null;
  general_information: Generated<string>;
  /** A calendar day, read and written as 'YYYY-MM-DD'. */
  deadline: string;
  owner_id: number;
  status_id: number;
  object_type_id: number;
  object_id: number | null;
  created_by: number;
  created_at: CreatedAt;
  completed_by: number | null;
  completed_at: Date | null;
  updated_at: Timestamp;
  version: Generated<number>;
}
export interface TaskNotesTable extends NoteColumns {
  task_id: number;
}

/** The tables of migration 0007. */
export interface TaskTables {
  task_statuses: TaskStatusesTable;
  task_object_types: LocalNames & { id: number; name: string };
  tasks: TasksTable;
  task_notes: TaskNotesTable;
}
