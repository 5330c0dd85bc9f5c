import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { OutboxMessage } from '@trips/shared/modules/outbox/outbox.schema';
import { templateName } from '../../lib/templateNames';

/** From, to, cc, bcc, reply-to, subject and what the message is about: the lines that are set. */
export function EmailHeaders({ message }: { message: OutboxMessage }) {
  const { t } = useLingui();
  const about = message.subject_type ? `${message.subject_type} #${message.subject_id}` : null;
  const lines: [string, string | null][] = [
    [t`From`, message.from_address],
    [t`To`, message.recipient],
    [t`Cc`, message.cc.join(', ') || null],
    [t`Bcc`, message.bcc.join(', ') || null],
    [t`Reply to`, message.reply_to],
    [t`Subject`, message.subject || null],
    [t`Template`, message.template_slug && templateName(message.template_slug)],
    [t`About`, about],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {lines
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
