import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { PageLoader } from '../../../components/PageLoader';
import { useRights } from '../../../lib/useSession';
import { ZohoAccountsSync } from './ZohoAccountsSync';
import { ZohoDealLists } from './ZohoDealLists';
import { useSyncNow, useZohoStatus } from './zohoApi';

/** Below the Zoho settings: the last sync of each account, Sync now, and what the deals did. */
export function ZohoSyncPanel() {
  const { t } = useLingui();
  const rights = useRights();
  const mayView = can(rights, 'zoho_settings', 'view');
  const status = useZohoStatus(mayView);
  const sync = useSyncNow();
  if (!mayView) return null;
  return (
    <Paper withBorder p="md" maw={1100}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            <Trans>Sync with Zoho</Trans>
          </Title>
          {can(rights, 'zoho_settings', 'edit') && (
            <Button onClick={() => sync.mutate()} loading={sync.isPending}>
              <Trans>Sync now</Trans>
            </Button>
          )}
        </Group>
        {status.data ? (
          <>
            <Text size="sm" c="dimmed">
              {status.data.is_active
                ? t`Active: new and changed deals are read every interval set above.`
                : t`Not active: deals are read only when someone presses Sync now.`}
            </Text>
            <ZohoAccountsSync accounts={status.data.accounts} />
            <ZohoDealLists status={status.data} />
          </>
        ) : status.isError ? (
          <Alert color="red" variant="light" title={t`unable to find data`} />
        ) : (
          <PageLoader />
        )}
      </Stack>
    </Paper>
  );
}
