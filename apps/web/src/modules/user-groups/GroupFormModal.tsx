import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupLimits } from '@trips/shared/modules/user-groups/user-groups.limits';
import type { GroupSummary } from '@trips/shared/modules/user-groups/user-groups.schema';
import type { FormEvent } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { useSaveHotkey } from '../../engine/edits/useSaveHotkey';
import { checkFields } from '../../engine/form/checkFields';
import { FieldControl } from '../../engine/form/FieldControl';
import type { FieldSpec } from '../../engine/form/fieldSpec';
import { fieldProblems, useFieldDraft } from '../../engine/form/useFieldDraft';
import { toastSuccessMessages } from '../../lib/api';
import { groupsApi, groupsKeys } from './groupsApi';

interface Props {
  /** The group to rename, or null to add one. */
  group: GroupSummary | null;
  onDone: (id?: number) => void;
}

type GroupValues = { name: string; description: string };

const groupFields: readonly FieldSpec<keyof GroupValues>[] = [
  { key: 'name', label: msg`Name`, kind: 'text', max: groupLimits.name, required: true },
  { key: 'description', label: msg`Description`, kind: 'textarea', max: groupLimits.description, rows: 2 },
];

function useSaveGroup(group: GroupSummary | null) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: GroupValues) =>
      group ? groupsApi.edit({ ...body, id: group.id, version: group.version }) : groupsApi.add(body),
    onSuccess: (answer) => {
      toastSuccessMessages(answer);
      void client.invalidateQueries({ queryKey: groupsKeys.all });
    },
  });
}

function GroupFields({ group, onDone }: Props) {
  const { t } = useLingui();
  // A 409 (the name is taken, or someone else saved) is listed like any refusal.
  const form = useFieldDraft<GroupValues>(
    { name: group?.name ?? '', description: group?.description ?? '' },
    { isStale: () => false },
  );
  const save = useSaveGroup(group);
  const { values } = form;
  const submit = () =>
    form.submit(
      fieldProblems(checkFields(groupFields, values)),
      () => ({ body: { name: values.name.trim(), description: values.description.trim() } }),
      async (body) => onDone((await save.mutateAsync(body)).group.id),
    );
  useSaveHotkey(!save.isPending, () => void submit());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrors errors={form.problems.other} />
        {groupFields.map((spec, index) => (
          <FieldControl
            key={spec.key}
            spec={spec}
            autoFocus={index === 0}
            value={values[spec.key]}
            error={form.problems.fields[spec.key]}
            onChange={(value) => form.set(spec.key, value as string)}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? t`Save` : t`Add group`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GroupFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={() => props.onDone()}
      title={props.group ? t`Edit user group` : t`Add user group`}
    >
      {opened && <GroupFields {...props} />}
    </Modal>
  );
}
