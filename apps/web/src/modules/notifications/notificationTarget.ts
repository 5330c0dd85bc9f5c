import type { RelType } from '@trips/shared/modules/notifications/notifications.constants';

const detailPaths: Record<RelType, (id: number) => string> = {
  trip: (id) => `/trip-details/${id}`,
  provider: (id) => `/provider-details/${id}`,
  location: (id) => `/location-modules/${id}`,
  invoice: (id) => `/invoice-details/${id}`,
  task: (id) => `/task-details/${id}`,
};

/** The detail page a notification opens (spec part 1 §4), or null when it points at nothing. */
export function notificationTarget(n: { rel_type: RelType | null; rel_id: number | null }): string | null {
  if (!n.rel_type || n.rel_id === null) return null;
  return detailPaths[n.rel_type]?.(n.rel_id) ?? null;
}
