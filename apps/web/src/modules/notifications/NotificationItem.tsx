import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconDots, IconTrash } from '@tabler/icons-react';
import type { Notification } from '@trips/shared/modules/notifications/notifications.schema';
import { formatDateTime } from '../../i18n/format';
import classes from './Notifications.module.css';
import { formatNotificationDate } from './notificationDate';
import { notificationText } from './notificationText';

interface Props {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}

export function NotificationItem({ notification: n, onOpen, onMarkRead, onDelete }: Props) {
  const { t } = useLingui();
  const unread = n.is_read === 0;
  const content = notificationText(n);
  const when = formatNotificationDate(n.created_date);
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <UnstyledButton className={classes.open} onClick={() => onOpen(n)}>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Box className={classes.dot} aria-hidden />
          <div>
            <Text size="sm" fw={unread ? 600 : 400}>
              {unread && <span className={classes.visuallyHidden}>{t`Unread:`} </span>}
              {content}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {n.from_user_name ? `${n.from_user_name} · ` : ''}
              <time dateTime={n.created_date} title={formatDateTime(n.created_date)}>
                {when}
              </time>
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for: ${content}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {unread && (
            <Menu.Item data-autofocus leftSection={<IconCheck size={14} />} onClick={() => onMarkRead(n.id)}>
              <Trans>Mark as read</Trans>
            </Menu.Item>
          )}
          <Menu.Item
            data-autofocus={!unread || undefined}
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(n.id)}
          >
            <Trans>Delete</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}
