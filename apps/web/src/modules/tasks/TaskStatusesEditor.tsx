import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { taskMessages } from '@trips/shared/modules/tasks/tasks.constants';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { FormSection } from '../../components/FormSection';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import { useSettingsDraft } from '../../engine/settings/useSettingsDraft';
import { type TaskStatus, type TaskStatuses, useSaveTaskStatuses } from './taskStatusesApi';

/** The task statuses: names, which ones close (complete) a task, new ones and removals; one Save. */
export function TaskStatusesEditor({
  saved,
  readOnly,
  reload,
}: {
  saved: TaskStatuses;
  readOnly: boolean;
  reload: () => Promise<{ data?: TaskStatuses }>;
}) {
  const draft = useSettingsDraft<TaskStatus>(saved.statuses, () => ({ name: '', is_closed: false }));
  const [version, setVersion] = useState(saved.version);
  const [reloading, setReloading] = useState(false);
  const save = useSaveTaskStatuses();
  const loaded = (next: TaskStatuses) => {
    draft.reset(next.statuses);
    setVersion(next.version);
    save.reset();
  };
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) loaded(fresh.data);
  };
  const stale =
    save.error instanceof ApiError &&
    save.error.status === 409 &&
    save.error.message === taskMessages.statusesStale;
  const onSave = () =>
    save.mutate(
      {
        version,
        items: draft.rows.map(({ id, name, is_closed, is_new }) => ({
          id: is_new ? undefined : id,
          name,
          is_closed,
        })),
        deleted: draft.deleted,
      },
      { onSuccess: loaded },
    );
  const add = !readOnly && (
    <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={draft.add}>
      New status
    </Button>
  );
  return (
    <Stack gap="md">
      {stale && <StaleNotice subject="list of task statuses" reloading={reloading} onReload={reloadLatest} />}
      {save.error instanceof ApiError && !stale && (
        <Alert color="red" variant="light">
          {save.error.message}
        </Alert>
      )}
      <FormSection title="Task statuses" actions={add}>
        <Stack gap="xs">
          {draft.rows.map((row, index) => (
            <Group key={row.key} gap="sm">
              <TextInput
                aria-label={`Status ${index + 1} name`}
                value={row.name}
                readOnly={readOnly}
                maxLength={50}
                w={260}
                onChange={(e) => draft.edit(row.key, 'name', e.currentTarget.value)}
              />
              <Checkbox
                label="Completes the task"
                checked={row.is_closed}
                disabled={readOnly}
                onChange={(e) => draft.edit(row.key, 'is_closed', e.currentTarget.checked)}
              />
              {row.is_new && <Badge variant="light">New</Badge>}
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${row.name}`}
                  onClick={() => draft.remove(row.key)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      </FormSection>
      {!readOnly && (
        <SaveBar dirty={draft.dirty} saving={save.isPending} onSave={onSave} onDiscard={draft.discard} />
      )}
    </Stack>
  );
}
