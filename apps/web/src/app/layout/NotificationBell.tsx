import { ActionIcon, Drawer, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { unreadBadgeLabel } from './unreadBadge';

const COUNT_POLL_MS = 15_000;
export const unreadCountQueryKey = ['notifications', 'count-new'] as const;

export function NotificationBell() {
  const [opened, drawer] = useDisclosure(false);
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    // Quiet: a poll every 15 s must not stack a network toast each time the server is away.
    queryFn: ({ signal }) => api.get<{ count: number }>('notification/count-new', { quiet: true, signal }),
    refetchInterval: COUNT_POLL_MS,
  });
  const badge = unreadBadgeLabel(data?.count);

  return (
    <>
      <Indicator label={badge} size={18} offset={6} color="red" disabled={!badge} inline>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications" onClick={drawer.open}>
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Indicator>
      <Drawer opened={opened} onClose={drawer.close} position="right" title="Notifications" size="md">
        {null}
      </Drawer>
    </>
  );
}
