import { Anchor, Badge, Button, Group, Pagination, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type TaskObjectKind, taskModalPageSize } from '@trips/shared/modules/tasks/tasks.constants';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRights } from '../../app/useSession';
import { FormSection } from '../../components/FormSection';
import { OverdueBadge } from './OverdueBadge';
import { newTaskPath, taskPath } from './taskPaths';
import { useObjectTasks } from './tasksApi';

interface Props {
  kind: TaskObjectKind;
  id: number;
  name: string;
}

/** The tasks about one object (a location, a provider…), 25 a page, with its counts and an "Add task". */
export function ObjectTasksSection({ kind, id, name }: Props) {
  const rights = useRights();
  const [page, setPage] = useState(1);
  const query = useObjectTasks(kind, id, page);
  if (!can(rights, 'tasks')) return null;
  const data = query.data;
  const add = can(rights, 'tasks', 'create') && (
    <Button
      component={Link}
      to={newTaskPath(kind, id, name)}
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} />}
    >
      Add task
    </Button>
  );
  return (
    <FormSection title="Tasks" actions={add}>
      {data && (
        <Group gap="xs" mb="xs" aria-label="Task counts">
          <Badge variant="light">All {data.all_count}</Badge>
          <Badge variant="light" color="blue">
            Pending {data.pending_count}
          </Badge>
          <Badge variant="light" color="red">
            Overdue {data.overdue_count}
          </Badge>
        </Group>
      )}
      {query.isError && <Text c="red">unable to find tasks</Text>}
      {data?.items.length === 0 && (
        <Text c="dimmed" size="sm">
          No tasks yet.
        </Text>
      )}
      {data && data.items.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Deadline</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Owner</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Anchor component={Link} to={taskPath(t.id)}>
                    {t.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {t.deadline} <OverdueBadge overdue={t.is_overdue} />
                </Table.Td>
                <Table.Td>{t.status_name}</Table.Td>
                <Table.Td>{t.owner_name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && (data.has_more || page > 1) && (
        <Pagination
          mt="xs"
          size="sm"
          value={page}
          onChange={setPage}
          total={Math.ceil(data.all_count / taskModalPageSize)}
        />
      )}
    </FormSection>
  );
}
