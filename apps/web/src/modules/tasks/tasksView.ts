import { tasksResource } from '@trips/shared/modules/tasks/tasks.resource';
import type { TaskRow } from '@trips/shared/modules/tasks/tasks.schema';
import { createElement } from 'react';
import type { ListView } from '../../engine/types';
import { ObjectLink } from './ObjectLink';
import { OverdueBadge } from './OverdueBadge';
import { taskPath } from './taskPaths';

/** The tasks list: the descriptor does the rest; the object opens its own page, overdue shows as a badge. */
export const tasksView: ListView<TaskRow> = {
  descriptor: tasksResource,
  rowHref: (row) => taskPath(row.id),
  cells: {
    object_name: (row) =>
      createElement(ObjectLink, { typeId: row.object_type_id, id: row.object_id, name: row.object_name }),
    is_overdue: (row) => createElement(OverdueBadge, { overdue: row.is_overdue }),
  },
  loadFailure: 'unable to find tasks',
};
