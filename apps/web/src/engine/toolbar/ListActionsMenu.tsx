import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconColumns3, IconDotsVertical } from '@tabler/icons-react';
import { ColumnEditor } from '../columns/ColumnEditor';
import { ExportItems } from '../export/ExportItems';
import { SavedFilterItems } from '../saved/SavedFilterItems';
import { SavedFilterNaming } from '../saved/SavedFiltersMenu';
import type { ListToolbarProps } from './ListToolbar';

/** The list's saved filters, columns and export in one menu; the columns open in a dialog. */
export function ListActionsMenu({ saved, columns, exporter }: ListToolbarProps) {
  const { t } = useLingui();
  const [choosing, choosing$] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="default" size={30} aria-label={t`List actions`} title={t`List actions`}>
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <SavedFilterItems actions={saved} />
          <Menu.Divider />
          <Menu.Item leftSection={<IconColumns3 size={14} />} onClick={choosing$.open} disabled={!columns}>
            <Trans>Columns…</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Trans>Export</Trans>
          </Menu.Label>
          <ExportItems run={exporter.run} disabled={exporter.running !== null} />
        </Menu.Dropdown>
      </Menu>
      <Modal opened={choosing} onClose={choosing$.close} title={t`Columns`} size="sm">
        {columns && <ColumnEditor {...columns} onDone={choosing$.close} />}
      </Modal>
      <SavedFilterNaming actions={saved} />
    </>
  );
}
