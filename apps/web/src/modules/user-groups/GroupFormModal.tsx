import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupLimits } from '@trips/shared/modules/user-groups/user-groups.limits';
import type { GroupSummary } from '@trips/shared/modules/user-groups/user-groups.schema';
import * as rules from '@trips/shared/validation/rules';
import { type FormEvent, useState } from 'react';
import { toastSuccessMessages } from '../../app/api';
import { errorsOf, fieldErrorsOf } from '../../app/failures';
import { FormErrors } from '../../components/FormErrors';
import { tr } from '../../i18n/tr';
import { groupsApi, groupsKeys } from './groupsApi';

interface Props {
  /** The group to rename, or null to add one. */
  group: GroupSummary | null;
  onDone: (id?: number) => void;
}

function GroupFields({ group, onDone }: Props) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), description: description.trim() };
      return group ? groupsApi.edit({ ...body, id: group.id, version: group.version }) : groupsApi.add(body);
    },
    onSuccess: (answer) => {
      toastSuccessMessages(answer);
      void client.invalidateQueries({ queryKey: groupsKeys.all });
      onDone(answer.group.id);
    },
    onError: (error) => setNameError(fieldErrorsOf(error).name ?? null),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rules.validate(name, rules.required, rules.onlySpaces, rules.maxLength(groupLimits.name));
    setNameError(problem);
    if (!problem) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && <FormErrors errors={errorsOf(save.error)} />}
        <TextInput
          label={t`Name`}
          required
          data-autofocus
          maxLength={groupLimits.name}
          value={name}
          error={nameError && tr(nameError, i18n)}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Textarea
          label={t`Description`}
          autosize
          minRows={2}
          maxLength={groupLimits.description}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
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
