import type { ProviderRates } from '@trips/shared/modules/providers/provider-rates.schema';
import { useReducer, useState } from 'react';
import { ApiError } from '../../../lib/apiError';
import { useSaveRates } from './ratesApi';
import { ratesChanged, ratesDraftOf, ratesReducer, saveBody } from './ratesDraft';

interface ServerProblems {
  messages: string[];
  fields: Record<string, string>;
}
const none: ServerProblems = { messages: [], fields: {} };

/** The rates being edited, the saved state they started from, and the one Save (400 problems, 409 stale). */
export function useRatesEditor(providerId: number, saved: ProviderRates) {
  const [base, setBase] = useState(saved);
  const [draft, dispatch] = useReducer(ratesReducer, saved, ratesDraftOf);
  const [problems, setProblems] = useState(none);
  const [stale, setStale] = useState(false);
  const mutation = useSaveRates(providerId);
  const load = (next: ProviderRates) => {
    setBase(next);
    dispatch({ type: 'load', draft: ratesDraftOf(next) });
    setProblems(none);
    setStale(false);
  };
  const save = async () => {
    setProblems(none);
    try {
      load(await mutation.mutateAsync(saveBody(draft, base.version)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else if (error instanceof ApiError && error.envelope)
        setProblems({ messages: error.envelope.errors, fields: error.envelope.field_errors ?? {} });
    }
  };
  const dirty = ratesChanged(draft, ratesDraftOf(base));
  return { draft, dispatch, problems, stale, dirty, saving: mutation.isPending, save, load };
}
