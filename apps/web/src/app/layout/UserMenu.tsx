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
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import type { RouteName } from '../../lib/routeTable';
import { useAvatarUrl, useRights, useSessionUser } from '../../lib/useSession';
import { visibleAdminScreens } from './adminScreens';
import { LanguageItems } from './LanguageItems';
import { useSignOut } from './useSignOut';

const adminIcons: Partial<Record<RouteName, typeof IconUsers>> = {
  users: IconUsers,
  userGroups: IconShieldLock,
  outbox: IconMail,
  jobs: IconClockPlay,
};

const UserProfilePanel = lazy(() => import('../../modules/users/UserProfilePanel'));

export function UserMenu() {
  const { i18n, t } = useLingui();
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
          {visibleAdminScreens(rights).map(({ route, label }) => {
            const Icon = adminIcons[route];
            return (
              <Menu.Item
                key={route}
                leftSection={Icon && <Icon size={16} />}
                component={Link}
                to={pathTo(route)}
              >
                {i18n._(label)}
              </Menu.Item>
            );
          })}
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
