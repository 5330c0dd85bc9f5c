import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@trips/shared/permissions/rights';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useRights } from '../../app/useSession';
import { PageLoader } from '../../components/PageLoader';
import { TaskEditor } from './TaskEditor';
import { TaskNotes } from './TaskNotes';
import { draftOf } from './taskDraft';
import { useTaskQuery } from './tasksApi';

/** /task-details/{id}: the task's fields, then its notes. */
export default function TaskDetailPage() {
  const id = Number(useParams().id);
  const query = useTaskQuery(id);
  const mayEdit = can(useRights(), 'tasks', 'edit');
  const { t } = useLingui();
  const subject = query.data?.subject ?? t`Task`;
  useDocumentTitle(t`${subject} · Trip Back-Office`);
  if (query.isError || !(id > 0)) {
    const missing = !(id > 0) || (query.error instanceof ApiError && query.error.status === 404);
    return <Alert color="red" variant="light" title={missing ? t`Task not found` : t`unable to find task`} />;
  }
  if (!query.data) return <PageLoader />;
  const task = query.data;
  return (
    <Stack gap="md">
      <TaskEditor
        key={`${task.id}:${task.version}`}
        initial={draftOf(task)}
        task={task}
        mayEdit={mayEdit}
        reload={() => void query.refetch()}
      />
      <TaskNotes taskId={task.id} mayAdd={mayEdit} />
    </Stack>
  );
}
