import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { formatDate } from '../../../i18n/format';
import { sectionLabel } from '../form/tripChanges';

const span = (from: string | null, to: string | null) =>
  !to || from === to ? formatDate(from) : `${formatDate(from)} → ${formatDate(to)}`;

/**
 * The row as the server names it for people ('Alojamiento en Pamplona, 10 may (Hotel Iruña)'), then its dates
 * and place from the trip as loaded: which row a booking is.
 */
export function rowSummary(trip: TripResponse, section: TripSection, rowId: number, name: string) {
  const title = name || sectionLabel(section);
  const where = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
  if (section === 'accommodations') {
    const row = trip.accommodations.find((r) => r.id === rowId);
    return { title, detail: row ? where(span(row.checkin_date, row.checkout_date), row.location_name) : '' };
  }
  if (section === 'other_services') {
    const row = trip.other_services.find((r) => r.id === rowId);
    const what = row?.service_name ?? row?.service_type_name ?? null;
    return { title, detail: row ? where(span(row.from_date, row.to_date), what, row.location_name) : '' };
  }
  const row = trip[section].find((r) => r.id === rowId);
  const route = row ? `${row.from_location_name ?? '—'} → ${row.to_location_name ?? '—'}` : null;
  return { title, detail: row ? where(formatDate(row.date), route) : '' };
}
