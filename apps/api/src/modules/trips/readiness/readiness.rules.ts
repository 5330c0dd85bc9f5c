import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { commercialFindings, pendingChangeFindings } from './readiness.commercial.ts';
import { luggageFindings, travellerFindings } from './readiness.elsewhere.ts';
import { deadlineFindings, unconfirmedFindings, voucherFindings } from './readiness.soon.ts';
import {
  declinedFindings,
  nightFindings,
  priceFindings,
  providerFindings,
  roomFindings,
  routeFindings,
} from './readiness.stays.ts';
import type { Finding, ReadinessInput } from './readiness.types.ts';

const rules = [
  luggageFindings,
  nightFindings,
  roomFindings,
  providerFindings,
  declinedFindings,
  routeFindings,
  priceFindings,
  unconfirmedFindings,
  travellerFindings,
  voucherFindings,
  deadlineFindings,
  pendingChangeFindings,
  commercialFindings,
];

/** A trip done with (completed or cancelled) has nothing left to prepare. */
const closed: readonly number[] = [generalStatuses.completed, generalStatuses.cancelled];

/** Everything the trip still lacks: errors first, then by date (undated last). */
export function findingsOf(input: ReadinessInput): Finding[] {
  if (closed.includes(Number(input.raw.trip.general_status_id))) return [];
  const rank = (f: Finding) => (f.severity === 'error' ? 0 : 1);
  return rules
    .flatMap((rule) => rule(input))
    .sort((a, b) => rank(a) - rank(b) || (a.date ?? '9999').localeCompare(b.date ?? '9999'));
}
