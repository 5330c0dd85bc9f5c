import { type TaskObjectKind, taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { sql } from 'kysely';
import type { ListBinding, SqlExpr } from '../../engine/list/binding.ts';

/**
 * Adds is_pending_tasks / is_overdue_tasks to the list of a kind of object tasks can be about
 * (providers now; trips and invoices when they exist), read from the tasks themselves.
 */
export function withTaskFlags(
  binding: ListBinding,
  kind: TaskObjectKind,
  id: SqlExpr,
  timeZone: string,
): ListBinding {
  const open = (extra = sql``) => sql<boolean>`exists (select 1 from tasks tt
    join task_statuses ts on ts.id = tt.status_id
    where tt.object_type_id = ${taskObjectTypes[kind]} and tt.object_id = ${id} and not ts.is_closed ${extra})`;
  const overdue = open(sql`and tt.deadline < (now() at time zone ${timeZone})::date`);
  return { ...binding, fields: { ...binding.fields, is_pending_tasks: open(), is_overdue_tasks: overdue } };
}
