import { documentRecord, type RecordSettings } from '@trips/shared/settings/record-groups';
import type { Database } from '../../db/database.ts';
import { readSettings } from '../../engine/settings/read-settings.ts';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

type DocumentSettings = RecordSettings<typeof documentRecord>;
type Wait = 'zs_less_send_after' | 'zs_equal_send_after' | 'zs_more_send_after' | 'zs_resend_docs_after';
const wait = (s: DocumentSettings, prefix: Wait) =>
  s[`${prefix}_value`] * (s[`${prefix}_type`] === 'days' ? dayMs : hourMs);

/** Whole calendar days from the day a trip was booked to its first day. */
export const daysBefore = (bookedAt: Date, startDate: string) =>
  Math.round((Date.parse(startDate.slice(0, 10)) - Date.parse(bookedAt.toISOString().slice(0, 10))) / dayMs);

/**
 * The document settings (`zs_*`): when a trip booked `days` before its start gets its documents, counted from
 * the booking. A trip booked less than `zs_less_condition` days ahead waits `zs_less_send_after_*`, one booked
 * exactly `zs_equal_condition` days ahead `zs_equal_send_after_*`, one booked more than `zs_more_condition`
 * days ahead `zs_more_send_after_*`; the first rule that matches wins. With conditions that leave a gap
 * between them, a trip booked in the gap is not sent automatically (null).
 */
export function firstSendDelay(settings: DocumentSettings, days: number): number | null {
  const rules = [
    ['less', (c: number) => days < c],
    ['equal', (c: number) => days === c],
    ['more', (c: number) => days > c],
  ] as const;
  for (const [when, matches] of rules)
    if (matches(settings[`zs_${when}_condition`])) return wait(settings, `zs_${when}_send_after`);
  return null;
}

/** How long after a change the documents go out again (`zs_resend_docs_after_*`). */
export const resendDelay = (settings: DocumentSettings) => wait(settings, 'zs_resend_docs_after');

export const documentSettings = (db: Database) => readSettings(db, documentRecord);
