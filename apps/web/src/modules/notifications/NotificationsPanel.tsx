import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Notification } from '@trips/shared/modules/notifications/notifications.schema';
import { useNavigate } from 'react-router';
import { NotificationItem } from './NotificationItem';
import classes from './Notifications.module.css';
import { notificationsApi } from './notificationsApi';
import { notificationTarget } from './notificationTarget';
import { useNotificationAction, useNotificationList } from './useNotifications';

/** The side panel's content (spec part 1 §2, §4): list, load more, open, mark read, delete. */
export function NotificationsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useNotificationList(opened);
  const markRead = useNotificationAction(notificationsApi.markAsRead);
  const markOpened = useNotificationAction(notificationsApi.markAsRead, false);
  const remove = useNotificationAction(notificationsApi.remove);
  const markAll = useNotificationAction(notificationsApi.markAllAsRead);
  const removeAll = useNotificationAction(notificationsApi.removeAll);

  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const total = list.data?.pages[0]?.all_count ?? 0;

  const open = (n: Notification) => {
    if (n.is_read === 0) markOpened.mutate(n.id);
    const target = notificationTarget(n);
    if (!target) return;
    onClose();
    navigate(target);
  };

  const confirmDeleteAll = () =>
    modals.openConfirmModal({
      title: t`Delete all notifications?`,
      children: (
        <Text size="sm">
          <Trans>This removes every notification in this panel.</Trans>
        </Text>
      ),
      labels: { confirm: t`Delete all`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => removeAll.mutate(undefined),
    });

  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading notifications`} />
      </Center>
    );
  }
  if (list.isError) return <Alert color="red">{t`unable to find information`}</Alert>;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t`${plural(total, { one: '# notification', other: '# notifications' })}`}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            disabled={total === 0}
            onClick={() => markAll.mutate(undefined)}
          >
            <Trans>Mark all as read</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={total === 0}
            onClick={confirmDeleteAll}
          >
            <Trans>Delete all</Trans>
          </Button>
        </Group>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>No notifications yet.</Trans>
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t`Notifications`}>
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onOpen={open}
              onMarkRead={(id) => markRead.mutate(id)}
              onDelete={(id) => remove.mutate(id)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
