import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { BookingEmail } from '@trips/shared/modules/bookings/bookings.schema';
import type { OutboxMessage } from '@trips/shared/modules/outbox/outbox.schema';
import { formatDateTime } from '../../../i18n/format';
import { templateName } from '../../../lib/templateNames';
import { StatusBadge } from '../../outbox';

const outboxStatuses: readonly string[] = ['pending', 'sent', 'dev', 'failed'];

/** The emails written about one row, newest as the server orders them; a failed one says why. */
export function BookingEmails({ emails }: { emails: readonly BookingEmail[] }) {
  const { t } = useLingui();
  if (emails.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No emails yet.</Trans>
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing={4} aria-label={t`Emails`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Template`}</Table.Th>
            <Table.Th>{t`Recipient`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Date`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails.map((email) => (
            <Table.Tr key={email.id}>
              <Table.Td>
                {templateName(email.template_slug)}
                <Text size="xs" c="dimmed">
                  {email.subject}
                </Text>
              </Table.Td>
              <Table.Td>{email.recipient}</Table.Td>
              <Table.Td>
                {outboxStatuses.includes(email.status) ? (
                  <StatusBadge status={email.status as OutboxMessage['status']} />
                ) : (
                  email.status
                )}
                {email.last_error && (
                  <Text size="xs" c="red">
                    {email.last_error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(email.sent_at ?? email.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
