import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Text } from '@mantine/core';
import { exportProgress } from './exportProgress';
import type { RunningExport } from './exportStore';

/** How far the running export is, with Cancel. */
export function ExportStatus({ running }: { running: RunningExport }) {
  const { t } = useLingui();
  const { percent, label } = exportProgress(running.counts);
  return (
    <Group gap={8} wrap="nowrap" role="status" aria-label={t`Export progress`}>
      <Progress
        flex="0 1 120px"
        miw={40}
        size="sm"
        value={percent ?? 100}
        animated={percent === null}
        striped={percent === null}
        aria-label={t`Export progress`}
      />
      <Text size="xs" c="dimmed" flex="0 1 auto" miw={0} truncate="end">
        {label}
      </Text>
      <Button variant="subtle" color="gray" size="compact-xs" onClick={running.cancel} flex="none">
        <Trans>Cancel export</Trans>
      </Button>
    </Group>
  );
}
