import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, IconSettings, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { pathTo } from '../../lib/paths';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { useIsMobileLayout } from './useIsMobileLayout';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { t } = useLingui();
  const isMobile = useIsMobileLayout();
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel closes whenever the page changes
  useEffect(() => menu.close(), [pathname]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" pos="relative">
      <Group gap={isMobile ? 'xs' : 'lg'} wrap="nowrap" miw={0}>
        {isMobile && (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Menu`}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_MENU_ID}
            onClick={menu.toggle}
          >
            {menuOpened ? <IconX size={18} /> : <IconMenu2 size={18} />}
          </ActionIcon>
        )}
        <Text fw={700} c="indigo.8" truncate="end" miw={0}>
          Trip Back-Office
        </Text>
        {!isMobile && <DesktopNav />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationBell />
        <ActionIcon
          component={Link}
          to={pathTo('settingsMenu')}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t`Settings`}
        >
          <IconSettings size={22} stroke={1.6} />
        </ActionIcon>
        <UserMenu />
      </Group>
      {isMobile && menuOpened && <MobileMenu id={MOBILE_MENU_ID} />}
    </Group>
  );
}
