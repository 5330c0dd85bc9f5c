import { useReducer, useState } from 'react';
import { useSave } from '../../../engine/edits/useSave';
import { draftReducer } from './draftReducer';
import { checkDraft } from './formErrors';
import { hasChanges, type LocationDraft } from './locationDraft';
import type { LocationRequest } from './locationRequest';

/**
 * The edit state of one location: the draft, the saved state it started from, and the engine's Save (the
 * problems to show, and whether someone else saved first: 409, the edits stay on screen).
 */
export function useLocationEditor(initial: LocationDraft) {
  const [base, setBase] = useState(initial);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const save = useSave();

  const load = (next: LocationDraft) => {
    setBase(next);
    dispatch({ type: 'load', draft: next });
    save.reset();
  };
  const submit = <Body>(
    build: (d: LocationDraft) => LocationRequest<Body>,
    send: (body: Body) => Promise<unknown>,
  ) => save.submit(checkDraft(draft), () => build(draft), send);

  const { problems, stale } = save;
  return { draft, dispatch, base, problems, stale, dirty: hasChanges(draft, base), load, submit };
}
