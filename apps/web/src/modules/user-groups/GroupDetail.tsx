import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { DeleteRefusal } from '../../engine/edits/DeleteRefusal';
import { toastSuccessMessages } from '../../lib/api';
import { useRights } from '../../lib/useSession';
import { GroupFormModal } from './GroupFormModal';
import { groupsApi, groupsKeys } from './groupsApi';
import { PermissionMatrix } from './PermissionMatrix';

/** One group: its name and description, rename and delete, and its permission matrix. */
export function GroupDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const editable = can(useRights(), 'user_groups', 'edit');
  const [renaming, setRenaming] = useState(false);
  const query = useQuery({
    queryKey: groupsKeys.one(id),
    queryFn: ({ signal }) => groupsApi.get(id, signal),
  });
  const remove = useMutation({
    // DeleteRefusal shows a refusal, with the users still in the group.
    meta: { errorsShown: true },
    mutationFn: () => groupsApi.remove(id),
    onSuccess: (answer) => {
      toastSuccessMessages(answer);
      void client.invalidateQueries({ queryKey: groupsKeys.list });
      onDeleted();
    },
  });

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading user group`} />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">{t`unable to find user group`}</Alert>;
  const { group } = query.data;
  const groupName = group.name;
  const usersCount = group.users_count;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t`Delete ${groupName}?`,
      children: (
        <Text size="sm">
          <Trans>
            The group and its permissions are removed. A group that still has users cannot be deleted.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Delete group`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Stack gap="md">
      <Card>
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={2} size="h3">
                {group.name}
              </Title>
              <Badge variant="light">{t`${plural(usersCount, { one: '# user', other: '# users' })}`}</Badge>
            </Group>
            <Text c="dimmed" size="sm" mt={4}>
              {group.description || t`No description`}
            </Text>
          </div>
          {editable && (
            <Group gap="xs">
              <Button variant="default" size="compact-md" onClick={() => setRenaming(true)}>
                <Trans>Edit</Trans>
              </Button>
              <Button
                variant="light"
                color="red"
                size="compact-md"
                onClick={confirmDelete}
                loading={remove.isPending}
              >
                <Trans>Delete</Trans>
              </Button>
            </Group>
          )}
        </Group>
      </Card>
      <PermissionMatrix group={group} editable={editable} />
      <GroupFormModal opened={renaming} group={group} onDone={() => setRenaming(false)} />
      <DeleteRefusal error={remove.error} onClose={remove.reset} />
    </Stack>
  );
}
