import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { OutboxMessage } from '@trips/shared/modules/outbox/outbox.schema';

const statusColor = { pending: 'yellow', sent: 'teal', dev: 'blue', failed: 'red' } as const;
const statusLabel: Record<OutboxMessage['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  sent: msg`Sent`,
  dev: msg`Kept (no gateway)`,
  failed: msg`Failed`,
};

export function StatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const { i18n } = useLingui();
  return <Badge color={statusColor[status]}>{i18n._(statusLabel[status])}</Badge>;
}
