import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatDateTime } from '../../i18n/format';

interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'dev' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string;
}
interface OutboxPage {
  items: OutboxMessage[];
  has_more: boolean;
}

const statusColor = { pending: 'yellow', sent: 'teal', dev: 'blue', failed: 'red' } as const;
const statusLabel: Record<OutboxMessage['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  sent: msg`Sent`,
  dev: msg`Kept (no gateway)`,
  failed: msg`Failed`,
};

/** Every email and SMS the system wrote and how its delivery went; without SMTP/SMS gateway they stay here. */
export default function OutboxPage() {
  const { i18n, t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['outbox', page],
    queryFn: () => api.get<OutboxPage>(`outbox?page=${page}&count=25`),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

  return (
    <Stack gap="md">
      <PageHeader title={t`Outbox`} />
      {query.isPending && <PageLoader />}
      {query.isError && <Alert color="red">{t`unable to find data`}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No messages yet.</Trans>
        </Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>When</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Channel</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>To</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Message</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Status</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
                <Table.Td>{m.channel === 'email' ? t`Email` : t`SMS`}</Table.Td>
                <Table.Td>{m.recipient}</Table.Td>
                <Table.Td maw={560}>
                  {m.subject && <Text fw={600}>{m.subject}</Text>}
                  <Code block>{m.body}</Code>
                  {m.last_error && (
                    <Text c="red" size="sm">
                      {m.last_error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor[m.status]}>{i18n._(statusLabel[m.status])}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          <Trans>Newer</Trans>
        </Button>
        <Button variant="default" disabled={!query.data?.has_more} onClick={() => setPage((p) => p + 1)}>
          <Trans>Older</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
