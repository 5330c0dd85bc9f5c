import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { UserListItem } from '@trips/shared/modules/users/users.schema';
import { teamName } from './teamNames';

interface Props {
  users: UserListItem[];
  canEdit: boolean;
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
}

export function UsersTable({ users, canEdit, onOpen, onEdit }: Props) {
  const { i18n, t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t`Users`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Email</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Phone</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Team</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>User group</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            {canEdit && <Table.Th aria-label={t`Actions`} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => {
            const name = `${u.first_name} ${u.last_name}`;
            return (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={u.avatar} name={name} color="initials" size="sm" radius="xl" alt="" />
                    <Anchor component="button" type="button" onClick={() => onOpen(u.id)} fw={600} size="sm">
                      {name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>{u.phone ?? ''}</Table.Td>
                <Table.Td>{teamName(i18n, u.team_id, u.team_name)}</Table.Td>
                <Table.Td>{u.group_name ?? <Text c="dimmed">{t`None`}</Text>}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={u.is_active ? 'teal' : 'gray'}>
                    {u.is_active ? t`Active` : t`Inactive`}
                  </Badge>
                </Table.Td>
                {canEdit && (
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onEdit(u.id)}
                      aria-label={t`Edit ${name}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
