import { t } from '@lingui/core/macro';
import type {
  AutoMatch,
  AutoTransfer,
  DismissedAutoTransfer,
} from '@trips/shared/modules/transfers/auto-transfers.schema';
import { formatDate } from '../../../i18n/format';

const matchText = (match: AutoMatch | null, end: 'start' | 'end') => {
  if (match === 'hotel') return end === 'start' ? t`from this hotel` : t`to this hotel`;
  if (match === 'meeting_point') return end === 'start' ? t`from a meeting point` : t`to a meeting point`;
  if (match === 'any') return end === 'start' ? t`from any hotel` : t`to any hotel`;
  return null;
};

/** "Created automatically: Pamplona → Estella, route priority 1 (Camino Bag Carrier, from this hotel …)". */
export function autoReason(item: AutoTransfer): string {
  const route = `${item.from_location_name ?? '?'} → ${item.to_location_name ?? '?'}`;
  const priority = item.priority ?? '?';
  const rule = [matchText(item.start_match, 'start'), matchText(item.end_match, 'end')].filter(Boolean);
  const provider = item.provider_name ?? '';
  const detail = rule.length > 0 ? `${provider}, ${rule.join(', ')}` : provider;
  return t`Created automatically: ${route}, route priority ${priority}` + (detail ? ` (${detail})` : '');
}

/** What the system still does with the row. */
export function autoState(item: AutoTransfer): string {
  const [from, to] = [item.is_open_auto_transfer_from, item.is_open_auto_transfer_to];
  if (from && to) return t`Follows the hotel chain`;
  if (from) return t`Only the pick-up end follows the hotel chain`;
  if (to) return t`Only the drop-off end follows the hotel chain`;
  return t`Left alone by the system`;
}

/** A field the system writes, as staff know it. */
export function autoFieldLabel(field: string): string {
  const labels: Record<string, string> = {
    date: t`Date`,
    from_location_id: t`From location`,
    from_provider_id: t`From hotel`,
    from_meeting_point_id: t`From meeting point`,
    to_location_id: t`To location`,
    to_provider_id: t`To hotel`,
    to_meeting_point_id: t`To meeting point`,
    provider_id: t`Provider`,
    luggage: t`Luggage`,
    people: t`People`,
  };
  return labels[field] ?? field;
}

/** "Pamplona → Estella on 2 Jun 2031: the system makes no row for this change of place until it is restored". */
export function dismissedReason(item: DismissedAutoTransfer): string {
  const route = `${item.from_location_name ?? '?'} → ${item.to_location_name ?? '?'}`;
  const date = item.date ? formatDate(item.date) : '?';
  return t`${route} on ${date}: the system makes no row for this change of place until it is restored`;
}
