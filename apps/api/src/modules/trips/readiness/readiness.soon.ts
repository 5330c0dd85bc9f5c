import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { Severity } from '@trips/shared/modules/trips/readiness.constants';
import { generalStatuses, tripSections } from '@trips/shared/modules/trips/trips.constants';
import { voucherStatus } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { RawRow } from '../trips.presenter.ts';
import { addDays } from './readiness.days.ts';
import { dayOfRow, isLive } from './readiness.stays.ts';
import type { Finding, ReadinessInput } from './readiness.types.ts';

/** Statuses of a service nobody has booked yet (a change or cancellation under way still holds it). */
const unbooked: readonly number[] = [
  serviceStatus.ok,
  serviceStatus.requested,
  serviceStatus.pending,
  serviceStatus.declined,
  serviceStatus.noResponse,
];
/** Statuses of a room held at the hotel, whose free cancellation can run out. */
const held: readonly number[] = [
  serviceStatus.requested,
  serviceStatus.confirmed,
  serviceStatus.pending,
  serviceStatus.modificationRequested,
];

/** Within the attention window from today; an error when it is today or tomorrow. */
const urgency = (date: string, { today, attentionDays }: ReadinessInput): Severity | null => {
  if (date < today || date > addDays(today, attentionDays)) return null;
  return date <= addDays(today, 1) ? 'error' : 'warning';
};

/** A service happening within the window that is not confirmed. */
export function unconfirmedFindings(input: ReadinessInput): Finding[] {
  return tripSections.flatMap((section) =>
    (input.raw[section] as RawRow[]).flatMap((r): Finding[] => {
      const date = dayOfRow(r);
      const severity = date && isLive(r) ? urgency(date, input) : null;
      if (!date || !severity || !unbooked.includes(Number(r.trip_service_status_id))) return [];
      const values = {
        section,
        provider: r.provider_name ?? '',
        date,
        status: r.trip_service_status_name ?? '',
      };
      return [
        { code: 'unconfirmed_soon', severity, section, row_id: r.id, date, says: 'unconfirmed', values },
      ];
    }),
  );
}

/** An Active trip starting within the window whose customer documents are not (or no longer) sent. */
export function voucherFindings(input: ReadinessInput): Finding[] {
  const { trip } = input.raw;
  const status = Number(trip.voucher_status_id);
  if (Number(trip.general_status_id) !== generalStatuses.active || status === voucherStatus.sent) return [];
  const severity = urgency(trip.start_date, input);
  if (!severity) return [];
  const says = status === voucherStatus.resendNeeded ? 'vouchersOutdated' : 'vouchersNotSent';
  return [
    {
      code: 'vouchers_not_sent',
      severity,
      section: 'vouchers',
      date: trip.start_date,
      says,
      values: { date: trip.start_date },
    },
  ];
}

/** A held room whose free cancellation ends within the window. */
export function deadlineFindings(input: ReadinessInput): Finding[] {
  return input.raw.accommodations.flatMap((a): Finding[] => {
    const date = a.free_cancellation_date;
    const severity = date && held.includes(Number(a.trip_service_status_id)) ? urgency(date, input) : null;
    if (!date || !severity) return [];
    const values = { provider: a.provider_name ?? '', date };
    const where = { section: 'accommodations', row_id: a.id, date } as const;
    return [{ code: 'free_cancellation_deadline', severity, ...where, says: 'freeCancellation', values }];
  });
}
