import { myOpenTasksFilterId } from '@trips/shared/modules/tasks/tasks.constants';
import { tasksResource } from '@trips/shared/modules/tasks/tasks.resource';
import { taskRow } from '@trips/shared/modules/tasks/tasks.schema';
import { sql } from 'kysely';
import { localName } from '../../engine/i18n/local-name.ts';
import type { ListBinding } from '../../engine/list/binding.ts';
import { rowColumns, taskSql } from './tasks.sql.ts';

const is = (filter_type: 'autocomplete' | 'boolean', value: number | boolean) => ({
  values: [value],
  filter_type,
  option_type: 'is',
});

/** The tasks list; filter_id -2 ("my open tasks") is the signed-in user's tasks whose status is not closed. */
export function tasksBinding(timeZone: string): ListBinding {
  const q = taskSql(timeZone);
  return {
    descriptor: tasksResource,
    permission: 'tasks',
    baseQuery: q.from,
    id: sql.ref('t.id'),
    fields: {
      deadline: sql.ref('t.deadline'),
      created_on: sql.ref('t.created_at'),
      subject: q.subject,
      object_name: q.objectName,
      object_type_id: sql.ref('t.object_type_id'),
      owner_id: sql.ref('t.owner_id'),
      created_user_id: sql.ref('t.created_by'),
      status_id: sql.ref('t.status_id'),
      is_open: q.isOpen,
      is_overdue: q.isOverdue,
      status_name: localName('s'),
      owner_name: q.ownerName,
      object_type_name: localName('ot'),
      created_by_name: q.creatorName,
    },
    matchFields: { subject: q.subjects },
    select: (query) => query.select([...rowColumns(q)]),
    row: taskRow,
    presets: {
      [myOpenTasksFilterId]: (auth) => ({
        owner_id: is('autocomplete', auth.userId),
        is_open: is('boolean', true),
      }),
    },
  };
}
