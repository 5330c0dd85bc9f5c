import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NotificationsPanel } from '../../modules/notifications/NotificationsPanel';
import { notificationsApi } from '../../modules/notifications/notificationsApi';
import {
  notificationListKey,
  unreadCountQueryKey,
  useReloadNotifications,
} from '../../modules/notifications/useNotifications';
import { unreadBadgeLabel } from './unreadBadge';
import { rightsQueryKey } from './useRightsSync';

/**
 * Delivery decision: the badge polls GET notification/count-new every 5 s while the tab is visible
 * (TanStack Query pauses interval refetches in background tabs). A count query on a partial index is
 * cheaper than holding a connection per user, works behind any proxy, and needs no token in a URL.
 */
const COUNT_POLL_MS = 5_000;

export function NotificationBell() {
  const { t } = useLingui();
  const [opened, drawer] = useDisclosure(false);
  const client = useQueryClient();
  const reload = useReloadNotifications();
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => notificationsApi.count(signal),
    refetchInterval: COUNT_POLL_MS,
  });
  const count = data?.count;
  const previous = useRef(count);
  useEffect(() => {
    // A new notification may be "Your permissions were updated": fetch the rights again at once.
    if (previous.current !== undefined && count !== previous.current) {
      void client.invalidateQueries({ queryKey: rightsQueryKey });
      if (opened) void client.invalidateQueries({ queryKey: notificationListKey });
    }
    previous.current = count;
  }, [count, client, opened]);
  const badge = unreadBadgeLabel(count);

  const openPanel = () => {
    reload();
    drawer.open();
  };

  return (
    <>
      <Indicator label={badge} size={18} offset={6} color="red" disabled={!badge} inline>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={badge ? t`Notifications, ${badge} unread` : t`Notifications`}
          onClick={openPanel}
        >
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Indicator>
      <Drawer opened={opened} onClose={drawer.close} position="right" title={t`Notifications`} size="md">
        <NotificationsPanel opened={opened} onClose={drawer.close} />
      </Drawer>
    </>
  );
}
