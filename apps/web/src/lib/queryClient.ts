import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError';
import { toastRejection } from './failures';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The screen shows this mutation's refusals itself (beside a form's fields, in its own alert or
       * message), so the shared toast would say it twice.
       */
      errorsShown?: boolean;
    };
  }
}

/** Rejections and an ended session are answers, not glitches: retrying them only repeats the error. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.kind !== 'network') return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  // Every refused action says why, whether or not its screen thought of it.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.errorsShown) toastRejection(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
