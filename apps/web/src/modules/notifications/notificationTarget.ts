import type { RelType } from '@trips/shared/modules/notifications/notifications.constants';
import { detailPath, isDetailKind } from '../../lib/paths';

/** The detail page a notification opens (spec part 1 §4), or null when it points at nothing. */
export function notificationTarget(n: { rel_type: RelType | null; rel_id: number | null }): string | null {
  if (!n.rel_type || n.rel_id === null || !isDetailKind(n.rel_type)) return null;
  return detailPath(n.rel_type, n.rel_id);
}
