import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { filterActions } from '@trips/shared/list/actions';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import type { ListState } from '@trips/shared/list/state';
import type { ListDispatch } from '../state/useListState';
import { currentSaved, type SavedFilter, savedFilterBody } from './savedFilterBody';
import { useSavedFilters } from './useSavedFilters';

/** What the saved-filters menu does, wherever it is shown (its own button or the list actions menu). */
export function useSavedFilterActions(d: ResourceDescriptor, state: ListState, dispatch: ListDispatch) {
  const { t } = useLingui();
  const { list, create, update: resave, remove } = useSavedFilters(d);
  const [naming, naming$] = useDisclosure(false);
  const apply = (item: SavedFilter) => dispatch(filterActions.loadSaved(item.filters, item.id));
  const saveAs = async (name: string) => {
    const { item } = await create.mutateAsync({ name, filters: savedFilterBody(d, state) });
    apply(item);
  };
  const update = (item: SavedFilter) => resave.mutate({ ...item, filters: savedFilterBody(d, state) });
  const confirmDelete = ({ id, name }: SavedFilter) =>
    modals.openConfirmModal({
      title: t`Delete saved filter`,
      children: t`Delete the saved filter “${name}”? The list keeps its current filters.`,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id, { onSuccess: () => dispatch(filterActions.loadSaved(state, null)) }),
    });
  return {
    list,
    /** The saved filter filter_id names, even after the filters were changed (so it can be updated). */
    current: currentSaved(list.data, state),
    apply,
    update,
    confirmDelete,
    naming: {
      opened: naming,
      open: naming$.open,
      close: naming$.close,
      save: saveAs,
      saving: create.isPending,
    },
  };
}

export type SavedFilterActions = ReturnType<typeof useSavedFilterActions>;
