import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { TaskDetail } from '@trips/shared/modules/tasks/tasks.schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { detailPath } from '../../app/paths';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import { formatDateTime } from '../../i18n/format';
import { tr } from '../../i18n/tr';
import { TaskForm } from './TaskForm';
import { requestOf, type TaskDraft } from './taskDraft';
import { useSaveTask } from './tasksApi';

interface Props {
  initial: TaskDraft;
  /** The saved task; absent on /add-task. */
  task?: TaskDetail;
  mayEdit: boolean;
  reload?: () => void;
}

/** One task's fields with one Save (the page shows the header); a new task opens its detail page once created. */
export function TaskEditor({ initial, task, mayEdit, reload }: Props) {
  const { t } = useLingui();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const save = useSaveTask(task?.id ?? null);
  const navigate = useNavigate();
  const error = save.error instanceof ApiError ? save.error : null;
  // The server's messages in the language shown (those the catalogue knows).
  const errors = Object.fromEntries(
    Object.entries(error?.envelope?.field_errors ?? {}).map(([field, message]) => [field, tr(message)]),
  );
  const completedBy = task?.completed_by_name;
  const completedOn = formatDateTime(task?.completed_at);
  const dirty = JSON.stringify(base) !== JSON.stringify(draft);
  const set = <K extends keyof TaskDraft>(field: K, value: TaskDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const onSave = () =>
    save.mutate(task ? { ...requestOf(draft), version: task.version } : requestOf(draft), {
      onSuccess: ({ task: saved }) => {
        setBase(draft);
        if (!task) navigate(detailPath('task', saved.id), { replace: true });
      },
    });

  return (
    <Stack gap="md" maw={900}>
      {task?.completed_at && (
        <Text size="sm" c="dimmed">
          <Trans>
            Completed by {completedBy} on {completedOn}
          </Trans>
        </Text>
      )}
      {error?.status === 409 && reload && (
        <StaleNotice
          subject={t({ message: 'task', comment: 'In "This {what} was changed by someone else"' })}
          reloading={false}
          onReload={reload}
        />
      )}
      {error && error.status !== 409 && Object.keys(errors).length === 0 && (
        <Alert color="red" variant="light">
          {tr(error.message)}
        </Alert>
      )}
      <TaskForm draft={draft} set={set} errors={errors} readOnly={!mayEdit} />
      {mayEdit && (
        <SaveBar
          dirty={dirty || (!task && !save.isSuccess)}
          saving={save.isPending}
          saveLabel={task ? t`Save` : t`Create task`}
          onSave={onSave}
          onDiscard={() => setDraft(base)}
        />
      )}
    </Stack>
  );
}
