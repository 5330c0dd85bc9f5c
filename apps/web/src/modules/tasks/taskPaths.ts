import {
  type TaskObjectKind,
  taskObjectKinds,
  taskObjectTypes,
} from '@trips/shared/modules/tasks/tasks.constants';
import { detailPath, pathTo } from '../../lib/paths';

const kindOfType = new Map<number, TaskObjectKind>(
  taskObjectKinds.map((kind) => [taskObjectTypes[kind], kind]),
);

/** The detail page of the object a task is about, or null for 'NA'. */
export function objectPath(typeId: number, id: number | null) {
  const kind = kindOfType.get(typeId);
  return id === null || !kind ? null : detailPath(kind, id);
}

/** /add-task with the object pre-filled, as the object's own page opens it. */
export const newTaskPath = (kind: string, id: number, name: string) =>
  `${pathTo('newTask')}?${new URLSearchParams({ object_type: kind, object_id: String(id), object_name: name })}`;
