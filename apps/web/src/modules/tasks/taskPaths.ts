import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';

export const taskPath = (id: number) => `/task-details/${id}`;

const objectPaths: Record<number, (id: number) => string> = {
  [taskObjectTypes.trip]: (id) => `/trip-details/${id}`,
  [taskObjectTypes.provider]: (id) => `/provider-details/${id}`,
  [taskObjectTypes.location]: (id) => `/location-modules/${id}`,
  [taskObjectTypes.invoice]: (id) => `/invoice-details/${id}`,
};

/** The detail page of the object a task is about, or null for 'NA'. */
export const objectPath = (typeId: number, id: number | null) =>
  id === null ? null : (objectPaths[typeId]?.(id) ?? null);

/** /add-task with the object pre-filled, as the object's own page opens it. */
export const newTaskPath = (kind: string, id: number, name: string) =>
  `/add-task?${new URLSearchParams({ object_type: kind, object_id: String(id), object_name: name })}`;
