import { useReducer, useState } from 'react';
import { ApiError } from '../../../app/api';
import { hasProblems, noProblems, problemsOfError } from '../../../engine/edits/fieldErrors';
import { draftReducer } from './draftReducer';
import { checkDraft } from './formErrors';
import { hasChanges, type LocationDraft } from './locationDraft';
import type { LocationRequest } from './locationRequest';

/**
 * The edit state of one location: the draft, the saved state it started from, the problems to show, and
 * whether someone else saved first (409, the edits stay on screen).
 */
export function useLocationEditor(initial: LocationDraft) {
  const [base, setBase] = useState(initial);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [problems, setProblems] = useState(noProblems);
  const [stale, setStale] = useState(false);

  const load = (next: LocationDraft) => {
    setBase(next);
    dispatch({ type: 'load', draft: next });
    setProblems(noProblems);
    setStale(false);
  };

  async function submit<Body>(
    build: (d: LocationDraft) => LocationRequest<Body>,
    send: (body: Body) => Promise<unknown>,
  ) {
    const checked = checkDraft(draft);
    setProblems(checked);
    if (hasProblems(checked)) return;
    const request = build(draft);
    try {
      await send(request.body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else setProblems(problemsOfError(error, request.rowKeys));
    }
  }

  return { draft, dispatch, base, problems, stale, dirty: hasChanges(draft, base), load, submit };
}
