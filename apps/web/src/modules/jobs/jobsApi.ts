import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsPage } from '@trips/shared/modules/jobs/jobs.schema';
import { api, toastSuccessMessages } from '../../lib/api';

export interface JobsFilter {
  /** Comma-separated statuses; '' for every status. */
  status: string;
  kind: string;
  page: number;
}

const jobsKey = ['jobs'] as const;

function jobsPath({ status, kind, page }: JobsFilter) {
  const query = new URLSearchParams({ page: String(page), count: '25' });
  if (status) query.set('status', status);
  if (kind) query.set('kind', kind);
  return `jobs?${query}`;
}

/** The jobs of one page, kept on screen while the next loads and refreshed while the screen is open. */
export function useJobs(filter: JobsFilter) {
  return useQuery({
    queryKey: [...jobsKey, filter],
    queryFn: ({ signal }) => api.get<JobsPage>(jobsPath(filter), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`jobs/${id}/retry`),
    onSuccess: (body) => {
      toastSuccessMessages(body);
      void client.invalidateQueries({ queryKey: jobsKey });
    },
  });
}
