import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type TaskObjectKind, taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';

/** What each kind of object is called; a task about nothing (type 1, 'NA' in the data) is "Not linked". */
export const objectKindLabels: Record<TaskObjectKind | 'none', MessageDescriptor> = {
  none: msg`Not linked`,
  trip: msg`Trip`,
  provider: msg`Provider`,
  location: msg`Location`,
  invoice: msg`Invoice`,
};

/** A kind's name in the language shown. */
export const objectKindLabel = (kind: TaskObjectKind | 'none') => i18n._(objectKindLabels[kind]);

/** The name of an object type by its id (task_object_types), or undefined for one the screen does not know. */
export function objectTypeLabel(typeId: number): string | undefined {
  const kind = (Object.keys(taskObjectTypes) as (keyof typeof taskObjectTypes)[]).find(
    (k) => taskObjectTypes[k] === typeId,
  );
  return kind && objectKindLabel(kind);
}
