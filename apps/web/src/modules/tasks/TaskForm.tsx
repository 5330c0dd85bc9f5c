import { useLingui } from '@lingui/react/macro';
import { Group, Stack } from '@mantine/core';
import { FormSection } from '../../components/FormSection';
import { FieldControl } from '../../engine/form/FieldControl';
import { TaskObjectPicker } from './TaskObjectPicker';
import { type TaskDraft, taskFields } from './taskDraft';

interface Props {
  draft: TaskDraft;
  set: <K extends keyof TaskDraft>(field: K, value: TaskDraft[K]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

type TaskField = keyof typeof taskFields;

/** Deadline, owner, status, subject, the object it is about and general information. */
export function TaskForm({ draft, set, errors, readOnly }: Props) {
  const { t } = useLingui();
  const control = (key: TaskField) => (
    <FieldControl
      spec={taskFields[key]}
      value={draft[key]}
      readOnly={readOnly}
      error={errors[key]}
      onChange={(value) => set(key, value as never)}
    />
  );
  return (
    <FormSection title={t`General`}>
      <Stack gap="sm">
        {control('subject')}
        <Group grow align="flex-start">
          {control('deadline')}
          {control('owner_id')}
          {control('status_id')}
        </Group>
        <TaskObjectPicker
          object={draft.object}
          onChange={(object) => set('object', object)}
          error={errors.object}
          readOnly={readOnly}
        />
        {control('general_information')}
      </Stack>
    </FormSection>
  );
}
