import {
  type TaskObjectKind,
  taskObjectKinds,
  taskObjectTypes,
} from '@trips/shared/modules/tasks/tasks.constants';
import type { TaskDetail } from '@trips/shared/modules/tasks/tasks.schema';

export interface TaskObjectRef {
  kind: TaskObjectKind;
  id: number;
  name: string;
}
export interface TaskDraft {
  subject: string;
  deadline: string;
  owner_id: string | null;
  status_id: string | null;
  general_information: string;
  object: TaskObjectRef | null;
}

const kindOf = (typeId: number) =>
  (Object.keys(taskObjectTypes) as (TaskObjectKind | 'none')[]).find((k) => taskObjectTypes[k] === typeId);

export function draftOf(task: TaskDetail): TaskDraft {
  const kind = kindOf(task.object_type_id);
  return {
    subject: task.subject,
    deadline: task.deadline,
    owner_id: String(task.owner_id),
    status_id: String(task.status_id),
    general_information: task.general_information,
    object:
      kind && kind !== 'none' && task.object_id !== null
        ? { kind, id: task.object_id, name: task.object_name ?? '' }
        : null,
  };
}

/** A new task for the signed-in user, due today, first status, about the object the page came from. */
export const blankDraft = (ownerId: number | null, object: TaskObjectRef | null): TaskDraft => ({
  subject: '',
  deadline: new Date().toISOString().slice(0, 10),
  owner_id: ownerId ? String(ownerId) : null,
  status_id: '1',
  general_information: '',
  object,
});

export const requestOf = (d: TaskDraft) => ({
  subject: d.subject,
  deadline: d.deadline,
  owner_id: Number(d.owner_id),
  status_id: Number(d.status_id),
  general_information: d.general_information,
  object: d.object && { type: d.object.kind, id: d.object.id },
});

/** The object passed in the query string by an object's "Add task" button. */
export function objectFromQuery(params: URLSearchParams): TaskObjectRef | null {
  const kind = params.get('object_type') as TaskObjectKind | null;
  const id = Number(params.get('object_id'));
  if (!kind || !taskObjectKinds.includes(kind) || !(id > 0)) return null;
  return { kind, id, name: params.get('object_name') ?? '' };
}
