import { addDays } from './readiness.days.ts';
import type { Finding, ReadinessInput } from './readiness.types.ts';

/** Changes of place in the hotel chain with no live luggage row (the transfers module says why). */
export function luggageFindings({ raw, luggage }: ReadinessInput): Finding[] {
  const name = (id: number) => raw.accommodations.find((a) => a.location_id === id)?.location_name ?? '';
  return luggage.map((gap) => ({
    code: 'luggage_stage_missing',
    severity: 'error',
    section: 'luggage_transfers',
    date: gap.date,
    says: 'luggageMissing',
    values: {
      from: name(gap.from_location_id),
      to: name(gap.to_location_id),
      date: gap.date,
      reason: gap.reason,
    },
  }));
}

/**
 * Nights in Spain within the attention window that SES.Hospedajes cannot be told about yet: a warning, an
 * error from the day before arrival (the hotel must report the guests on arrival).
 */
export function travellerFindings({ raw, nights, today, attentionDays }: ReadinessInput): Finding[] {
  const tomorrow = addDays(today, 1);
  return nights
    .filter((night) => night.checkin_date <= addDays(today, attentionDays))
    .map((night) => {
      const stay = raw.accommodations.find((a) => a.id === night.accommodation_id);
      return {
        code: 'traveller_data_missing',
        severity: night.checkin_date <= tomorrow ? 'error' : 'warning',
        section: 'travellers',
        row_id: night.accommodation_id,
        date: night.checkin_date,
        says: 'travellerData',
        values: { provider: stay?.provider_name ?? '', date: night.checkin_date },
      };
    });
}
