/** What a notification points at; the panel opens that object's detail page (spec part 1 §3, §4); 'task' is ours. */
export const relTypes = ['trip', 'provider', 'location', 'invoice', 'task'] as const;
export type RelType = (typeof relTypes)[number];

/** Notifications per page of the side panel (spec part 1 §9). */
export const notificationPageSize = 15;
