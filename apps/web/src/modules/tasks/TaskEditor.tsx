import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { TaskDetail } from '@trips/shared/modules/tasks/tasks.schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import { checkFields } from '../../engine/form/checkFields';
import { fieldProblems, useFieldDraft } from '../../engine/form/useFieldDraft';
import { formatDateTime } from '../../i18n/format';
import { detailPath } from '../../lib/paths';
import { TaskForm } from './TaskForm';
import { requestOf, type TaskDraft, taskFields } from './taskDraft';
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
  const form = useFieldDraft(initial);
  const draft = form.values;
  const save = useSaveTask(task?.id ?? null);
  const navigate = useNavigate();
  const completedBy = task?.completed_by_name;
  const completedOn = formatDateTime(task?.completed_at);
  const dirty = JSON.stringify(base) !== JSON.stringify(draft);
  const onSave = () =>
    form.submit(
      fieldProblems(checkFields(Object.values(taskFields), draft)),
      () => ({ body: task ? { ...requestOf(draft), version: task.version } : requestOf(draft) }),
      async (body) => {
        const { task: saved } = await save.mutateAsync(body);
        setBase(draft);
        if (!task) navigate(detailPath('task', saved.id), { replace: true });
      },
    );

  return (
    <Stack gap="md" maw={900}>
      {task?.completed_at && (
        <Text size="sm" c="dimmed">
          <Trans>
            Completed by {completedBy} on {completedOn}
          </Trans>
        </Text>
      )}
      {form.stale && reload && (
        <StaleNotice
          subject={t({ message: 'task', comment: 'In "This {what} was changed by someone else"' })}
          reloading={false}
          onReload={reload}
        />
      )}
      <FormErrors errors={form.problems.other} />
      <TaskForm draft={draft} set={form.set} errors={form.problems.fields} readOnly={!mayEdit} />
      {mayEdit && (
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          saveLabel={task ? t`Save` : t`Create task`}
          onSave={() => void onSave()}
          onDiscard={() => {
            form.setValues(base);
            form.reset();
          }}
        />
      )}
    </Stack>
  );
}
