import { i18n } from '@lingui/core';
import { notificationTemplate } from '@trips/shared/modules/notifications/notifications.constants';
import type { Notification } from '@trips/shared/modules/notifications/notifications.schema';
import { tr } from '../../i18n/tr';

/** What a notification says in the language shown: its kind's text with its values; an older one as written. */
export const notificationText = (n: Notification): string =>
  n.event ? i18n._(notificationTemplate(n.event), { ...n.params }) : tr(n.content);
