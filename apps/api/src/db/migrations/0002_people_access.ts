/** People and access: indexes for the bell's unread count (polled every few seconds) and group membership. */
export const statements = [
  `create index notifications_unread_idx on notifications (user_id) where is_read = 0`,
  `create index users_group_idx on users (group_id)`,
  `create index group_capabilities_lookup_idx on group_capabilities (permission_key, capability) where is_active`,
];
