import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBookmark, IconCheck, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { filterActions } from '@trips/shared/list/actions';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import type { ListState } from '@trips/shared/list/state';
import type { ListDispatch } from '../state/useListState';
import { SaveFilterModal } from './SaveFilterModal';
import { currentSaved, type SavedFilter, savedFilterBody } from './savedFilterBody';
import { useSavedFilters } from './useSavedFilters';

interface Props {
  descriptor: ResourceDescriptor;
  state: ListState;
  dispatch: ListDispatch;
}

/** Save the current filters under a name, apply a saved one (filter_id), update or delete it. */
export function SavedFiltersMenu({ descriptor: d, state, dispatch }: Props) {
  const { t } = useLingui();
  const { list, save, remove } = useSavedFilters(d);
  const [naming, naming$] = useDisclosure(false);
  const current = currentSaved(list.data, state);
  const currentName = current?.name;
  const apply = (item: SavedFilter) => dispatch(filterActions.loadSaved(item.filters, item.id));
  const saveAs = async (name: string) => {
    const { item } = await save.mutateAsync({ name, filters: savedFilterBody(d, state) });
    apply(item);
  };
  const update = (item: SavedFilter) => save.mutate({ ...item, filters: savedFilterBody(d, state) });
  const confirmDelete = ({ id, name }: SavedFilter) =>
    modals.openConfirmModal({
      title: t`Delete saved filter`,
      children: t`Delete the saved filter “${name}”? The list keeps its current filters.`,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id, { onSuccess: () => dispatch(filterActions.loadSaved(state, null)) }),
    });

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          <Button variant="default" size="xs" leftSection={<IconBookmark size={14} />} maw={220}>
            {current ? current.name : t`Saved filters`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Saved filters</Trans>
          </Menu.Label>
          {list.data?.length === 0 && (
            <Menu.Item disabled>
              <Trans>None saved yet</Trans>
            </Menu.Item>
          )}
          {list.isError && (
            <Menu.Item disabled>
              <Trans>unable to find filters</Trans>
            </Menu.Item>
          )}
          {list.data?.map((item) => (
            <Menu.Item
              key={item.id}
              onClick={() => apply(item)}
              rightSection={item.id === current?.id ? <IconCheck size={14} aria-label={t`Applied`} /> : null}
            >
              {item.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={naming$.open}>
            <Trans>Save current filters…</Trans>
          </Menu.Item>
          {current && (
            <>
              <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => update(current)}>
                <Trans>Update “{currentName}”</Trans>
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => confirmDelete(current)}
              >
                <Trans>Delete “{currentName}”…</Trans>
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <SaveFilterModal opened={naming} onClose={naming$.close} onSave={saveAs} saving={save.isPending} />
    </>
  );
}
