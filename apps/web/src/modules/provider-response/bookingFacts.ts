import { plural, t } from '@lingui/core/macro';
import type { ProviderBooking } from '@trips/shared/modules/bookings/bookings.schema';
import { formatDate } from '../../i18n/format';

/** One line of the booking as the provider reads it: a label and its value. */
export interface Fact {
  label: string;
  value: string;
}

const place = (location: string | null, point: string | null) =>
  [location, point].filter(Boolean).join(' · ') || '—';

/** '1 double, 2 individual': only the kinds of room asked for. */
function rooms(b: ProviderBooking): string {
  const counts: [number | null, string][] = [
    [b.individual_rooms, t`individual`],
    [b.double_rooms, t`double`],
    [b.twin_rooms, t`twin`],
    [b.triple_rooms, t`triple`],
  ];
  return counts
    .filter(([count]) => (count ?? 0) > 0)
    .map(([count, kind]) => `${count} ${kind}`)
    .join(', ');
}

function dates(b: ProviderBooking): Fact[] {
  if (b.kind === 'accommodation')
    return [
      { label: t`Check-in`, value: formatDate(b.start_date) },
      { label: t`Check-out`, value: formatDate(b.end_date) },
    ];
  if (b.end_date && b.end_date !== b.start_date)
    return [
      { label: t`First day`, value: formatDate(b.start_date) },
      { label: t`Last day`, value: formatDate(b.end_date) },
    ];
  return [{ label: t`Date`, value: formatDate(b.start_date) }];
}

/** What is asked, in the order a provider checks it; empty values are left out. */
export function bookingFacts(b: ProviderBooking): Fact[] {
  const transfer = b.kind === 'luggage' || b.kind === 'normal';
  const facts: (Fact | false)[] = [
    { label: t`Guest`, value: b.customer_name },
    { label: t`Trip`, value: b.trip_name },
    ...dates(b),
    !transfer && { label: t`Location`, value: b.location ?? '' },
    transfer && { label: t`From`, value: place(b.from_location, b.from_point) },
    transfer && { label: t`To`, value: place(b.to_location, b.to_point) },
    b.service !== null && { label: t`Service`, value: b.service },
    b.people !== null && { label: t`People`, value: String(b.people) },
    b.kind === 'accommodation' && { label: t`Rooms`, value: rooms(b) },
    b.meals !== null && { label: t`Meals`, value: b.meals },
    b.bags !== null && {
      label: t`Bags`,
      value: plural(b.bags, { one: '# bag', other: '# bags' }),
    },
  ];
  return facts.filter((fact): fact is Fact => fact !== false && fact.value !== '');
}
