import { useState } from 'react';
import { ApiError } from '../../lib/apiError';
import { type FormProblems, hasProblems, noProblems, problemsOfError } from './fieldErrors';

/** A body to send, and for each array in it the keys of its rows in order (to place field errors). */
export interface SaveRequest<Body> {
  body: Body;
  rowKeys?: Record<string, readonly string[]>;
}

export interface SaveOptions {
  /** Whether a 409 means someone else saved first (by default every 409 does). */
  isStale?: (error: ApiError) => boolean;
  /** How a failure that is not stale is shown (by default: field errors on fields and rows, or the list). */
  problemsOf?: (error: unknown, rowKeys: Readonly<Record<string, readonly string[]>>) => FormProblems;
}

/**
 * One Save of an edit screen: checks first, sends, and keeps what went wrong — field errors to show, or
 * stale (409: someone else saved first; the edits stay on screen until the user reloads).
 */
export function useSave({ isStale = () => true, problemsOf = problemsOfError }: SaveOptions = {}) {
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  const [stale, setStale] = useState(false);
  const reset = () => {
    setProblems(noProblems);
    setStale(false);
  };
  async function submit<Body>(
    checked: FormProblems,
    request: () => SaveRequest<Body>,
    send: (body: Body) => Promise<unknown>,
  ) {
    setProblems(checked);
    if (hasProblems(checked)) return false;
    const { body, rowKeys = {} } = request();
    try {
      await send(body);
      reset();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && isStale(error)) setStale(true);
      else setProblems(problemsOf(error, rowKeys));
      return false;
    }
  }
  return { problems, stale, reset, submit, setProblems };
}
