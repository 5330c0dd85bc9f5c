import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError';

/** Rejections and an ended session are answers, not glitches: retrying them only repeats the error. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.kind !== 'network') return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
