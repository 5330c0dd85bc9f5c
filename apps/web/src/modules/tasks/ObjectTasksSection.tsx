import { Badge, Button, Group, Text } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import type { TaskObjectKind } from '@trips/shared/modules/tasks/tasks.constants';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRights } from '../../app/useSession';
import { FormSection } from '../../components/FormSection';
import { ObjectTasksModal } from './ObjectTasksModal';
import { ObjectTasksTable } from './ObjectTasksTable';
import { newTaskPath } from './taskPaths';
import { useObjectTasks } from './tasksApi';

interface Props {
  kind: TaskObjectKind;
  id: number;
  name: string;
}

/** How many of the soonest tasks the object's page shows; "View all" opens the task modal. */
const shown = 5;

/** The tasks about one object (a location, a provider…): its counts, the soonest few and "Add task". */
export function ObjectTasksSection({ kind, id, name }: Props) {
  const rights = useRights();
  const [viewing, setViewing] = useState(false);
  const query = useObjectTasks(kind, id, 1);
  if (!can(rights, 'tasks')) return null;
  const data = query.data;
  const actions = (
    <Group gap="xs">
      {data && data.all_count > 0 && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconList size={14} />}
          onClick={() => setViewing(true)}
        >
          View all
        </Button>
      )}
      {can(rights, 'tasks', 'create') && (
        <Button
          component={Link}
          to={newTaskPath(kind, id, name)}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
        >
          Add task
        </Button>
      )}
    </Group>
  );
  return (
    <FormSection title="Tasks" actions={actions}>
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
        <ObjectTasksTable items={data.items.slice(0, shown)} label={`Tasks about ${name}`} />
      )}
      {data && data.all_count > shown && (
        <Text size="xs" c="dimmed" mt={4}>
          The {shown} soonest of {data.all_count}: View all lists every task.
        </Text>
      )}
      {viewing && <ObjectTasksModal kind={kind} id={id} name={name} onClose={() => setViewing(false)} />}
    </FormSection>
  );
}
