import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@trips/shared/permissions/rights';
import { useRights } from '../../app/useSession';
import { PageLoader } from '../../components/PageLoader';
import { TaskStatusesEditor } from './TaskStatusesEditor';
import { useTaskStatuses } from './taskStatusesApi';

/** /tasks-settings: what staff configure for tasks (their statuses). */
export default function TasksSettingsPage() {
  useDocumentTitle('Task settings · Trip Back-Office');
  const query = useTaskStatuses();
  const readOnly = !can(useRights(), 'tasks_settings', 'edit');
  return (
    <Stack gap="md" maw={900}>
      <div>
        <Title order={1} size="h3">
          Task settings
        </Title>
        <Text size="sm" c="dimmed">
          The statuses a task moves through. A status that completes the task records who completed it and
          when.
        </Text>
      </div>
      {query.isError && <Alert color="red" variant="light" title="unable to find taskStatuses" />}
      {query.isPending && <PageLoader />}
      {query.data && <TaskStatusesEditor saved={query.data} readOnly={readOnly} reload={query.refetch} />}
    </Stack>
  );
}
