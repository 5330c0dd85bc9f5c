import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { type AnyDraftRow, addDays, daysFrom } from './rows';

/** The rows that last from one day to another: the field of each. Transfers happen on one day. */
const spans: Partial<Record<TripSection, { start: string; end: string }>> = {
  accommodations: { start: 'checkin_date', end: 'checkout_date' },
  other_services: { start: 'from_date', end: 'to_date' },
};

/**
 * How a row's end follows its start. Absent: in step with the start the row has. A day: in step with that
 * start, as the start was cleared since (a new one typed moves the end from there). False: the end was
 * edited by hand and stays where it was put.
 */
export type EndFollow = string | false;

type Day = string | null | undefined;

/**
 * A person's edit of a row, with its end moved by as many days as its start moved (so a stay keeps its
 * nights and a service its length), and how the end follows from then on.
 */
export function followStart(
  section: TripSection,
  row: AnyDraftRow,
  patch: Partial<AnyDraftRow>,
  follow: EndFollow | undefined,
): { patch: Partial<AnyDraftRow>; follow: EndFollow | undefined } {
  const span = spans[section];
  if (!span || follow === false) return { patch, follow };
  if (span.end in patch) return { patch, follow: false };
  if (!(span.start in patch)) return { patch, follow };
  const day = (fields: object, key: string) => (fields as Record<string, unknown>)[key] as Day;
  const from = follow ?? day(row, span.start);
  const to = day(patch, span.start);
  const end = day(row, span.end);
  if (!to) return { patch, follow: from ?? undefined };
  if (!from || !end) return { patch, follow: undefined };
  return { patch: { ...patch, [span.end]: addDays(end, daysFrom(from, to)) }, follow: undefined };
}

/** The fields a person's edit may change: its own, and the end date when it moves a start. */
export function fieldsMoved(section: TripSection, patch: Partial<AnyDraftRow>): string[] {
  const span = spans[section];
  const fields = Object.keys(patch);
  return span && fields.includes(span.start) ? [...fields, span.end] : fields;
}
