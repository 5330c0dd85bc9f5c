import { Anchor, Avatar, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { UserListItem } from '@trips/shared/modules/users/users.schema';

interface Props {
  users: UserListItem[];
  canEdit: boolean;
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
}

export function UsersTable({ users, canEdit, onOpen, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>User group</Table.Th>
            <Table.Th>Status</Table.Th>
            {canEdit && <Table.Th aria-label="Actions" />}
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
                <Table.Td>{u.team_name}</Table.Td>
                <Table.Td>{u.group_name ?? <Text c="dimmed">None</Text>}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={u.is_active ? 'teal' : 'gray'}>
                    {u.is_active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                {canEdit && (
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onEdit(u.id)}
                      aria-label={`Edit ${name}`}
                    >
                      Edit
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
