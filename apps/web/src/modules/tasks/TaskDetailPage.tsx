import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Stack } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { NotesPanel } from '../../engine/notes/NotesPanel';
import { ApiError } from '../../lib/api';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { DeleteTaskButton } from './DeleteTaskButton';
import { TaskEditor } from './TaskEditor';
import { draftOf } from './taskDraft';
import { taskNotesSource, useTaskQuery } from './tasksApi';

/** A task's screen: its fields, then its notes; Delete with the edit right. */
export default function TaskDetailPage() {
  const id = Number(useParams().id);
  const query = useTaskQuery(id);
  const mayEdit = can(useRights(), 'tasks', 'edit');
  const { t } = useLingui();
  const task = query.data;
  const missing = !(id > 0) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md">
      <PageHeader
        trail={[{ label: t`Tasks`, to: pathTo('tasks') }]}
        title={task?.subject ?? t`Task`}
        actions={task && mayEdit && <DeleteTaskButton id={task.id} subject={task.subject} />}
      />
      {query.isError || !(id > 0) ? (
        <Alert color="red" variant="light" title={missing ? t`Task not found` : t`unable to find task`} />
      ) : task ? (
        <>
          <TaskEditor
            key={`${task.id}:${task.version}`}
            initial={draftOf(task)}
            task={task}
            mayEdit={mayEdit}
            reload={() => void query.refetch()}
          />
          <Box maw={900}>
            <NotesPanel source={taskNotesSource(task.id)} mayEdit={mayEdit} />
          </Box>
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
