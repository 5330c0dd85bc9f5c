import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ExportItems } from './ExportItems';
import { ExportStatus } from './ExportStatus';
import type { ExportFormat } from './exportProgress';
import type { RunningExport } from './exportStore';

interface Props {
  running: RunningExport | null;
  run: (format: ExportFormat) => void;
}

/** Export the filtered list as CSV or XLSX; while the file streams in, its progress and Cancel instead. */
export function ExportButton({ running, run }: Props) {
  if (running) return <ExportStatus running={running} />;
  return (
    <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />}>
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ExportItems run={run} focusFirst />
      </Menu.Dropdown>
    </Menu>
  );
}
