import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import type { TaskObjectKind } from '@trips/shared/modules/tasks/tasks.constants';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormSection } from '../../components/FormSection';
import { useRights } from '../../lib/useSession';
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
  const { t } = useLingui();
  const rights = useRights();
  const [viewing, setViewing] = useState(false);
  const query = useObjectTasks(kind, id, 1);
  if (!can(rights, 'tasks')) return null;
  const data = query.data;
  const all = data?.all_count ?? 0;
  const pending = data?.pending_count ?? 0;
  const overdue = data?.overdue_count ?? 0;
  const actions = (
    <Group gap="xs">
      {data && data.all_count > 0 && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconList size={14} />}
          onClick={() => setViewing(true)}
        >
          <Trans>View all</Trans>
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
          <Trans>Add task</Trans>
        </Button>
      )}
    </Group>
  );
  return (
    <FormSection title={t`Tasks`} actions={actions}>
      {data && (
        <Group gap="xs" mb="xs" aria-label={t`Task counts`}>
          <Badge variant="light">
            <Trans>All {all}</Trans>
          </Badge>
          <Badge variant="light" color="blue">
            <Trans>Pending {pending}</Trans>
          </Badge>
          <Badge variant="light" color="red">
            <Trans>Overdue {overdue}</Trans>
          </Badge>
        </Group>
      )}
      {query.isError && <Text c="red">{t`unable to find tasks`}</Text>}
      {data?.items.length === 0 && (
        <Text c="dimmed" size="sm">
          <Trans>No tasks yet.</Trans>
        </Text>
      )}
      {data && data.items.length > 0 && (
        <ObjectTasksTable items={data.items.slice(0, shown)} label={t`Tasks about ${name}`} />
      )}
      {data && data.all_count > shown && (
        <Text size="xs" c="dimmed" mt={4}>
          <Trans>
            The {shown} soonest of {all}: View all lists every task.
          </Trans>
        </Text>
      )}
      {viewing && <ObjectTasksModal kind={kind} id={id} name={name} onClose={() => setViewing(false)} />}
    </FormSection>
  );
}
