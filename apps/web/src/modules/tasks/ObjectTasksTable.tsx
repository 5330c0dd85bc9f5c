import { Trans } from '@lingui/react/macro';
import { Anchor, Table } from '@mantine/core';
import type { ObjectTasks } from '@trips/shared/modules/tasks/tasks.schema';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { detailPath } from '../../lib/paths';
import { OverdueBadge } from './OverdueBadge';

/** An object's tasks: subject (opening the task), deadline, status and owner. */
export function ObjectTasksTable({ items, label }: { items: ObjectTasks['items']; label: string }) {
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Subject</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Deadline</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Status</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Owner</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>
              <Anchor component={Link} to={detailPath('task', t.id)}>
                {t.subject}
              </Anchor>
            </Table.Td>
            <Table.Td>
              {formatDate(t.deadline)} <OverdueBadge overdue={t.is_overdue} />
            </Table.Td>
            <Table.Td>{t.status_name}</Table.Td>
            <Table.Td>{t.owner_name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
