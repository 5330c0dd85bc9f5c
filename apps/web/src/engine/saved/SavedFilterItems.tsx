import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { SavedFilterActions } from './useSavedFilterActions';

/**
 * The items of the saved-filters menu: the user's filters to apply, save as, update and delete. The menu
 * opens with its first item focused (`data-autofocus`), so arrows and Escape work from the keyboard.
 */
export function SavedFilterItems({ actions }: { actions: SavedFilterActions }) {
  const { t } = useLingui();
  const { list, current, apply, update, confirmDelete, naming } = actions;
  const currentName = current?.name;
  const anySaved = (list.data?.length ?? 0) > 0;
  return (
    <>
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
      {list.data?.map((item, index) => (
        <Menu.Item
          key={item.id}
          data-autofocus={index === 0 || undefined}
          onClick={() => apply(item)}
          rightSection={item.id === current?.id ? <IconCheck size={14} aria-label={t`Applied`} /> : null}
        >
          {item.name}
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconDeviceFloppy size={14} />}
        onClick={naming.open}
        data-autofocus={!anySaved || undefined}
      >
        <Trans>Save current filters…</Trans>
      </Menu.Item>
      {current && (
        <>
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => update(current)}>
            <Trans>Update “{currentName}”</Trans>
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => confirmDelete(current)}>
            <Trans>Delete “{currentName}”…</Trans>
          </Menu.Item>
        </>
      )}
    </>
  );
}
