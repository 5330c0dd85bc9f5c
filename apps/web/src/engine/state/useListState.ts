import type { FilterAction } from '@trips/shared/list/actions';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import type { ListState } from '@trips/shared/list/state';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decodeListState } from '../contract';
import { applyAction, continuesTyping } from './listUrl';

export type ListDispatch = (action: FilterAction) => void;

/**
 * The list state lives in the URL's query string, so back/forward and shared links work and the plain
 * path (a nav-link click) is the default list. Every change goes through the shared reducer.
 */
export function useListState(d: ResourceDescriptor): [ListState, ListDispatch] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeListState(d, search), [d, search]);
  // Two actions in one tick must build on each other, not both on the last rendered state.
  const latest = useRef(state);
  latest.current = state;
  const lastAction = useRef<FilterAction | null>(null);

  const dispatch = useCallback<ListDispatch>(
    (action) => {
      const next = applyAction(d, latest.current, action);
      if (!next) return;
      latest.current = next.state;
      const replace = continuesTyping(lastAction.current, action);
      lastAction.current = action;
      navigate({ search: next.search }, { replace });
    },
    [d, navigate],
  );
  return [state, dispatch];
}
