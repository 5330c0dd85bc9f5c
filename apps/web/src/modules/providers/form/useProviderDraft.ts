import { useReducer, useState } from 'react';
import { useSave } from '../../../engine/edits/useSave';
import { checkProvider } from './checkProvider';
import { draftReducer, hasChanges, type ProviderDraft } from './providerDraft';

/** The provider being edited, the saved state it started from, and its one Save. */
export function useProviderDraft(initial: ProviderDraft) {
  const [base, setBase] = useState(initial);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const save = useSave();
  const load = (next: ProviderDraft) => {
    setBase(next);
    dispatch({ type: 'load', draft: next });
    save.reset();
  };
  const submit = <Body>(build: (d: ProviderDraft) => Body, send: (body: Body) => Promise<unknown>) =>
    save.submit(checkProvider(draft), () => ({ body: build(draft) }), send);
  return { ...save, draft, dispatch, base, load, submit, dirty: hasChanges(draft, base) };
}
