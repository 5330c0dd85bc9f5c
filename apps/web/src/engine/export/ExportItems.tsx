import { Menu } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { ExportFormat } from './exportProgress';

interface Props {
  run: (format: ExportFormat) => void;
  /** An export of this list is running already. */
  disabled?: boolean;
  /** CSV takes the focus when the menu opens (the items are the whole menu). */
  focusFirst?: boolean;
}

/** The export formats as menu items. */
export function ExportItems({ run, disabled, focusFirst }: Props) {
  return (
    <>
      <Menu.Item
        leftSection={<IconFileTypeCsv size={14} />}
        onClick={() => run('csv')}
        disabled={disabled}
        data-autofocus={focusFirst || undefined}
      >
        CSV
      </Menu.Item>
      <Menu.Item
        leftSection={<IconFileSpreadsheet size={14} />}
        onClick={() => run('xlsx')}
        disabled={disabled}
      >
        Excel (XLSX)
      </Menu.Item>
    </>
  );
}
