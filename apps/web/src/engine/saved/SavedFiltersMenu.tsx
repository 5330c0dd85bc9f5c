import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { SavedFilterItems } from './SavedFilterItems';
import { SaveFilterModal } from './SaveFilterModal';
import type { SavedFilterActions } from './useSavedFilterActions';

/** Save the current filters under a name, apply a saved one (filter_id), update or delete it. */
export function SavedFiltersMenu({ actions }: { actions: SavedFilterActions }) {
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="default" size="xs" leftSection={<IconBookmark size={14} />}>
            <Trans>Saved filters</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <SavedFilterItems actions={actions} />
        </Menu.Dropdown>
      </Menu>
      <SavedFilterNaming actions={actions} />
    </>
  );
}

/** The dialog that names the current filters, opened from either menu. */
export function SavedFilterNaming({ actions: { naming } }: { actions: SavedFilterActions }) {
  return (
    <SaveFilterModal
      opened={naming.opened}
      onClose={naming.close}
      onSave={naming.save}
      saving={naming.saving}
    />
  );
}
