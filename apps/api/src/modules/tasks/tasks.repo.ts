import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { rowColumns, type TaskSql } from './tasks.sql.ts';

export interface TaskValues {
  subject: string;
  general_information: string;
  deadline: string;
  owner_id: number;
  status_id: number;
  object_type_id: number;
  object_id: number | null;
}
export interface Completion {
  completed_by: number | null;
  completed_at: Date | null;
}

export function createTasksRepo(db: Database, q: TaskSql) {
  return {
    find(id: number) {
      return q
        .from(db)
        .leftJoin('users_view as cb', 'cb.id', 't.completed_by')
        .select([
          ...rowColumns(q),
          't.general_information',
          't.owner_id',
          't.status_id',
          's.is_closed',
          't.created_by as created_by_id',
          sql<string | null>`cb.first_name || ' ' || cb.last_name`.as('completed_by_name'),
          't.completed_at',
          't.version',
        ])
        .where('t.id', '=', id)
        .executeTakeFirst();
    },
    lock(id: number) {
      return db
        .selectFrom('tasks')
        .select(['version', 'owner_id', 'status_id', 'completed_by', 'completed_at', 'subject', 'subject_es'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },
    insert(values: TaskValues & Completion & { created_by: number }) {
      return db.insertInto('tasks').values(values).returning('id').executeTakeFirstOrThrow();
    },
    async update(id: number, values: TaskValues & Completion & { subject_es: string | null }) {
      await db
        .updateTable('tasks')
        .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
    /** The task's notes go with it (foreign key cascade). */
    async remove(id: number) {
      await db.deleteFrom('tasks').where('id', '=', id).execute();
    },
    /** One object's tasks, soonest deadline first, one row more than asked (has_more). */
    page(typeId: number, objectId: number, page: number, count: number) {
      return q
        .from(db)
        .select([...rowColumns(q)])
        .where('t.object_type_id', '=', typeId)
        .where('t.object_id', '=', objectId)
        .orderBy('t.deadline')
        .orderBy('t.id')
        .limit(count + 1)
        .offset((page - 1) * count)
        .execute();
    },
    counts(typeId: number, objectId: number) {
      return q
        .from(db)
        .select([
          sql<number>`count(*)::int`.as('all_count'),
          sql<number>`(count(*) filter (where ${q.isOpen}))::int`.as('pending_count'),
          sql<number>`(count(*) filter (where ${q.isOverdue}))::int`.as('overdue_count'),
        ])
        .where('t.object_type_id', '=', typeId)
        .where('t.object_id', '=', objectId)
        .executeTakeFirstOrThrow();
    },
    isActiveUser: async (id: number) =>
      !!(await db
        .selectFrom('users_view')
        .select('id')
        .where('id', '=', id)
        .where('is_active', '=', true)
        .executeTakeFirst()),
    status: (id: number) =>
      db.selectFrom('task_statuses').select(['id', 'is_closed']).where('id', '=', id).executeTakeFirst(),
  };
}
export type TasksRepo = ReturnType<typeof createTasksRepo>;
