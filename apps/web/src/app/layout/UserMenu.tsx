import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconClockPlay,
  IconLogout,
  IconMail,
  IconShieldLock,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAvatarUrl, useRights, useSessionUser } from '../useSession';
import { LanguageItems } from './LanguageItems';
import { useSignOut } from './useSignOut';

const UserProfilePanel = lazy(() => import('../../modules/users/UserProfilePanel'));

export function UserMenu() {
  const { t } = useLingui();
  const user = useSessionUser();
  const avatarUrl = useAvatarUrl();
  const rights = useRights();
  const signOut = useSignOut();
  const [profileOf, setProfileOf] = useState<number | null>(null);
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t`Account`} style={{ borderRadius: '50%' }}>
            <Avatar
              src={avatarUrl}
              name={fullName || undefined}
              color="initials"
              alt={fullName}
              radius="xl"
            />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {fullName && <Menu.Label>{fullName}</Menu.Label>}
          {user && (
            <Menu.Item
              data-autofocus
              leftSection={<IconUser size={16} />}
              onClick={() => setProfileOf(user.id)}
            >
              <Trans>Profile</Trans>
            </Menu.Item>
          )}
          {can(rights, 'users', 'view') && (
            <Menu.Item leftSection={<IconUsers size={16} />} component={Link} to="/user-management">
              <Trans>Users</Trans>
            </Menu.Item>
          )}
          {can(rights, 'user_groups', 'view') && (
            <Menu.Item leftSection={<IconShieldLock size={16} />} component={Link} to="/profiles">
              <Trans>User groups</Trans>
            </Menu.Item>
          )}
          {can(rights, 'outbox', 'view') && (
            <Menu.Item leftSection={<IconMail size={16} />} component={Link} to="/outbox">
              <Trans>Outbox</Trans>
            </Menu.Item>
          )}
          {can(rights, 'jobs', 'view') && (
            <Menu.Item leftSection={<IconClockPlay size={16} />} component={Link} to="/jobs">
              <Trans>Jobs</Trans>
            </Menu.Item>
          )}
          <Menu.Divider />
          <LanguageItems />
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            closeMenuOnClick={false}
          >
            <Trans>Sign Out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {profileOf !== null && (
        <Suspense fallback={null}>
          <UserProfilePanel userId={profileOf} onClose={() => setProfileOf(null)} />
        </Suspense>
      )}
    </>
  );
}
