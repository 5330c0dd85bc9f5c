import { useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { FormSection } from '../../components/FormSection';
import { DateField } from '../../engine/form/controls/DateField';
import { useLookup } from '../../engine/options/useLookup';
import { TaskObjectPicker } from './TaskObjectPicker';
import type { TaskDraft } from './taskDraft';

interface Props {
  draft: TaskDraft;
  set: <K extends keyof TaskDraft>(field: K, value: TaskDraft[K]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** Deadline, owner, status, subject, the object it is about and general information. */
export function TaskForm({ draft, set, errors, readOnly }: Props) {
  const { t } = useLingui();
  const staff = useLookup('staff');
  const statuses = useLookup('task_statuses');
  return (
    <FormSection title={t`General`}>
      <Stack gap="sm">
        <TextInput
          label={t`Subject`}
          required
          value={draft.subject}
          readOnly={readOnly}
          maxLength={200}
          error={errors.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <DateField
            label={t`Deadline`}
            required
            value={draft.deadline}
            readOnly={readOnly}
            error={errors.deadline}
            onChange={(day) => set('deadline', day ?? '')}
          />
          <Select
            label={t`Owner`}
            required
            searchable
            data={options(staff.data)}
            value={draft.owner_id}
            readOnly={readOnly}
            error={errors.owner_id}
            onChange={(v) => set('owner_id', v)}
          />
          <Select
            label={t`Status`}
            required
            data={options(statuses.data)}
            value={draft.status_id}
            readOnly={readOnly}
            error={errors.status_id}
            onChange={(v) => set('status_id', v)}
          />
        </Group>
        <TaskObjectPicker
          object={draft.object}
          onChange={(object) => set('object', object)}
          error={errors.object}
          readOnly={readOnly}
        />
        <Textarea
          label={t`General information`}
          autosize
          minRows={3}
          maxLength={4000}
          value={draft.general_information}
          readOnly={readOnly}
          error={errors.general_information}
          onChange={(e) => set('general_information', e.currentTarget.value)}
        />
      </Stack>
    </FormSection>
  );
}
