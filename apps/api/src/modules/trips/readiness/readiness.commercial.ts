import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { Severity } from '@trips/shared/modules/trips/readiness.constants';
import { generalStatuses, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { RawRow } from '../trips.presenter.ts';
import { addDays } from './readiness.days.ts';
import { dayOfRow } from './readiness.stays.ts';
import type { Finding, ReadinessInput } from './readiness.types.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const amount = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
/** A problem that stops an Active trip, and only warns while it is being built. */
const onceActive = (active: boolean): Severity => (active ? 'error' : 'warning');

/**
 * What the trip lacks as a sale: its price (error once Active), a price below its cost (a warning, an error
 * once Active), a customer with a name and an email (error once Active), its brand and operations owner
 * (warnings). Each names the field that fixes it.
 */
export function commercialFindings({ raw }: ReadinessInput): Finding[] {
  const { trip } = raw;
  const active = Number(trip.general_status_id) === generalStatuses.active;
  const found: Finding[] = [];
  const price = amount(trip.trip_price);
  const cost = amount(trip.total_cost) ?? 0;
  if (!price || price <= 0)
    found.push({
      code: 'price_missing',
      severity: onceActive(active),
      field: 'trip_price',
      says: 'noTripPrice',
    });
  else if (price < cost)
    found.push({
      code: 'margin_negative',
      severity: onceActive(active),
      field: 'trip_price',
      says: 'negativeMargin',
      values: { price, cost },
    });
  const named = text(trip.customer_first_name) || text(trip.customer_last_name);
  if (!named || !text(trip.customer_email))
    found.push({
      code: 'customer_missing',
      severity: onceActive(active),
      field: named ? 'customer_email' : 'customer_first_name',
      says: named ? 'noCustomerEmail' : 'noCustomer',
    });
  if (!trip.branding_id)
    found.push({ code: 'brand_missing', severity: 'warning', field: 'branding_id', says: 'noBrand' });
  if (!trip.operations_owner_id)
    found.push({ code: 'owner_missing', severity: 'warning', field: 'operations_owner_id', says: 'noOwner' });
  return found;
}

const waiting: readonly number[] = [serviceStatus.modificationRequested, serviceStatus.cancellationRequested];

/**
 * A modification or cancellation the provider has not answered: a warning, an error when the service is
 * within the attention window (the provider may still hold the old booking when the travellers arrive).
 */
export function pendingChangeFindings({ raw, today, attentionDays }: ReadinessInput): Finding[] {
  return tripSections.flatMap((section) =>
    (raw[section] as RawRow[])
      .filter((r) => waiting.includes(Number(r.trip_service_status_id)))
      .filter((r) => (dayOfRow(r) ?? today) >= today)
      .map((r): Finding => {
        const date = dayOfRow(r);
        const soon = date !== null && date <= addDays(today, attentionDays);
        const cancel = Number(r.trip_service_status_id) === serviceStatus.cancellationRequested;
        return {
          code: 'modification_pending',
          severity: soon ? 'error' : 'warning',
          section,
          row_id: r.id,
          ...(date ? { date } : {}),
          says: cancel ? 'cancellationPending' : 'modificationPending',
          values: { section, provider: r.provider_name ?? '', date: date ?? '' },
        };
      }),
  );
}
