import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserStatusFilter } from '@trips/shared/modules/users/teams';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useRights } from '../../lib/useSession';
import { EditUserDialog } from './EditUserDialog';
import { UserFilters } from './UserFilters';
import { UserFormModal } from './UserFormModal';
import { UserProfilePanel } from './UserProfilePanel';
import { UsersTable } from './UsersTable';
import { usersApi, usersKeys } from './usersApi';

const statuses: UserStatusFilter[] = ['all', 'active', 'inactive'];

/** /user-management: the user list with its selectors, the profile panel, add and edit (spec part 1 §2). */
export default function UsersPage() {
  const { t } = useLingui();
  const rights = useRights();
  const [params, setParams] = useSearchParams();
  const status = statuses.find((s) => s === params.get('status')) ?? 'all';
  const team = Number(params.get('team')) || 0;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  // `?user=` opens that user's profile: a refused delete links the users it names there.
  const [viewing, setViewing] = useState<number | null>(() => Number(params.get('user')) || null);
  const query = useQuery({
    queryKey: usersKeys.list(status, team),
    queryFn: ({ signal }) => usersApi.list(status, team, signal),
    placeholderData: keepPreviousData,
  });

  const setFilter = (key: string, value: string, fallback: string) =>
    setParams((p) => {
      if (value === fallback) p.delete(key);
      else p.set(key, value);
      return p;
    });

  const users = query.data?.users ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t`User management`}
        actions={
          can(rights, 'users', 'create') && (
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
              <Trans>Add user</Trans>
            </Button>
          )
        }
      />
      <UserFilters
        status={status}
        team={team}
        onStatus={(s) => setFilter('status', s, 'all')}
        onTeam={(t) => setFilter('team', String(t), '0')}
      />
      {query.isPending && <PageLoader />}
      {query.isError && <Alert color="red">{t`unable to find uses`}</Alert>}
      {query.isSuccess && users.length === 0 && (
        <Text c="dimmed">
          <Trans>No users match these selectors.</Trans>
        </Text>
      )}
      {users.length > 0 && (
        // The previous list stays visible, dimmed, while the selectors' new list loads.
        <Box aria-busy={query.isPlaceholderData} opacity={query.isPlaceholderData ? 0.6 : 1}>
          <UsersTable
            users={users}
            canEdit={can(rights, 'users', 'edit')}
            onOpen={setViewing}
            onEdit={setEditing}
          />
        </Box>
      )}
      <UserFormModal opened={adding} user={null} onClose={() => setAdding(false)} />
      <EditUserDialog userId={editing} onClose={() => setEditing(null)} />
      <UserProfilePanel userId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
