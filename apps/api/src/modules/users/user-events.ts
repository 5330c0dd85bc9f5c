import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/notifications.service.ts';

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
  const messages: string[] = [];
  if (before.group_id !== after.group_id)
    messages.push(`Your user group is now ${after.group_name ?? 'none'}.`);
  if (before.is_active && !after.is_active) messages.push('Your account was deactivated.');
  if (!before.is_active && after.is_active) messages.push('Your account was reactivated.');
  for (const content of messages) await notify(trx, { userIds: [userId], content, fromUserId: actorId });
}
