import { msg } from '@lingui/core/macro';
import {
  type TaskObjectKind,
  taskLimits,
  taskObjectKinds,
  taskObjectTypes,
} from '@trips/shared/modules/tasks/tasks.constants';
import type { TaskDetail } from '@trips/shared/modules/tasks/tasks.schema';
import type { FieldSpec } from '../../engine/form/fieldSpec';

export interface TaskObjectRef {
  kind: TaskObjectKind;
  id: number;
  name: string;
}
export interface TaskDraft {
  subject: string;
  deadline: string;
  owner_id: number | null;
  status_id: number | null;
  general_information: string;
  object: TaskObjectRef | null;
}

/** The task's own fields (the object it is about has its own picker), by key. */
export const taskFields = {
  subject: { key: 'subject', label: msg`Subject`, kind: 'text', max: taskLimits.subject, required: true },
  deadline: { key: 'deadline', label: msg`Deadline`, kind: 'date', required: true },
  owner_id: { key: 'owner_id', label: msg`Owner`, kind: 'lookup', lookup: 'staff', required: true },
  status_id: {
    key: 'status_id',
    label: msg`Status`,
    kind: 'lookup',
    lookup: 'task_statuses',
    required: true,
  },
  general_information: {
    key: 'general_information',
    label: msg`General information`,
    kind: 'textarea',
    max: taskLimits.information,
  },
} as const satisfies Record<string, FieldSpec<keyof TaskDraft>>;

const kindOf = (typeId: number) =>
  (Object.keys(taskObjectTypes) as (TaskObjectKind | 'none')[]).find((k) => taskObjectTypes[k] === typeId);

export function draftOf(task: TaskDetail): TaskDraft {
  const kind = kindOf(task.object_type_id);
  return {
    subject: task.subject,
    deadline: task.deadline,
    owner_id: task.owner_id,
    status_id: task.status_id,
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
  owner_id: ownerId || null,
  status_id: 1,
  general_information: '',
  object,
});

export const requestOf = (d: TaskDraft) => ({
  subject: d.subject,
  deadline: d.deadline,
  owner_id: d.owner_id ?? 0,
  status_id: d.status_id ?? 0,
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
