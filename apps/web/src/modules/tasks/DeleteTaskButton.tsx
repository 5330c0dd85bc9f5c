import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../../engine/edits/DeleteRecordButton';
import { pathTo } from '../../lib/paths';
import { useDeleteTask } from './tasksApi';

/** Deletes the task with its notes after a confirmation, then shows the task list. */
export function DeleteTaskButton({ id, subject }: { id: number; subject: string }) {
  const remove = useDeleteTask(id);
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <DeleteRecordButton
      title={t`Delete task`}
      message={t`Delete “${subject}” with its notes? This cannot be undone.`}
      remove={remove}
      onDeleted={() => navigate(pathTo('tasks'))}
    />
  );
}
