import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Table, Text } from '@mantine/core';
import type { ZohoAccountSync } from '@trips/shared/modules/zoho/zoho.schema';
import { formatDateTime } from '../../../i18n/format';

function StatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const shown: Record<string, [string, string]> = {
    ok: [t`Done`, 'green'],
    failed: [t`Failed`, 'red'],
    running: [t`Running`, 'blue'],
  };
  const [label, color] = shown[status] ?? [t`Never run`, 'gray'];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

/** Each Zoho account's last sync: when, what it did, and its error. */
export function ZohoAccountsSync({ accounts }: { accounts: ZohoAccountSync[] }) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label={t`Last sync of each Zoho account`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Account</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last sync</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Result</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Created</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Updated</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Not matched</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Error</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                {a.name}
                {!a.is_active && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    <Trans>(inactive)</Trans>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{a.last_finished_at ? formatDateTime(a.last_finished_at) : '—'}</Table.Td>
              <Table.Td>
                <StatusBadge status={a.last_status} />
              </Table.Td>
              <Table.Td>{a.last_created}</Table.Td>
              <Table.Td>{a.last_updated}</Table.Td>
              <Table.Td>{a.last_unmatched}</Table.Td>
              <Table.Td>
                <Text size="sm" c={a.last_error ? 'red' : undefined}>
                  {a.last_error || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
