import type { NotificationEvent } from '@trips/shared/modules/notifications/notifications.constants';
import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/index.ts';

interface Before {
  group_id: number | null;
  is_active: boolean;
}
interface After {
  group_id: number;
  group_name: string | null;
  is_active: boolean;
}

/** Tells a user what an administrator changed about their access: their group, or their account's state. */
export async function notifyAccessChanges(
  trx: Database,
  userId: number,
  actorId: number,
  before: Before,
  after: After,
) {
  const events: [NotificationEvent, string[]?][] = [];
  if (before.group_id !== after.group_id)
    events.push(after.group_name ? ['groupChanged', [after.group_name]] : ['noGroup']);
  if (before.is_active && !after.is_active) events.push(['accountDeactivated']);
  if (!before.is_active && after.is_active) events.push(['accountReactivated']);
  for (const [event, params] of events)
    await notify(trx, { userIds: [userId], event, params, fromUserId: actorId });
}
