import { z } from 'zod';
import { integer, rowId } from '../../validation/numbers.ts';
import { notificationEvents, notificationPageSize, relTypes } from './notifications.constants.ts';

export const notification = z.object({
  id: z.number(),
  /** The English text; `event` and `params` let a reader's language say it (null: an older notification). */
  content: z.string(),
  event: z.enum(notificationEvents).nullable(),
  params: z.array(z.string()),
  rel_id: z.number().nullable(),
  rel_type: z.enum(relTypes).nullable(),
  /** 0 unread, 1 read (spec part 1 §3). */
  is_read: z.union([z.literal(0), z.literal(1)]),
  from_user_name: z.string().nullable(),
  from_user_id: z.number().nullable(),
  created_date: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z
  .object({
    page: integer(1, 100_000).optional().default(1),
    count: integer(1, 100).optional().default(notificationPageSize),
  })
  .prefault({});

export const notificationsPage = z.object({
  success: z.literal(true),
  notifications: z.array(notification),
  all_count: z.number(),
  has_more: z.boolean(),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const notificationIdBody = z.object({ id: rowId() });
export const countNewResponse = z.object({ success: z.literal(true), count: z.number() });
