import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { tasksView } from './tasksView';

/** /tasks: opens on "my open tasks" (filter_id -2). */
export default function TasksListPage() {
  const newTask = can(useRights(), 'tasks', 'create') && (
    <Button component={Link} to={pathTo('newTask')} size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New task</Trans>
    </Button>
  );
  return <ListPage view={tasksView} actions={newTask} />;
}
