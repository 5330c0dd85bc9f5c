import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { readerLanguage } from '../../db/reader-language.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import { objectNameSql } from './task-objects.ts';

const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/**
 * The SQL every task read shares. "Today" is the company's day (COMPANY_TIME_ZONE), so a task is overdue
 * at the same moment for everyone, whatever the browser's zone: open, and its deadline before today.
 */
export function taskSql(timeZone: string) {
  const today = sql`(now() at time zone ${timeZone})::date`;
  const isOverdue = sql<boolean>`(not s.is_closed and t.deadline < ${today})`;
  return {
    isOverdue,
    isOpen: sql<boolean>`(not s.is_closed)`,
    /** The subject in the reader's language: the automation's Spanish for a Spanish reader, else as stored. */
    subject: sql<string>`coalesce(case ${readerLanguage}::text when 'es' then t.subject_es end, t.subject)`,
    /** The subject in every language at once, as `tasks_subjects_trgm` indexes it: what "contains" matches. */
    subjects: sql<string>`(t.subject || ' ' || coalesce(t.subject_es, ''))`,
    ownerName: fullName('ow'),
    creatorName: fullName('cr'),
    objectName: objectNameSql,
    deadline: sql<string>`to_char(t.deadline, 'YYYY-MM-DD')`,
    createdOn: sql<string>`to_char(t.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`,
    /** Tasks with their status, owner, creator and object type joined (aliases t, s, ow, cr, ot). */
    from: (db: Database) =>
      db
        .selectFrom('tasks as t')
        .innerJoin('task_statuses as s', 's.id', 't.status_id')
        .innerJoin('users_view as ow', 'ow.id', 't.owner_id')
        .innerJoin('users_view as cr', 'cr.id', 't.created_by')
        .innerJoin('task_object_types as ot', 'ot.id', 't.object_type_id'),
  };
}
export type TaskSql = ReturnType<typeof taskSql>;

/** The columns of a task row in lists (the descriptor's column slugs plus ids). */
export const rowColumns = (q: TaskSql) =>
  [
    't.id',
    q.subject.as('subject'),
    q.deadline.as('deadline'),
    localName('s').as('status_name'),
    q.ownerName.as('owner_name'),
    't.object_type_id',
    localName('ot').as('object_type_name'),
    't.object_id',
    q.objectName.as('object_name'),
    q.creatorName.as('created_by_name'),
    q.createdOn.as('created_on'),
    q.isOverdue.as('is_overdue'),
  ] as const;
