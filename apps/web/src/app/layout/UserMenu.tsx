import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useAvatarUrl, useSessionUser } from '../useSession';
import { useSignOut } from './useSignOut';

export function UserMenu() {
  const user = useSessionUser();
  const avatarUrl = useAvatarUrl();
  const signOut = useSignOut();
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="Account" style={{ borderRadius: '50%' }}>
          <Avatar src={avatarUrl} name={fullName || undefined} color="initials" alt={fullName} radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {fullName && <Menu.Label>{fullName}</Menu.Label>}
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          closeMenuOnClick={false}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
