import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RemotePicker } from '../../engine/options/RemotePicker';
import type { Option } from '../../engine/options/remoteOptions';
import { detailPath, pathTo } from '../../lib/paths';

/** /add-transfer: pick where the route starts and ends, then edit it (an existing route opens as it is). */
export default function NewTransferPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [start, setStart] = useState<Option | null>(null);
  const [end, setEnd] = useState<Option | null>(null);
  const same = start !== null && end !== null && start.id === end.id;
  return (
    <Stack gap="md" maw={640}>
      <PageHeader trail={[{ label: t`Transfers`, to: pathTo('transfers') }]} title={t`New route`} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <RemotePicker
            label={t`Start location`}
            resource="locations"
            value={start}
            onClear={() => setStart(null)}
            onPick={setStart}
          />
          <RemotePicker
            label={t`End location`}
            resource="locations"
            value={end}
            onClear={() => setEnd(null)}
            onPick={setEnd}
            error={same ? t`A route must end at another location than the one it starts from` : undefined}
          />
          <Text size="sm" c="dimmed">
            <Trans>Next you add the route's providers in priority order and their rate rows.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button
              disabled={!start || !end || same}
              onClick={() => start && end && navigate(detailPath('route', start.id, end.id))}
            >
              <Trans>Continue</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
