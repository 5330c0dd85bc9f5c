import { t } from '@lingui/core/macro';
import { tasksResource } from '@trips/shared/modules/tasks/tasks.resource';
import type { TaskRow } from '@trips/shared/modules/tasks/tasks.schema';
import { createElement } from 'react';
import type { ListView } from '../../engine/types';
import { detailPath } from '../../lib/paths';
import { ObjectLink } from './ObjectLink';
import { OverdueBadge } from './OverdueBadge';
import { objectTypeLabel } from './objectKinds';

/**
 * The tasks list: the descriptor does the rest; the object opens its own page, its type is named in the
 * language shown ("Not linked" for a task about nothing), overdue shows as a badge.
 */
export const tasksView: ListView<TaskRow> = {
  descriptor: tasksResource,
  rowHref: (row) => detailPath('task', row.id),
  cells: {
    object_type_name: (row) => objectTypeLabel(row.object_type_id) ?? row.object_type_name,
    object_name: (row) =>
      createElement(ObjectLink, { typeId: row.object_type_id, id: row.object_id, name: row.object_name }),
    is_overdue: (row) => createElement(OverdueBadge, { overdue: row.is_overdue }),
  },
  // Read when the list fails, in the language shown then.
  get loadFailure() {
    return t`unable to find tasks`;
  },
};
