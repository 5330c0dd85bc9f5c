import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface Props {
  reloading: boolean;
  onReload: () => void;
}

/** The automation changed the trip while it has unsaved edits here: they stay until the user reloads. */
export function BookingSyncNotice({ reloading, onReload }: Props) {
  const { t } = useLingui();
  return (
    <Alert
      color="blue"
      variant="light"
      title={t`This trip was updated by the booking automation`}
      role="status"
    >
      <Trans>
        Your unsaved edits are still on screen. Reload to see the new booking states (your edits will be
        replaced).
      </Trans>
      <Button
        display="block"
        mt="xs"
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} />}
        loading={reloading}
        onClick={onReload}
      >
        <Trans>Reload</Trans>
      </Button>
    </Alert>
  );
}
