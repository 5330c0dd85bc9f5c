import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OutboxMessage } from '@trips/shared/modules/outbox/outbox.schema';
import { formatDateTime } from '../../i18n/format';
import { tr } from '../../i18n/tr';
import { StatusBadge } from './statusBadge';

interface Props {
  messages: readonly OutboxMessage[];
  onOpen(id: number): void;
}

/** The messages newest first, their text readable in place (reset links, security codes). */
export function OutboxTable({ messages, onOpen }: Props) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={720}>
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
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
              <Table.Td>{m.channel === 'email' ? t`Email` : t`SMS`}</Table.Td>
              <Table.Td>{m.recipient}</Table.Td>
              <Table.Td maw={560}>
                {m.subject && <Text fw={600}>{m.subject}</Text>}
                {/* A long text scrolls in place: it takes the focus, so a keyboard scrolls it too. */}
                <Code
                  block
                  mah={160}
                  style={{ overflow: 'auto' }}
                  tabIndex={0}
                  role="group"
                  aria-label={t`Text of message ${m.id}`}
                >
                  {m.body}
                </Code>
                {m.last_error && (
                  <Text c="red" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {tr(m.last_error)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={m.status} />
              </Table.Td>
              <Table.Td>
                {/* The name read out starts with the word shown, then says which message. */}
                <Button size="xs" variant="light" onClick={() => onOpen(m.id)}>
                  <Trans>Open</Trans>
                  <VisuallyHidden>
                    {' '}
                    <Trans>message {m.id}</Trans>
                  </VisuallyHidden>
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
