import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ObjectTasks,
  TaskBody,
  TaskDetail,
  UpdateTaskBody,
} from '@trips/shared/modules/tasks/tasks.schema';
import { toast } from '../../components/toast';
import type { NotesSource } from '../../engine/notes/notesApi';
import { listKeys } from '../../engine/query/listKeys';
import { api, toastSuccessMessages } from '../../lib/api';

interface Saved {
  task: TaskDetail;
  messages: string[];
}
const taskKey = (id: number) => ['task', id] as const;
const notesKey = (id: number) => ['task-notes', id] as const;
const objectKey = ['object-tasks'] as const;
/** An object's tasks, a page (the trip and provider screens seed the first from their one call). */
export const objectTasksKey = (kind: string, id: number, page: number) =>
  [...objectKey, kind, id, page] as const;

export function useTaskQuery(id: number) {
  return useQuery({
    queryKey: taskKey(id),
    queryFn: ({ signal }) => api.get<{ task: TaskDetail }>(`tasks/${id}`, { signal }),
    select: (body) => body.task,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/**
 * Create (no id) or save; the list, the object's task lists and the detail follow the answer. The server
 * says 'Task created' or 'Task saved': the toast says it in the language shown.
 */
export function useSaveTask(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: TaskBody | UpdateTaskBody) =>
      id ? api.put<Saved>(`tasks/${id}`, body) : api.post<Saved>('tasks', body),
    onSuccess: (saved) => {
      toast.success(id ? t`Task saved` : t`Task created`);
      client.setQueryData(taskKey(saved.task.id), { task: saved.task });
      void client.invalidateQueries({ queryKey: objectKey });
      return client.invalidateQueries({ queryKey: listKeys.all('tasks') });
    },
  });
}

/** Deletes the task with its notes; the list and the object's task lists follow. */
export function useDeleteTask(id: number) {
  const client = useQueryClient();
  return useMutation({
    // DeleteRecordButton shows a refusal.
    meta: { errorsShown: true },
    mutationFn: () => api.delete(`tasks/${id}`),
    onSuccess: (body) => {
      toastSuccessMessages(body);
      client.removeQueries({ queryKey: taskKey(id) });
      client.removeQueries({ queryKey: notesKey(id) });
      void client.invalidateQueries({ queryKey: objectKey });
      return client.invalidateQueries({ queryKey: listKeys.all('tasks') });
    },
  });
}

export function useObjectTasks(kind: string, id: number, page: number) {
  return useQuery({
    queryKey: objectTasksKey(kind, id, page),
    queryFn: ({ signal }) => api.get<ObjectTasks>(`tasks/about/${kind}/${id}?page=${page}`, { signal }),
  });
}

/** Where a task's notes live, for the engine's notes panel. */
export const taskNotesSource = (id: number): NotesSource => ({
  path: `tasks/${id}/notes`,
  queryKey: notesKey(id),
});
