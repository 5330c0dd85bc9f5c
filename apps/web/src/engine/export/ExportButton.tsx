import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { type ExportFormat, exportProgress } from './exportProgress';
import { useRunningExport } from './exportStore';
import { startExport } from './startExport';

interface Props {
  resource: string;
  /** The list's query plus the columns on screen, read when the export starts. */
  body: () => Record<string, unknown>;
}

/** Export the filtered list as CSV or XLSX, with progress and Cancel while the file streams in. */
export function ExportButton({ resource, body }: Props) {
  const { t } = useLingui();
  const running = useRunningExport(resource);
  const run = (format: ExportFormat) => startExport(resource, format, body());
  if (running) {
    const { percent, label } = exportProgress(running.counts);
    return (
      <Group gap={8} wrap="nowrap" role="status" aria-label={t`Export progress`}>
        <Progress
          w={120}
          size="sm"
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label={t`Export progress`}
        />
        <Text size="xs" c="dimmed" miw={110}>
          {label}
        </Text>
        <Button variant="subtle" color="gray" size="compact-xs" onClick={running.cancel}>
          <Trans>Cancel export</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />}>
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={14} />} onClick={() => run('csv')}>
          CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={14} />} onClick={() => run('xlsx')}>
          Excel (XLSX)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
