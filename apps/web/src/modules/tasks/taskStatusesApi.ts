import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskStatusesBody } from '@trips/shared/modules/tasks/tasks.schema';
import { api, toastSuccessMessages } from '../../app/api';
import { lookupKey } from '../../engine/options/useLookup';

export interface TaskStatus {
  id?: number;
  name: string;
  is_closed: boolean;
}
/** The statuses and the version a save must start from (a stale one is a 409). */
export interface TaskStatuses {
  version: number;
  statuses: TaskStatus[];
}
const key = ['task-statuses'] as const;

export function useTaskStatuses() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<TaskStatuses>('task-statuses', { signal }),
  });
}

/** Saves every status at once; the status pickers read the lookup, so it refreshes too. */
export function useSaveTaskStatuses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskStatusesBody) => api.put<TaskStatuses>('task-statuses', body),
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(key, saved);
      return client.invalidateQueries({ queryKey: lookupKey('task_statuses') });
    },
  });
}
