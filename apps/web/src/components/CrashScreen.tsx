import { Trans } from '@lingui/react/macro';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Shown when rendering fails (spec part 1 §2, crash screen). */
export function CrashScreen() {
  return (
    <Center mih="60vh" p="md">
      <Paper role="alert" withBorder shadow="sm" p="xl" maw={520}>
        <Stack gap="sm">
          <IconAlertTriangle size={36} color="var(--mantine-color-orange-6)" aria-hidden />
          <Title order={2}>
            <Trans>An error occurred</Trans>
          </Title>
          <Text>
            <Trans>
              Something went wrong while showing this page. It may be caused by outdated cached files.
            </Trans>
          </Text>
          <Text>
            <Trans>
              Please do a hard refresh of the page:{' '}
              <Text span fw={600}>
                Ctrl + Shift + R
              </Text>{' '}
              (or{' '}
              <Text span fw={600}>
                Cmd + Shift + R
              </Text>{' '}
              on a Mac).
            </Trans>
          </Text>
          <Text>
            <Trans>
              If the problem persists, please take a screenshot of this screen and send it to support.
            </Trans>
          </Text>
          <Button onClick={() => window.location.reload()} w="fit-content">
            <Trans>Refresh page</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
